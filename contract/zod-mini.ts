// biome-ignore lint/style/noExportedImports: handing out zod configured jitless is this module's whole purpose.
import * as z from 'zod/mini'

/**
 * zod's functional API (`zod/mini`), jitless like every schema of the project (see ./zod.ts: object
 * parsers compiled with `new Function` break the site's CSP and are refused on Workers). Every schema a
 * page loads uses it, the callback form's fields and the API answers the client checks: its checks are
 * functions that the bundle keeps only when used, where the classic API's methods bring all of zod
 * (about 25 KB gzip). Both APIs share zod's core, so a classic schema can hold a mini one and the
 * worker's validator and JSON Schema export read them alike.
 */
z.config({ jitless: true })

export { z }
