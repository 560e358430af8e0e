import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { kvKeys } from '#contract/catalogue'
import type { TempoColour } from '#contract/tempo-dates'
import { TEMPO_YEAR_QUOTA } from '#contract/tempo-dates'
import { shiftDay } from '#contract/tempo-calendar'
import type { TempoLiveSeries } from '#contract/tempo-live-days'
import { liveSeriesVersion } from '#contract/tempo-live-days'
import { PROJECT_ROOT, QUIET_ENV } from '../../seed/wrangler.ts'
import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { dismissCookieBanner } from './support/consent.ts'
import { frenchKwh, inForceOn, readRegulatedData } from './support/regulated.ts'

/**
 * The « Couleur Tempo » block reads the colours from the API at run time: the test stores a series of
 * days from RTE in the e2e server's KV (the key the scheduled job writes), sets the browser's clock, and
 * expects the page to show that series' today and tomorrow, and the red days left as the test counts
 * them. It changes what the server serves, so it runs in the `reseed` project, alone and after every
 * other spec, and removes the series at the end.
 */
test.describe.configure({ mode: 'serial' })

const port = process.env.E2E_PORT ?? '8790'
const scope = [
  '--binding',
  'CATALOGUE',
  '--local',
  '--persist-to',
  `.wrangler/e2e-state-${port}`,
  '--config',
  'wrangler.toml',
  '--env',
  'test',
]
const wrangler = (args: string[]) =>
  execFileSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', ...args, ...scope], {
    cwd: PROJECT_ROOT,
    env: QUIET_ENV,
    stdio: 'pipe',
  })

const TODAY = '2026-12-15'
const TOMORROW = '2026-12-16'
// The season so far: a few white and red days (red on weekdays of December only), the rest blue.
const COLOURS: Record<string, TempoColour> = {
  '2026-11-19': 'white',
  '2026-11-20': 'white',
  '2026-12-01': 'red',
  '2026-12-02': 'red',
  '2026-12-03': 'white',
  '2026-12-08': 'red',
  '2026-12-14': 'white',
  [TODAY]: 'red',
  [TOMORROW]: 'white',
}

function season(last: string): { date: string; colour: TempoColour }[] {
  const days: { date: string; colour: TempoColour }[] = []
  for (let date = '2026-09-01'; date <= last; date = shiftDay(date, 1)) days.push({ date, colour: COLOURS[date] ?? 'blue' })
  return days
}

/** Stores the days as the scheduled job would have, in the e2e server's KV. */
async function storeSeries(days: { date: string; colour: TempoColour }[]): Promise<void> {
  const series: TempoLiveSeries = {
    days: days.map((day) => ({ ...day, updatedAt: `${shiftDay(day.date, -1)}T10:20:00+01:00`, storedAt: '2026-12-15T09:35:00.000Z' })),
    updatedAt: new Date().toISOString(),
  }
  const text = JSON.stringify(series)
  const dir = mkdtempSync(join(tmpdir(), 'wattmalin-tempo-e2e-'))
  try {
    writeFileSync(join(dir, 'series.json'), text)
    wrangler([
      'kv',
      'key',
      'put',
      kvKeys.tempoDaysFromRte,
      '--path',
      join(dir, 'series.json'),
      '--metadata',
      JSON.stringify({ version: await liveSeriesVersion(text) }),
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test.afterAll(() => {
  wrangler(['kv', 'key', 'delete', kvKeys.tempoDaysFromRte])
})

test.beforeEach(async ({ page }) => dismissCookieBanner(page))

const redsUsed = (days: { date: string; colour: TempoColour }[]) => days.filter((day) => day.colour === 'red').length

test('the home page shows today’s and tomorrow’s colour from the API, with their prices and the red days left', async ({
  page,
  request,
}, testInfo) => {
  const days = season(TOMORROW)
  await storeSeries(days)
  // The prerendered page holds no colour: it would be stale by the next day.
  const html = await (await request.get('/')).text()
  expect(html).not.toMatch(/Jour (Bleu|Blanc|Rouge)/)

  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00+01:00`))
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })
  const today = block.getByRole('listitem').filter({ hasText: 'Aujourd’hui' })
  const tomorrow = block.getByRole('listitem').filter({ hasText: 'Demain' })
  await expect(today).toContainText('mardi 15 décembre')
  await expect(today).toContainText('Jour Rouge')
  await expect(tomorrow).toContainText('mercredi 16 décembre')
  await expect(tomorrow).toContainText('Jour Blanc')

  const tempo = inForceOn(await readRegulatedData(), TODAY).tempo?.powers.find((row) => row.kva === 6)?.pricesPerKwh
  expect(tempo?.redPeak.ttc).toBeTruthy()
  await expect(today.getByRole('definition').first()).toHaveText(`${frenchKwh(tempo?.redPeak.ttc ?? 0)}\u00a0€/kWh`)
  await expect(today.getByRole('definition').nth(1)).toHaveText(`${frenchKwh(tempo?.redOffPeak.ttc ?? 0)}\u00a0€/kWh`)
  await expect(tomorrow.getByRole('definition').first()).toHaveText(`${frenchKwh(tempo?.whitePeak.ttc ?? 0)}\u00a0€/kWh`)

  const redLeft = TEMPO_YEAR_QUOTA.red - redsUsed(days)
  const whiteLeft = TEMPO_YEAR_QUOTA.white - days.filter((day) => day.colour === 'white').length
  await expect(block).toContainText(`il reste ${redLeft}\u00a0jours rouges sur 22 et ${whiteLeft}\u00a0jours blancs sur 43`)

  await expectNoAxeViolations(page)
  await block.screenshot({ path: testInfo.outputPath('tempo-home-1280.png'), scale: 'css' })
  await page.setViewportSize({ width: 390, height: 844 })
  await block.scrollIntoViewIfNeeded()
  await expect(today).toContainText('Jour Rouge')
  await expectNoAxeViolations(page)
  await block.screenshot({ path: testInfo.outputPath('tempo-home-390.png'), scale: 'css' })
})

for (const width of [1280, 390]) {
  test(`at ${width} px the block keeps its height as the colours arrive, so nothing below it moves`, async ({ page }) => {
    await storeSeries(season(TOMORROW))
    await page.setViewportSize({ width, height: 844 })
    await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00+01:00`))
    // The API's answer waits until the test has measured the loading state.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/tempo-days?*', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    const block = page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })
    await expect(block.getByText('Chargement…')).toHaveCount(2)
    const before = (await block.boundingBox())?.height ?? 0
    release()
    await expect(block.getByRole('listitem').filter({ hasText: 'Aujourd’hui' })).toContainText('Jour Rouge')
    const after = (await block.boundingBox())?.height ?? 0
    expect(before).toBeGreaterThan(0)
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1)
  })
}

test('before RTE publishes tomorrow, the block says « publiée vers 11 h » and counts the season so far', async ({ page }) => {
  const days = season(TODAY)
  await storeSeries(days)
  await page.clock.setFixedTime(new Date(`${TODAY}T09:00:00+01:00`))
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })
  await expect(block.getByRole('listitem').filter({ hasText: 'Aujourd’hui' })).toContainText('Jour Rouge')
  const tomorrow = block.getByRole('listitem').filter({ hasText: 'Demain' })
  await expect(tomorrow).toContainText('Couleur publiée vers 11\u00a0h')
  await expect(tomorrow.getByRole('definition')).toHaveCount(0)
  await expect(block).toContainText(`il reste ${TEMPO_YEAR_QUOTA.red - redsUsed(days)}\u00a0jours rouges sur 22`)
  await expectNoAxeViolations(page)
})

for (const path of ['/tarif-reglemente', '/ma-consommation']) {
  test(`${path} shows the same block`, async ({ page }) => {
    await storeSeries(season(TOMORROW))
    await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00+01:00`))
    await page.goto(path)
    const block = page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })
    await expect(block.getByRole('listitem').filter({ hasText: 'Aujourd’hui' })).toContainText('Jour Rouge')
    await expect(block.getByRole('listitem').filter({ hasText: 'Demain' })).toContainText('Jour Blanc')
  })
}

test('past 11 h, a tomorrow RTE has not published is said so, and no longer promised « vers 11 h »', async ({ page }) => {
  await storeSeries(season(TODAY))
  await page.clock.setFixedTime(new Date(`${TODAY}T11:05:00+01:00`))
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })
  await expect(block.getByRole('listitem').filter({ hasText: 'Aujourd’hui' })).toContainText('Jour Rouge')
  const tomorrow = block.getByRole('listitem').filter({ hasText: 'Demain' })
  await expect(tomorrow).toContainText('Pas encore publiée par RTE')
  await expect(tomorrow).not.toContainText('vers 11')
})

test('with the catalogue’s days only, a day past them names the last one, and the season line counts what it knows', async ({
  page,
  request,
}) => {
  wrangler(['kv', 'key', 'delete', kvKeys.tempoDaysFromRte])
  const day = '2026-11-28'
  const all = (await (await request.get('/api/tempo-days')).json()) as { lastDay: string | null }
  expect(all.lastDay).not.toBeNull()
  const lastDay = all.lastDay ?? ''
  expect(lastDay < day).toBe(true)
  const seasonDays = (await (await request.get(`/api/tempo-days?from=2026-09-01&to=${day}`)).json()) as { days: unknown[] }
  const elapsed = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse('2026-09-01T00:00:00Z')) / 86_400_000) + 1

  await page.clock.setFixedTime(new Date(`${day}T09:00:00+01:00`))
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Couleur Tempo aujourd’hui et demain' })
  const longDate = (iso: string) =>
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
      .format(new Date(`${iso}T00:00:00Z`))
      .replace(/^1 /, '1er\u00a0')
  for (const name of ['Aujourd’hui', 'Demain']) {
    const item = block.getByRole('listitem').filter({ hasText: name })
    await expect(item).toContainText(`Couleur inconnue\u00a0: pas de données depuis le ${longDate(lastDay)}`)
    // Before 11 h all the same: the site is behind, RTE is not.
    await expect(item).not.toContainText('vers 11')
  }
  const line = block.locator('[data-tempo-season]')
  await expect(line).toContainText(
    `sur ses ${elapsed}\u00a0jours jusqu’à aujourd’hui, le site connaît la couleur de ${seasonDays.days.length}\u00a0;`,
  )
  await expect(line).toContainText(`du ${longDate(shiftDay(lastDay, 1))} au ${longDate(day)}`)
  await expect(line).toContainText('Il reste donc au plus')
  await expectNoAxeViolations(page)
})
