import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vite'
import { SECURITY_HEADERS } from './worker/http/security-headers.ts'

// Local runs never phone home: no usage metrics, no lookup of Cloudflare's request.cf sample.
process.env.WRANGLER_SEND_METRICS ??= 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

/**
 * Static pages are served by Workers assets without running the worker, so their security headers
 * come from a _headers file, written here from the same list the worker uses.
 */
function securityHeadersFile(): Plugin {
  return {
    name: 'wattmalin:security-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` })
    },
  }
}

export default defineConfig({
  publicDir: 'client/public',
  plugins: [cloudflare(), react(), securityHeadersFile()],
})
