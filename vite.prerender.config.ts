import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildConstants } from './scripts/lib/build-constants.ts'
import { BUILD_DIR, taxTableOverride } from './scripts/lib/build-target.ts'
import { routerPluginOptions } from './scripts/lib/router-plugin-options.ts'

/**
 * The prerender bundle: client/entry-server.tsx built for Node, run by scripts/prerender.ts after the
 * client build. Same React and vanilla-extract plugins as vite.config.ts, so class names are the ones
 * of the client's CSS; the same route splitting too, so the two first renders are the same tree.
 */
export default defineConfig({
  publicDir: false,
  define: buildConstants(),
  plugins: [...taxTableOverride(), tanstackRouter(routerPluginOptions), vanillaExtractPlugin(), react()],
  build: {
    ssr: 'client/entry-server.tsx',
    outDir: `${BUILD_DIR}/prerender`,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node22',
  },
})
