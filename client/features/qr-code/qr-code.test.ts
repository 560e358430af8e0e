import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { site } from '../../config/site.ts'
import { contrastRatio, scanWarning } from './contrast.ts'
import { customQrFileName, officialQrFileName } from './qr-file-name.ts'
import { layoutQr, QUIET_ZONE_MODULES } from './qr-layout.ts'
import { buildQrMatrix, tryBuildQrMatrix, type QrMatrix } from './qr-matrix.ts'
import { checkQrUrl } from './qr-url.ts'
import { shareLink } from './share-link.ts'

/** Paints a matrix as black-on-white RGBA pixels with a 4-module quiet zone, as jsQR reads them. */
function toRgba(matrix: QrMatrix, moduleSize = 4) {
  const side = (matrix.moduleCount + 2 * QUIET_ZONE_MODULES) * moduleSize
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / moduleSize) - QUIET_ZONE_MODULES
      const c = Math.floor(x / moduleSize) - QUIET_ZONE_MODULES
      if (matrix.dark[r]?.[c]) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3)
    }
  }
  return { data, side }
}

describe('buildQrMatrix', () => {
  it('encodes the text so that a reader gets it back, accents included', () => {
    for (const text of [site.url, 'https://exemple.fr/économies?é=à']) {
      const { data, side } = toRgba(buildQrMatrix(text, 'H'))
      expect(jsQR(data, side, side)?.data).toBe(text)
    }
  })

  it('grows with the text and gives up beyond the largest QR code', () => {
    // Version 2-H holds 14 bytes.
    expect(buildQrMatrix('https://a.fr', 'H').moduleCount).toBe(25)
    expect(buildQrMatrix(`https://a.fr/${'x'.repeat(300)}`, 'H').moduleCount).toBeGreaterThan(41)
    expect(tryBuildQrMatrix(`https://a.fr/${'x'.repeat(1300)}`, 'H')).toBeNull()
  })
})

describe('layoutQr', () => {
  it('uses whole-pixel modules with at least 4 quiet modules, centred in the size asked for', () => {
    const layout = layoutQr(29, 300, 60)
    expect(layout.moduleSize).toBe(Math.floor(300 / (29 + 8)))
    expect(layout.canvasSize).toBe(300)
    expect(layout.offset).toBeGreaterThanOrEqual(4 * layout.moduleSize)
    expect(layout.offset * 2 + 29 * layout.moduleSize).toBeLessThanOrEqual(300)
    expect(layout.logo).toMatchObject({ size: 60, x: 120, y: 120 })
    expect(layout.logo!.padSize).toBeGreaterThan(60)
  })

  it('keeps 1 px modules when the code is too big for the size', () => {
    const layout = layoutQr(177, 128, null)
    expect(layout).toMatchObject({ moduleSize: 1, canvasSize: 185, offset: 4, logo: null })
  })
})

describe('checkQrUrl', () => {
  it('accepts http and https addresses and keeps the text as typed', () => {
    expect(checkQrUrl('  https://www.wattmalin.fr/comparateur?x=1 ')).toEqual({
      ok: true,
      text: 'https://www.wattmalin.fr/comparateur?x=1',
      host: 'www.wattmalin.fr',
    })
    expect(checkQrUrl('http://localhost:8080')).toMatchObject({ ok: true, host: 'localhost' })
  })

  it('explains what is wrong with anything else', () => {
    expect(checkQrUrl('')).toMatchObject({ ok: false, message: expect.stringContaining('Saisissez') })
    expect(checkQrUrl('www.exemple.fr')).toMatchObject({ ok: false, message: expect.stringContaining('https://') })
    expect(checkQrUrl('ftp://exemple.fr')).toMatchObject({ ok: false, message: expect.stringContaining('http://') })
    expect(checkQrUrl('javascript:alert(1)')).toMatchObject({ ok: false })
    expect(checkQrUrl('https://exa mple.fr')).toMatchObject({ ok: false, message: expect.stringContaining('espace') })
    expect(checkQrUrl('http://exemple.fr:99999')).toMatchObject({ ok: false, message: expect.stringContaining('n’est pas valide') })
    expect(checkQrUrl('https://exa%20mple.fr')).toMatchObject({ ok: false, message: expect.stringContaining('n’est pas valide') })
    expect(checkQrUrl('https://[::1]:8080/a')).toMatchObject({ ok: true, host: '[::1]' })
    expect(checkQrUrl('https://économies.fr')).toMatchObject({ ok: true, host: expect.stringMatching(/^xn--/) })
  })
})

describe('file names', () => {
  it('names the official code after the site', () => {
    expect(officialQrFileName()).toBe(`${site.name.toLowerCase()}-qr-code-officiel.png`)
  })

  it('names a custom code after its host and the local date', () => {
    expect(customQrFileName('www.wattmalin.fr', new Date(2026, 10, 2, 23, 30))).toBe('qr-code-www.wattmalin.fr-2026-11-02.png')
    expect(customQrFileName('[::1]', new Date(2026, 0, 5))).toBe('qr-code-1-2026-01-05.png')
  })
})

describe('scan warnings', () => {
  it('accepts the brand green on white and warns on pale or inverted pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(scanWarning({ dot: site.brandColor, background: '#ffffff' })).toBeNull()
    expect(scanWarning({ dot: '#dddddd', background: '#ffffff' })).toMatch(/trop proches/)
    expect(scanWarning({ dot: '#ffffff', background: '#000000' })).toMatch(/plus clairs que le fond/)
  })
})

describe('shareLink', () => {
  const data = { title: 'T', text: 'x', url: 'https://www.wattmalin.fr' }
  const clipboard = (fail = false) => {
    const written: string[] = []
    return { written, writeText: async (t: string) => (fail ? Promise.reject(new Error('denied')) : void written.push(t)) }
  }

  it('uses the share sheet when there is one, and does nothing more when the visitor closes it', async () => {
    const cb = clipboard()
    expect(await shareLink({ share: async () => {}, clipboard: cb }, data)).toBe('shared')
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' })
    expect(await shareLink({ share: () => Promise.reject(abort), clipboard: cb }, data)).toBe('cancelled')
    expect(cb.written).toEqual([])
  })

  it('copies the address otherwise, and reports a refused copy', async () => {
    const cb = clipboard()
    expect(await shareLink({ clipboard: cb }, data)).toBe('copied')
    expect(await shareLink({ share: () => Promise.reject(new Error('NotAllowed')), clipboard: cb }, data)).toBe('copied')
    expect(cb.written).toEqual([data.url, data.url])
    expect(await shareLink({ clipboard: clipboard(true) }, data)).toBe('copy-failed')
    expect(await shareLink({}, data)).toBe('copy-failed')
  })
})
