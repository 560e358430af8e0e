import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '@playwright/test'

/**
 * Time given to one axe check, on top of the test's own limit: axe walks every element and computes
 * every colour contrast, so it takes longer the larger the page, and far longer on a busy machine
 * (measured on two cores at a load of 18 to 20: 12 to 15 s for a supplier page of 300 to 800 elements,
 * 67 s for the home page's 1 100). A test that checks three pages gets three times this; one that
 * checks none keeps the default.
 */
const AXE_BASE_MS = 30_000
const AXE_PER_ELEMENT_MS = 40

/**
 * Zero WCAG 2.2 A/AA violations on the page as it is now; the report names each one.
 *
 * A page without frames is checked by one axe run inside it (the builder's legacy mode): by default the
 * builder runs axe in parts, then opens a blank page, loads axe there again and sends it every partial
 * result to merge, which cost as much as the check itself. The parts exist to reach cross-origin frames;
 * a page with any frame keeps that way, so no frame goes unchecked. docs/decisions/0094.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
  test.info().setTimeout(test.info().timeout + AXE_BASE_MS + elements * AXE_PER_ELEMENT_MS)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze()
  const report = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(report, 'axe violations').toEqual([])
}
