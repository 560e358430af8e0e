import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8790)
// The site built with a fictitious tax change (npm run build:taxes-fixture), on a server of its own: its
// `taxes-fixture` project runs when asked (E2E_TAXES_FIXTURE=1, which `npm run test:e2e` sets), so a run of
// other specs neither needs that build nor waits for its server. docs/decisions/0086.
const taxesFixture = process.env.E2E_TAXES_FIXTURE === '1'
const taxesFixturePort = Number(process.env.E2E_TAXES_FIXTURE_PORT ?? port + 1)
const TAXES_FIXTURE_CLIENT = 'dist/taxes-fixture/client'
// Its catalogue: seed/data and one fictitious « prix HT fixe » grid (scripts/build-taxes-fixture.ts).
const TAXES_FIXTURE_SEED_DATA = 'dist/taxes-fixture/seed-data'
for (const needed of [`${TAXES_FIXTURE_CLIENT}/index.html`, `${TAXES_FIXTURE_SEED_DATA}/offer-grids.csv`])
  if (taxesFixture && !existsSync(needed))
    throw new Error(`E2E_TAXES_FIXTURE=1 needs the fixture's build: npm run build:taxes-fixture (${needed} is missing)`)
const server = {
  command: 'node --import tsx scripts/serve-e2e.ts',
  reuseExistingServer: false,
  // Migrating, seeding and starting a local Worker: about 20 s alone, several times that on a busy machine.
  timeout: 300_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const
// Debian's build of Chromium's headless shell: the same Blink and V8 as the full browser without its
// user interface layer, the binary Playwright itself drives for headless runs. On this 2-core machine
// it ran the same specs about a third faster than the full browser in headless mode. To watch a test
// (--headed, --debug), point E2E_CHROMIUM_PATH at the full browser, /usr/bin/chromium.
const chromium = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/** End-to-end tests in Debian's Chromium against the built site served by a local Worker. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Limits, not waits: every test waits for a state and ends as soon as it holds, so a limit only
  // decides how long a broken test takes to fail. They are sized for a busy two-core machine (a CPU-bound
  // process beside the run, the server and two browsers sharing the rest), where a test takes four to
  // six times as long as alone. A test that does more gets more: each axe check adds its own time, by the
  // size of the page (tests/e2e/support/axe.ts), and the reseed project's tests start wrangler.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // *.desktop.spec.ts and *.mobile.spec.ts run in their own project only; the others in both. Specs and
    // tests whose behaviour does not depend on the screen width (whole files named *.desktop.spec.ts, single
    // tests tagged ANY_VIEWPORT in tests/e2e/fixtures.ts) run on desktop only: the mobile layout of their
    // pages is checked by routes.spec.ts (axe on every page at 390 px) and the layout tests, so a second
    // run would only cost time.
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, /\.reseed\.spec\.ts$/, /\.taxes-fixture\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: [/\.desktop\.spec\.ts$/, /\.reseed\.spec\.ts$/, /\.taxes-fixture\.spec\.ts$/],
      grepInvert: /@any-viewport/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    // *.reseed.spec.ts change what the server serves (they reseed its catalogue): they run last, alone and
    // one after the other, once both projects above are done, so no test meets a catalogue it did not expect.
    {
      name: 'reseed',
      testMatch: /\.reseed\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
      // Each file reseeds the one server with its own catalogue: one file at a time.
      workers: 1,
      // Each test or hook here runs wrangler (a local workerd) to change what the server holds.
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // *.taxes-fixture.spec.ts read the site built with a fictitious tax change, on its own server: they
    // change nothing there, so they run beside the others.
    ...(taxesFixture
      ? [
          {
            name: 'taxes-fixture',
            testMatch: /\.taxes-fixture\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${taxesFixturePort}` },
          },
        ]
      : []),
  ],
  webServer: [
    { ...server, url: `http://localhost:${port}/api/health` },
    ...(taxesFixture
      ? [
          {
            ...server,
            url: `http://localhost:${taxesFixturePort}/api/health`,
            env: { E2E_PORT: String(taxesFixturePort), E2E_ASSETS: TAXES_FIXTURE_CLIENT, E2E_SEED_DATA: TAXES_FIXTURE_SEED_DATA },
          },
        ]
      : []),
  ],
})
