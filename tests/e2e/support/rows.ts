import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * Lists of dozens of offers read in one round trip, then checked here. An auto-waiting `expect` per row
 * and per text costs a round trip to the browser and a new resolution of the locator each time (hundreds
 * of them for one list, most of a test's time on a busy machine), while the list is already complete: a
 * test reads it only after an auto-waiting `expect` has seen the state that proves it is (docs/decisions/0094).
 * The checks are those of Playwright's assertions: text as `toContainText` reads it, visibility as
 * `toBeVisible`, a link by its accessible name as `getByRole('link', { name })` finds it, one element
 * per key as a strict locator wants.
 */

export interface ReadRow {
  /** The row's key attribute (data-offer-id…), null without one. */
  key: string | null
  /** Its text as `toContainText` reads it: script and style left out, white space collapsed. */
  text: string
  /** Whether `toBeVisible` would hold: shown, not `visibility: hidden`, with a non-empty box. */
  visible: boolean
  /** Its links (elements of role link: `a` and `area` with an href), by accessible name and href. */
  links: { name: string; href: string | null }[]
}

/** Playwright's white space rule for text assertions: zero-width and soft hyphens dropped, runs of space collapsed. */
export const normalizedText = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .trim()
    .replace(/\s+/g, ' ')

/** Every element `rows` matches, in the page's order, read in one round trip. */
export function readRows(rows: Locator, keyAttribute: string): Promise<ReadRow[]> {
  return rows.evaluateAll((elements, key) => {
    const collapse = (text: string) =>
      text
        .replace(/[\u200b\u00ad]/g, '')
        .trim()
        .replace(/\s+/g, ' ')
    const textOf = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? ''
      if (node.nodeType !== Node.ELEMENT_NODE || ['SCRIPT', 'NOSCRIPT', 'STYLE'].includes(node.nodeName)) return ''
      return Array.from(node.childNodes, textOf).join('')
    }
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return element.checkVisibility() && getComputedStyle(element).visibility === 'visible' && box.width > 0 && box.height > 0
    }
    // The accessible name of a link without aria-labelledby: its aria-label, else its content's text.
    const linkName = (link: Element) => {
      if (link.hasAttribute('aria-labelledby')) throw new Error('readRows names links by aria-label or content only')
      return collapse(link.getAttribute('aria-label') || textOf(link))
    }
    return elements.map((element) => ({
      key: element.getAttribute(key),
      text: collapse(textOf(element)),
      visible: visible(element),
      links: Array.from(element.querySelectorAll('a[href], area[href]'), (link) => ({
        name: linkName(link),
        href: link.getAttribute('href'),
      })),
    }))
  }, keyAttribute)
}

/** The one row whose key is `key`, as a strict locator finds it. */
export function rowOf(rows: readonly ReadRow[], key: string): ReadRow {
  const found = rows.filter((row) => row.key === key)
  expect(found.length, `rows of ${key}`).toBe(1)
  return found[0] as ReadRow
}

/** `toContainText(expected)` on a row read before: the same white space rule on both sides, case kept. */
export function expectRowText(row: ReadRow, expected: string, message = row.key ?? ''): void {
  expect(row.text, message).toContain(normalizedText(expected))
}

/** The one link of `row` whose name holds `name`, case ignored, as `getByRole('link', { name })` finds it. */
export function linkOf(row: ReadRow, name: string): ReadRow['links'][number] {
  const wanted = normalizedText(name).toLowerCase()
  const found = row.links.filter((link) => link.name.toLowerCase().includes(wanted))
  expect(found.length, `links « ${name} » of ${row.key}`).toBe(1)
  return found[0] as ReadRow['links'][number]
}
