import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Pages read catalogue data the way the router can prepare it: a route's loader starts or awaits the
 * query (`ensureQueryData`, `prefetchQuery`), and components read it with `useSuspenseQuery`. A
 * component that fetches with `useQuery` hides its data from the loader, so a server render would need
 * a second pass to see it, and the component would take `data | undefined` and retry callbacks again.
 */

const root = resolve(import.meta.dirname, '../..')
const routesDir = join(root, 'client/routes')

const FETCHING_HOOK = /\buse(?:Query|Queries|InfiniteQuery)\s*\(/

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.(test|css)\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

const read = (file: string) => readFileSync(file, 'utf8')
const name = (file: string) => relative(root, file)

/** The client files a module imports statically, by relative path, and theirs, the module included. */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const [, specifier] of read(file).matchAll(/^\s*import\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
    if (specifier && /\.tsx?$/.test(specifier) && !specifier.endsWith('.css.ts')) importClosure(resolve(dirname(file), specifier), seen)
  }
  return seen
}

/** A route declares a loader itself, or spreads the options of a family module that declares one. */
function declaresLoader(routeFile: string): boolean {
  const source = read(routeFile)
  if (/^\s*loader:/m.test(source)) return true
  const spreads = [...source.matchAll(/\.\.\.(\w+)\(/g)].map((match) => match[1])
  return spreads.some((factory) => {
    const from = new RegExp(`import\\s*\\{[^}]*\\b${factory}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(source)?.[1]
    return from !== undefined && /^\s*loader:/m.test(read(resolve(dirname(routeFile), from)))
  })
}

const routeFiles = filesUnder(routesDir, /\.tsx$/)
/** Every client module a page can render: routes, features, the design system, hooks in lib. */
const componentFiles = filesUnder(join(root, 'client'), /\.tsx?$/).filter((file) => !file.endsWith('routeTree.gen.ts'))

describe('catalogue data is loaded by routes, not fetched by components', () => {
  it('finds the route files and the client modules', () => {
    expect(routeFiles.length).toBeGreaterThan(20)
    expect(componentFiles.length).toBeGreaterThan(routeFiles.length)
  })

  it('no component fetches with useQuery', () => {
    expect(componentFiles.map(name).filter((file) => FETCHING_HOOK.test(read(join(root, file))))).toEqual([])
  })

  it('every route whose components read a query with useSuspenseQuery declares a loader', () => {
    const readers = routeFiles.filter((file) => [...importClosure(file)].some((module) => /\buseSuspenseQuery\s*\(/.test(read(module))))
    expect(readers.map(name)).toContain('client/routes/electricite.tsx')
    expect(readers.filter((file) => !declaresLoader(file)).map(name)).toEqual([])
  })
})
