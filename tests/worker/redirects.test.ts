import { describe, expect, it } from 'vitest'
import { api } from './support.ts'

describe('redirect pages', () => {
  it('sends /mentions-legales to the privacy policy with a 301', async () => {
    for (const path of ['/mentions-legales', '/mentions-legales/']) {
      const response = await api(path, { redirect: 'manual' })
      expect(response.status, path).toBe(301)
      expect(new URL(response.headers.get('Location') ?? '', 'https://x.test').pathname).toBe('/politique-de-confidentialite')
    }
  })

  it('sends /simulateureconomies to the external simulation form', async () => {
    const response = await api('/simulateureconomies', { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('https://simulation.wattmalin.fr/')
  })
})
