import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url))

/** The script of a package's command (its "bin"), to run with this very Node. */
export function packageBin(name: string, command: string = name): string {
  const manifestPath = createRequire(import.meta.url).resolve(`${name}/package.json`)
  const manifest = createRequire(import.meta.url)(manifestPath) as { bin?: string | Record<string, string> }
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[command]
  if (!bin) throw new Error(`${name} has no "${command}" command`)
  return join(dirname(manifestPath), bin)
}

const WRANGLER_BIN = packageBin('wrangler')

/** Wrangler never phones home from this project's scripts. */
export const QUIET_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

export interface WranglerResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs the project's own wrangler (same Node as this script) and collects its output. */
export function runWrangler(args: string[], options: { inherit?: boolean } = {}): Promise<WranglerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER_BIN, ...args], {
      cwd: PROJECT_ROOT,
      env: QUIET_ENV,
      stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

/** Runs wrangler and throws with its output when it fails. */
export async function wranglerOrThrow(args: string[], options: { inherit?: boolean } = {}): Promise<string> {
  const result = await runWrangler(args, options)
  if (result.code !== 0) {
    throw new Error(`wrangler ${args.join(' ')} failed (${result.code}):\n${result.stderr || result.stdout}`)
  }
  return result.stdout
}
