import { describe, expect, it } from 'vitest'
import { servesAppInDev } from '../../scripts/lib/dev-page-fallback.ts'

describe('development server: which requests get the app', () => {
  it('gives page addresses the app, whatever a browser or curl asks for', () => {
    for (const path of ['/', '/fournisseurs/19', '/calculateur', '/conseils/guide-tarif-réglementé', '/electricite/', '/page-inconnue']) {
      expect(servesAppInDev('GET', path, 'text/html,application/xhtml+xml'), path).toBe(true)
      expect(servesAppInDev('GET', path, '*/*'), `${path} (curl)`).toBe(true)
      expect(servesAppInDev('HEAD', path, undefined), `${path} (no Accept)`).toBe(true)
    }
  })

  it('leaves the API, the worker’s redirect pages, files and Vite’s own paths alone', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/suppliers',
      '/mentions-legales',
      '/simulateureconomies/',
      '/client/main.tsx',
      '/favicon.svg',
      '/@vite/client',
      '/@fs/x',
      '/__debug',
      '/node_modules/.vite/deps/react.js',
    ]) {
      expect(servesAppInDev('GET', path, 'text/html'), path).toBe(false)
    }
  })

  it('answers only reads that accept HTML', () => {
    expect(servesAppInDev('POST', '/rappel', 'text/html')).toBe(false)
    expect(servesAppInDev('GET', '/calculateur', 'application/json')).toBe(false)
  })
})
