import { expect } from '@playwright/test'
import { test } from './fixtures.ts'

/**
 * Style precedence comes from cascade layers (reset < ui < unlayered features). A layer ranks where its
 * name first appears, so on every page the reset layer (the one holding the universal box-sizing rule)
 * must be named first and the ui layer second, whether by an `@layer a, b;` statement or by the blocks'
 * order; then a feature's class outranks a primitive's whatever order the rules arrive in.
 */
for (const path of ['/', '/fournisseurs', '/calculateur', '/conseils']) {
  test(`${path}: the reset layer ranks below the ui layer`, async ({ page }) => {
    await page.goto(path)
    const layers = await page.evaluate(() => {
      const order: string[] = []
      const name = (value: string) => {
        if (!order.includes(value)) order.push(value)
      }
      let reset: string | undefined
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSLayerStatementRule) rule.nameList.forEach(name)
          if (rule instanceof CSSLayerBlockRule) {
            name(rule.name)
            const holdsReset = Array.from(rule.cssRules).some(
              (inner) => inner instanceof CSSStyleRule && inner.selectorText.startsWith('*') && inner.style.boxSizing === 'border-box',
            )
            if (holdsReset) reset = rule.name
          }
        }
      }
      return { order, reset }
    })
    expect(layers.order).toHaveLength(2)
    expect(layers.reset).toBeDefined()
    expect(layers.order[0]).toBe(layers.reset)
  })
}

test('a feature class outranks the primitive it adjusts: the supplier search leaves room for its icon', async ({ page }) => {
  await page.goto('/fournisseurs')
  const search = page.getByRole('searchbox', { name: 'Rechercher un fournisseur' })
  // The text input primitive pads 12 px; the feature's 2.5 rem makes room for the magnifier.
  await expect(search).toHaveCSS('padding-left', '40px')
})
