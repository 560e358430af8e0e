import type { StatusCountRow, UndeliveredRow } from './callback-status.ts'
import { callbackStatusSql, formatCallbackStatus } from './callback-status.ts'

/** Runs the status statements through `query` (one result list per statement) and prints the summary. */
export async function printCallbackStatus(query: (sql: string) => Promise<unknown[][]>, now = new Date()): Promise<void> {
  const [counts = [], undelivered = [], total = []] = await query(callbackStatusSql(now))
  const [first] = total as { n: number }[]
  console.log(formatCallbackStatus(counts as StatusCountRow[], undelivered as UndeliveredRow[], Number(first?.n ?? 0)))
}
