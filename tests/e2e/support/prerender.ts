import type { Page } from '@playwright/test'

/**
 * Serves this page's documents without the data the build embedded in them, as if the visitor had
 * navigated there inside the app: the page then loads its data through the API, where a test can
 * slow it down, fail it or empty it to see the loading, error and empty states. (Without its data a
 * prerendered page is rendered afresh, not hydrated: client/main.tsx.)
 */
export async function withoutEmbeddedData(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = (await response.text()).replace(/<script src="\/assets\/ssr\/[^"]+" defer><\/script>/, '')
      await route.fulfill({ response, body: html })
    },
  )
}
