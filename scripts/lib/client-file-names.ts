/**
 * No two client files share a name: a reader opens a file by its name, and tools that list files by
 * name (editors' quick-open, stack traces, bundle reports) merge two files of one name. A file's name is
 * its name without its extensions, so a component, its styles and its test (x.tsx, x.css.ts,
 * x.test.ts) are one name in one folder. `api.ts`, each feature's requests, is the one name several
 * folders may use: a feature's `api.ts` is found by its folder.
 */

const SHARED_NAMES = new Set(['api'])

/** "client/lib/format.test.ts" → "format". */
export function clientFileName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1)
  return file.replace(/(\.test)?(\.css)?\.(tsx|ts)$/, '')
}

/** Each name given to files in more than one folder, with those files. */
export function sharedClientFileNames(paths: readonly string[]): { name: string; files: string[] }[] {
  const foldersByName = new Map<string, Map<string, string[]>>()
  for (const path of paths) {
    if (!/\.(tsx|ts)$/.test(path)) continue
    const name = clientFileName(path)
    if (SHARED_NAMES.has(name)) continue
    const folder = path.slice(0, path.lastIndexOf('/'))
    const folders = foldersByName.get(name) ?? new Map<string, string[]>()
    folders.set(folder, [...(folders.get(folder) ?? []), path])
    foldersByName.set(name, folders)
  }
  return [...foldersByName]
    .filter(([, folders]) => folders.size > 1)
    .map(([name, folders]) => ({ name, files: [...folders.values()].flat().sort() }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
