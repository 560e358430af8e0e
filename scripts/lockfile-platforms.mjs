// Records the other platforms' workerd binaries in package-lock.json.
//
// The registry this project installs from serves @cloudflare/workerd-linux-* only, so npm leaves the
// darwin and windows entries out of the lock file, and `npm ci` then refuses the lock as out of sync.
// The entries carry os/cpu, so npm skips them on Linux without fetching anything; a machine that
// reaches the public registry installs them as usual. Runs after every `npm install` (postinstall).
// See docs/decisions/0006-lock-file.md. Plain JavaScript: it must run before TypeScript tooling exists.
import { readFileSync, writeFileSync } from 'node:fs'

const PLATFORMS = {
  'darwin-64': ['darwin', 'x64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'linux-64': ['linux', 'x64'],
  'linux-arm64': ['linux', 'arm64'],
  'windows-64': ['win32', 'x64'],
}
const path = new URL('../package-lock.json', import.meta.url)
let lock
try {
  lock = JSON.parse(readFileSync(path, 'utf8'))
} catch {
  process.exit(0)
}
const packages = lock.packages ?? {}
let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = name.match(/^@cloudflare\/workerd-(.+)$/)?.[1]
    if (!platform || !PLATFORMS[platform]) continue
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    const [os, cpu] = PLATFORMS[platform]
    packages[hoisted] = { version, cpu: [cpu], license: 'Apache-2.0', optional: true, os: [os], engines: { node: '>=16' } }
    added += 1
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)))
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: recorded ${added} workerd platform package(s) the registry does not serve`)
}
