import { Validator } from '@seriousme/openapi-schema-validator'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ApiErrorCode } from '#contract/api-error'
import { buildOpenApiDocument } from '../../worker/openapi/document.ts'

// The app is imported by its address, and typed here by hand: its modules belong to the worker's
// TypeScript project, whose Workers types this Node project does not load.
const worker = (await import(new URL('../../worker/index.ts', import.meta.url).href)) as { app: Hono }

/**
 * The document GET /api/openapi.json serves (tests/worker/openapi.test.ts checks the route answers
 * exactly this) is valid OpenAPI 3.1 for a validator of the specification's own JSON Schema.
 */
const document = await buildOpenApiDocument(worker.app)

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
  })

  it('fails the validator when broken, so the check above can fail', async () => {
    const broken = structuredClone(document) as Record<string, unknown>
    delete broken.info
    expect((await new Validator().validate(broken)).valid).toBe(false)
    const badRef = JSON.parse(JSON.stringify(document).replace('"#/components/schemas/Supplier"', '"#/components/schemas/Nope"'))
    const result = await new Validator().validate(badRef)
    expect(result.valid).toBe(false)
  })

  it('names every error code of the contract somewhere in its answers', () => {
    const text = JSON.stringify(document.paths) + JSON.stringify(document.components.responses)
    for (const code of ApiErrorCode.options) expect(text, code).toContain(`\`${code}\``)
  })

  it('takes its schemas from the contract: the callback body is the zod schema’s input', () => {
    const body = document.components.schemas.CallbackRequest as { required: string[]; properties: Record<string, unknown> }
    expect(body.required.sort()).toEqual(['email', 'firstName', 'lastName', 'phoneNumber'])
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['source', 'privacyNoticeVersion', 'website']))
  })
})
