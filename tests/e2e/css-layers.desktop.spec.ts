import { expect, test } from './fixtures.ts'

/**
 * Style precedence comes from cascade layers (reset < ui < unlayered features). A layer ranks where
 * its name first appears, so each page's CSS must state the order before any layered rule; then a
 * feature's class outranks a primitive's whatever order the stylesheets arrive in.
 */
for (const path of ['/', '/fournisseurs', '/calculateur', '/conseils']) {
  test(`${path}: the layer order is stated before any layered rule`, async ({ page }) => {
    await page.goto(path)
    const first = await page.evaluate(() => {
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSLayerStatementRule) return { statement: true, names: [...rule.nameList] }
          if (rule instanceof CSSLayerBlockRule) return { statement: false, names: [rule.name] }
        }
      }
      return null
    })
    expect(first?.statement).toBe(true)
    expect(first?.names).toHaveLength(2)
  })
}

test('a feature class outranks the primitive it adjusts: the supplier search leaves room for its icon', async ({ page }) => {
  await page.goto('/fournisseurs')
  const search = page.getByRole('searchbox', { name: 'Rechercher un fournisseur' })
  // The text input primitive pads 12 px; the feature's 2.5 rem makes room for the magnifier.
  await expect(search).toHaveCSS('padding-left', '40px')
})
