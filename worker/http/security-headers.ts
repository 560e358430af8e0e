/**
 * Security headers of every response: the worker sets them on /api answers, and the build writes the
 * same list into dist/client/_headers for the static pages (see docs/decisions/0003-security-headers.md).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix sets style attributes and injects <style> for scroll locking; no script can use this.
  "style-src 'self' 'unsafe-inline'",
  // QR codes are drawn as data: and blob: images by the client.
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site may embed our answers (a page, an image, an API response read as a script).
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * The headers that only a document (a page) acts on: a browser ignores them on a script. The build
 * leaves them off the hashed scripts under /assets/ (vite.config.ts), where they would cost about 600
 * bytes per file on every visit for nothing. A script keeps `nosniff`, which blocks a file served with
 * the wrong type from running, and `Cross-Origin-Resource-Policy`, which keeps other sites from loading it.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Referrer-Policy',
]
