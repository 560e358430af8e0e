import { LoadingOverlay } from './features/connection/loading-overlay.tsx'
import { SLOW_TOAST } from './features/connection/connection-toasts.ts'
import { OFFLINE_TOAST } from './features/connection/offline-toast.ts'
import { SlowNotice } from './features/connection/slow-notice.tsx'
import { CookieBanner } from './features/cookie-consent/consent-banner.tsx'
import type { FirstLoadMarkup } from './lib/first-load-templates.tsx'
import { PlainToast } from './ui/plain-toast.tsx'

/**
 * What the first-load templates hold (lib/first-load-templates.tsx): the site's own components, drawn as
 * the app draws them, for the first-load script to show before the app's code has arrived. Imported by
 * the prerender and the development page only.
 */
export const firstLoadMarkup: FirstLoadMarkup = {
  'offline-toast': <PlainToast toast={OFFLINE_TOAST} />,
  'slow-toast': <PlainToast toast={SLOW_TOAST} />,
  'loading-overlay': <LoadingOverlay state="shown" />,
  'slow-notice': <SlowNotice state="slow" />,
  'cookie-banner': <CookieBanner />,
}
