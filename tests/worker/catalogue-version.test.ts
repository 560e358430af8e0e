import { describe, expect, it } from 'vitest'
import { CatalogueVersion } from '#contract/catalogue'
import { api } from './support.ts'

describe('GET /api/catalogue/version', () => {
  it('names the version every catalogue answer belongs to', async () => {
    const response = await api('/api/catalogue/version')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    const marker = CatalogueVersion.parse(await response.json())
    const suppliers = await api('/api/suppliers')
    // The supplier answers are priced for a day, as the offers are: their ETag is the version and that day.
    const [first] = (await suppliers.json()) as { asOf: string }[]
    expect(suppliers.headers.get('ETag')).toBe(`"${marker.version}-${first?.asOf}"`)
    expect(response.headers.get('ETag')).toBe(`"${marker.version}"`)
  })

  it('answers 304 to a client that already holds that version', async () => {
    const etag = (await api('/api/catalogue/version')).headers.get('ETag') ?? ''
    const again = await api('/api/catalogue/version', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('is read-only', async () => {
    const response = await api('/api/catalogue/version', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
  })
})
