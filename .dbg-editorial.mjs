import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage()
page.on('console', m => console.log('console', m.type(), m.text().slice(0, 400)))
page.on('pageerror', e => console.log('pageerror', e.message))
await page.goto('http://localhost:8907/offres-de-marche')
await page.waitForTimeout(2000)
await browser.close()
