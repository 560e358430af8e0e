/**
 * The visitor's file, kept in this browser only when they ask, so the page shows it again on their next
 * visit; « Effacer mes données » deletes it. IndexedDB holds the file as it is (a few megabytes at most),
 * where localStorage would need it turned into text and might refuse its size.
 */
const DATABASE = 'wattmalin-ma-consommation'
const STORE = 'fichier'
const KEY = 'dernier'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(database.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    database.close()
  }
}

export async function keepMeterFile(file: File): Promise<void> {
  await run('readwrite', (store) => store.put(file, KEY))
}

/** The kept file, or null when there is none (or the browser refuses storage, as private windows may). */
export async function keptMeterFile(): Promise<File | null> {
  try {
    const value: unknown = await run('readonly', (store) => store.get(KEY))
    return value instanceof File ? value : null
  } catch {
    return null
  }
}

/** Deletes the whole database, not just the entry: nothing of the visitor's is left behind. */
export function forgetMeterFile(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DATABASE)
    request.onsuccess = () => resolve()
    request.onblocked = () => resolve()
    request.onerror = () => reject(request.error)
  })
}
