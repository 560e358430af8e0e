// biome-ignore lint/style/noExportedImports: handing out zod configured jitless is this module's whole purpose.
import { z } from 'zod'

/**
 * zod's classic API, jitless like every schema of the project. zod otherwise compiles object parsers
 * with `new Function`, probing for it when the first object schema is created — a CSP violation on the
 * site (script-src 'self', no 'unsafe-eval'), refused anyway on Workers. The config must be set before
 * any object schema exists, hence one module per API, this one and ./zod-mini.ts, that sets it and that
 * every schema module imports. The schemas a page loads use ./zod-mini.ts; this one is for those only
 * the worker, the seed and the scripts read (a callback request's body, the API's error body, the
 * catalogue's version and metadata, the health answer).
 */
z.config({ jitless: true })

export { z }
