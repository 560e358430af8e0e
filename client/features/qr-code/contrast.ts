/** Colours of a QR code, as #rrggbb (what <input type="color"> gives). */
export type QrColors = { dot: string; background: string }

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  let digits = hex.replace('#', '')
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('')
  const n = Number.parseInt(digits, 16)
  if (digits.length !== 6 || Number.isNaN(n)) throw new Error(`Not a hex colour: ${hex}`)
  return 0.2126 * channel((n >> 16) & 0xff) + 0.7152 * channel((n >> 8) & 0xff) + 0.0722 * channel(n & 0xff)
}

/** WCAG contrast ratio, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Below this ratio phone cameras start to miss modules. It sits under the brand green on white
 * (about 3:1), which scans well, and above the pale pairs that do not.
 */
export const MIN_SCAN_CONTRAST = 2.5

/** Why these colours may not scan, or null when they look fine. A warning, never a block. */
export function scanWarning({ dot, background }: QrColors): string | null {
  if (contrastRatio(dot, background) < MIN_SCAN_CONTRAST) {
    return 'Les couleurs des points et du fond sont trop proches : ce QR code risque de ne pas être lu. Choisissez des points plus foncés ou un fond plus clair.'
  }
  if (relativeLuminance(dot) > relativeLuminance(background)) {
    return 'Les points sont plus clairs que le fond : beaucoup de lecteurs ne savent pas lire un QR code inversé.'
  }
  return null
}
