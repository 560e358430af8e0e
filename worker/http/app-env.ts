/** The environment every Hono app of the worker runs in: the bindings of wrangler.toml. */
export type AppEnv = { Bindings: Cloudflare.Env }
