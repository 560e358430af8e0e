import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] })
const [width, ...pages] = process.argv.slice(2)
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'fr-FR' })
await ctx.addInitScript(() => { localStorage.setItem('cookie-consent','refused'); localStorage.setItem('cookie-consent-date', new Date().toISOString()) })
const page = await ctx.newPage()
for (const p of pages) {
  await page.goto('http://localhost:8907' + p)
  await page.waitForTimeout(1200)
  const h = await page.evaluate(() => document.documentElement.scrollHeight)
  const name = p.replace(/\W/g,'')
  for (let y = 0, n = 0; y < h; y += 1300, n++) {
    await page.screenshot({ path: `/tmp/shots-editorial/${name}-${width}-part${n}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(1300, h - y) } })
  }
  console.log(p, h)
}
await browser.close()
