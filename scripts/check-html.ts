/**
 * npm run check:html — every HTML file the build wrote (the prerendered pages and 404.html) through the
 * Nu HTML Checker (vnu-jar, on the machine's Java), in one run. Prints each error with its file and
 * line, then a summary; exits 1 on any error. Run after `npm run build`.
 */
import { spawnSync } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { PROJECT_ROOT } from '../seed/wrangler.ts'

const CLIENT_DIR = join(PROJECT_ROOT, 'dist/client')
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

const files = await htmlFiles(CLIENT_DIR)
if (files.length === 0) {
  console.error('No HTML in dist/client: run `npm run build` first.')
  process.exit(1)
}
const started = performance.now()
// The checker's CSS validator predates container queries (Baseline since 2023), which the inlined
// styles use, and scroll-driven animations and anchor positioning, which the header uses where the
// browser has them (inside @supports): only the messages about those are set aside (two at-rule and
// property messages, their four properties, anchor() as a value); every other CSS or HTML error counts.
const NEWER_CSS = 'animation-timeline|animation-range|anchor-name|position-anchor'
const CSS_IT_DOES_NOT_KNOW = [
  'CSS: (“container-type”: Property “container-type” doesn.t exist|Unrecognized at-rule “@container”).*',
  `CSS: “(${NEWER_CSS})”: Property “(${NEWER_CSS})” doesn.t exist.*`,
  'CSS: “(top|left)”: “anchor\\((top|right|bottom|left)\\)” is not a “(top|left)” value.*',
].join('|')
const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--filterpattern', CSS_IT_DOES_NOT_KNOW, ...files]
const run = spawnSync(process.env.JAVA ?? 'java', args, {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
if (run.error) {
  console.error(`Could not start Java for the Nu HTML Checker: ${run.error.message}`)
  process.exit(1)
}
// vnu writes its JSON report on stderr.
let messages: VnuMessage[]
try {
  messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages
} catch {
  console.error(run.stderr || run.stdout)
  process.exit(1)
}
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal')
for (const error of errors) {
  const file = relative(CLIENT_DIR, decodeURIComponent(new URL(error.url).pathname))
  console.log(`${file}:${error.lastLine ?? '?'}  ${error.message}`)
  if (error.extract) console.log(`    ${error.extract.replace(/\s+/g, ' ').trim()}`)
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Nu HTML Checker: ${files.length} pages checked, ${errors.length} error(s), ${seconds} s.`)
process.exit(errors.length === 0 ? 0 : 1)
