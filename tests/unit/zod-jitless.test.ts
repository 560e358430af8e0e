import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { z } from '../../contract/zod.ts'
import { z as zMini } from '../../contract/zod-mini.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
}

describe('zod in the contract and the client', () => {
  it('is configured jitless (no new Function probe under the CSP)', () => {
    expect(z.config().jitless).toBe(true)
    expect(zMini.config().jitless).toBe(true)
  })

  it('is always imported through contract/zod.ts or contract/zod-mini.ts, so the config comes before any schema', async () => {
    const files = [...(await sourceFiles('contract')), ...(await sourceFiles('client'))].filter(
      (file) => !file.endsWith(join('contract', 'zod.ts')) && !file.endsWith(join('contract', 'zod-mini.ts')),
    )
    const direct: string[] = []
    for (const file of files) {
      if (/from ['"]zod(\/[^'"]*)?['"]/.test(await readFile(file, 'utf8'))) direct.push(file.replace(ROOT, ''))
    }
    expect(direct).toEqual([])
  })
})
