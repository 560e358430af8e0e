import { createElement } from 'react'
import type { IconNode } from 'lucide'
import { cx } from './cx.ts'
import * as styles from './icon.css.ts'

export type IconSize = keyof typeof styles.size

export type IconProps = {
  /** A lucide icon, imported by name from 'lucide': its shapes as `[tag, attributes]` data. */
  icon: IconNode
  /** Names the icon for screen readers; without it the icon is decoration, hidden from them. */
  label?: string
  /** Passed on to the svg, for a style that reads the state (`data-open`) or a test that counts. */
  [data: `data-${string}`]: string | boolean | undefined
} & (
  | { size: IconSize; className?: string }
  // A one-off or text-relative size (1.1em beside a label) that no token matches: the class then sets
  // width and height itself, since the svg carries none.
  | { size?: undefined; className: string }
)

// lucide's own defaults (its defaultAttributes), written once here: its entry point does not export
// them, and its copy is in SVG's kebab-case, which React warns about, with width and height 24, which
// the size class or the caller's class sets instead.
const SVG = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/**
 * The one renderer of the site's icons: lucide's drawings at one of the design system's sizes
 * (tokens.ts `iconSize`). The icons are plain data, so every page shares this component and not
 * lucide-react's runtime and per-element keys (docs/decisions/0043-icons-as-data.md).
 */
export function Icon({ icon, size, className, label, ...data }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the spread below names the icon (role="img" with aria-label) or hides it (aria-hidden).
    <svg
      {...SVG}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      className={cx(size && styles.size[size], className)}
      {...data}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  )
}
