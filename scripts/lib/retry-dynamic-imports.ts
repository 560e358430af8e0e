import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { parseAst } from 'vite'

const HELPER = fileURLToPath(new URL('../../client/lib/retry-import.ts', import.meta.url))

/** The start script and its own modules load the app themselves and must import nothing of it (decision 0049). */
const SKIPPED = /client[\\/](?:start\.ts|first-load[\\/]|lib[\\/]retry-import\.ts)/

/** Where each `import(…)` of `code` starts and ends, from its syntax tree. */
function dynamicImports(code: string): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (typeof node !== 'object' || node === null) return
    const { type, start, end } = node as { type?: unknown; start?: number; end?: number }
    if (type === 'ImportExpression' && start !== undefined && end !== undefined) found.push({ start, end })
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value)
  }
  visit(parseAst(code))
  return found
}

/**
 * Wraps every dynamic import of the client's code — the lazy parts' and the route chunks the router
 * plugin splits off (`?tsr-split`) — in `retryImport` (client/lib/retry-import.ts), so a chunk lost to a
 * drop is asked for again instead of failing (docs/decisions/0069). A transform of the built code rather
 * than a call at each site: the router plugin writes its chunks' imports itself. Runs after the other
 * transforms, on JavaScript; Vite's preload wrapper then goes inside, and is retried with the import.
 */
export function retryDynamicImports(): Plugin {
  return {
    name: 'wattmalin:retry-dynamic-imports',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.includes('node_modules') || SKIPPED.test(id) || !code.includes('import(')) return null
      const imports = dynamicImports(code)
      if (imports.length === 0) return null
      let out = code
      for (const { start, end } of imports.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}__retryImport(() => ${out.slice(start, end)})${out.slice(end)}`
      }
      return { code: `import { retryImport as __retryImport } from ${JSON.stringify(HELPER)};${out}`, map: null }
    },
  }
}
