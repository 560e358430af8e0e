/**
 * Constants both builds (client and prerender) compile in, so the prerendered HTML and the browser's
 * first render agree (client/build-constants.d.ts declares them).
 */
export function buildConstants(now: Date = new Date()): Record<string, string> {
  return { __BUILD_YEAR__: JSON.stringify(now.getFullYear()) }
}
