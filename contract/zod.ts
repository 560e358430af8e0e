import { z } from 'zod'

/**
 * zod for every schema of the project: jitless. zod otherwise compiles object parsers with
 * `new Function`, probing for it when the first object schema is created — a CSP violation on the site
 * (script-src 'self', no 'unsafe-eval'), refused anyway on Workers. The config must be set before any
 * object schema exists, hence one module that sets it and that every schema module imports.
 */
z.config({ jitless: true })

export { z }
