import { z } from './zod.ts'

/** GET /api/health: the connection watcher's ping. */
export const Health = z.object({ status: z.literal('ok') })
export type Health = z.infer<typeof Health>
