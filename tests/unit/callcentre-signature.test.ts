import { describe, expect, it } from 'vitest'
import { SIGNATURE_TOLERANCE_SECONDS, verifySignature } from '../../scripts/lib/fake-callcentre.ts'
import { signatureHeader } from '../../worker/integrations/callcentre.ts'

/**
 * The worker's signature (Web Crypto) against the receiver's check as the README gives it to call
 * centres (node:crypto, scripts/lib/fake-callcentre.ts): two implementations that must agree.
 */
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'
const BODY = JSON.stringify({ id: '3b241101-e2bb-4255-8caf-4136c566a962', firstName: 'Amélie', lastName: 'N’Diaye' })

describe('the webhook signature', () => {
  it('verifies with the receiver’s recipe: t=…,v1=HMAC-SHA-256(t.body)', async () => {
    const now = new Date('2026-11-26T10:00:00.000Z')
    const header = await signatureHeader(SECRET, BODY, now)
    expect(header).toMatch(/^t=1795687200,v1=[0-9a-f]{64}$/)
    expect(verifySignature(SECRET, header, BODY, now.getTime() / 1000)).toBe(true)
  })

  it('fails for another body, another secret, a missing header, or a timestamp past the tolerance', async () => {
    const now = new Date('2026-11-26T10:00:00.000Z')
    const seconds = now.getTime() / 1000
    const header = await signatureHeader(SECRET, BODY, now)
    expect(verifySignature(SECRET, header, BODY.replace('Amélie', 'Amelie'), seconds)).toBe(false)
    expect(verifySignature(`${SECRET}0`, header, BODY, seconds)).toBe(false)
    expect(verifySignature(SECRET, undefined, BODY, seconds)).toBe(false)
    expect(verifySignature(SECRET, header.replace(/v1=.*/, 'v1=zz'), BODY, seconds)).toBe(false)
    expect(verifySignature(SECRET, header, BODY, seconds + SIGNATURE_TOLERANCE_SECONDS)).toBe(true)
    expect(verifySignature(SECRET, header, BODY, seconds + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(false)
  })
})
