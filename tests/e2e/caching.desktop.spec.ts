// Desktop project only: HTTP headers do not depend on the viewport.
import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'

/** The build's entry script: a content-hashed file under /assets/. */
function entryScript(): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  const file = manifest['index.html']?.file
  if (!file) throw new Error('The build manifest has no index.html entry')
  return `/${file}`
}

test('hashed assets are kept for a year without revalidation; pages are revalidated', async ({ request }) => {
  const asset = await request.get(entryScript())
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  // A deploy must reach the next visit: the HTML, which names the hashed files, is never kept unchecked.
  const page = await request.get('/cgu')
  expect(page.status()).toBe(200)
  expect(page.headers()['cache-control']).not.toMatch(/immutable/)
  expect(page.headers()['cache-control']).toMatch(/max-age=0|no-cache/)
})
