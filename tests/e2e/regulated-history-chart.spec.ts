import { franceDate } from '#contract/regulated-dates'
import { chunkFileOf } from './support/build-manifest.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { readRegulatedData } from './support/regulated.ts'

const CHART_MODULE = 'client/features/regulated/draw-regulated-history-chart.ts'

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

test('/tarif-reglemente draws one point per Base grid, and keeps the table as its alternative', async ({ page }, testInfo) => {
  const { grids } = await readRegulatedData()
  const today = franceDate(new Date())
  const baseGrids = grids.filter((grid) => grid.option === 'base' && grid.effectiveFrom <= today)
  expect(baseGrids.length).toBeGreaterThan(1)

  await page.goto('/tarif-reglemente')
  const figure = page.getByRole('figure', { name: /Prix du kWh en option Base et abonnement 6/ })
  await expect(figure.locator('canvas')).toHaveCount(1)
  await expect(figure.locator('[data-points]')).toHaveAttribute('data-points', String(baseGrids.length))
  await figure.screenshot({ path: testInfo.outputPath(`regulated-history-chart-${testInfo.project.name}.png`), scale: 'css' })
  // The table gives the same figures (and more): one row per date a grid started.
  const table = page.getByRole('table', { name: /^Historique des grilles du tarif bleu/ })
  await expect(table).toBeVisible()
  const dates = new Set(grids.filter((grid) => grid.effectiveFrom <= today).map((grid) => grid.effectiveFrom))
  await expect(table.locator('tbody tr')).toHaveCount(dates.size)
})

test('no other page loads the chart’s code: the home page never asks for it', async ({ page }) => {
  const chart = chunkFileOf(CHART_MODULE)
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })).toBeVisible()
  await page.goto('/ma-consommation')
  expect(asked).not.toContain(`/${chart}`)
})
