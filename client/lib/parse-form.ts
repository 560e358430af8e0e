import type { Submission } from '@conform-to/react'
import { parse } from '@conform-to/react'
import type { z } from '#contract/zod-mini'

/**
 * A form's submission, read with a zod schema of one level of text fields, for Conform. It does what
 * Conform's zod integration does for such a form — an empty field counts as missing, each field gets
 * its issues' messages — without that integration's coercion helpers, which import zod's classic API
 * (about 25 KB gzip) into the page whose form it is.
 */
export function parseForm<Schema extends z.ZodMiniType>(formData: FormData, schema: Schema): Submission<z.output<Schema>, string[]> {
  return parse(formData, {
    resolve(payload) {
      // The browser sends an empty string for an empty field: the schema sees it as absent.
      const values = Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, value === '' ? undefined : value]))
      const result = schema.safeParse(values)
      if (result.success) return { value: result.data }
      const error: Record<string, string[]> = {}
      for (const issue of result.error.issues) {
        const name = issue.path.map(String).join('.')
        error[name] = [...(error[name] ?? []), issue.message]
      }
      return { error }
    },
  })
}
