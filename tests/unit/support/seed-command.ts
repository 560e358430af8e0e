import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** What one run of the seed's command gave: its exit code and what it printed. */
export interface SeedRun {
  code: number
  stdout: string
  stderr: string
}

/** The operator's command, as the README gives it (`npm run seed -- …`), run as its own Node process. */
export function runSeed(args: readonly string[]): Promise<SeedRun> {
  return run(process.execPath, ['--import', 'tsx', 'seed/cli.ts', ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: SeedRun) => e,
  )
}

/** Every file of a data folder's `regulated/`, by name: what an import may write, to compare before and after. */
export async function regulatedFiles(dataDir: string): Promise<Record<string, string>> {
  const folder = join(dataDir, 'regulated')
  const names = (await readdir(folder)).sort()
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(folder, n), 'utf8')] as const)))
}
