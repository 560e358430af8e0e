// Desktop project only: HTTP headers do not depend on the viewport.
import { readdirSync, readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { CONTENT_SECURITY_POLICY, DOCUMENT_ONLY_HEADERS } from '../../worker/http/security-headers.ts'
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

test('scripts drop the headers only a page acts on; pages and web workers keep their policy', async ({ request }) => {
  const script = await request.get(entryScript())
  expect(script.headers()['x-content-type-options']).toBe('nosniff')
  expect(script.headers()['cross-origin-resource-policy']).toBe('same-origin')
  for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers(), name).not.toHaveProperty(name.toLowerCase())

  const page = await request.get('/cgu')
  expect(page.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
  for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers(), name).toHaveProperty(name.toLowerCase())

  // The meter file's parser runs in a web worker, whose Content-Security-Policy is the one its script comes with.
  const workers = readdirSync('dist/client/assets/worker').filter((file) => file.endsWith('.js'))
  expect(workers.length).toBeGreaterThan(0)
  for (const file of workers) {
    const worker = await request.get(`/assets/worker/${file}`)
    expect(worker.status()).toBe(200)
    expect(worker.headers()['content-security-policy'], file).toBe(CONTENT_SECURITY_POLICY)
    expect(worker.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable')
  }
})
