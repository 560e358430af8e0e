import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expandIpv6, rateLimitKey } from '../../worker/http/rate-limit-key.ts'

describe('rate-limit key', () => {
  it('is the address itself for IPv4', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey(undefined)).toBe('unknown-client')
  })

  it('is the /64 for IPv6, however the address is written', () => {
    const key = '2001:db8:aa:bb::/64'
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:0db8:00aa:00bb:0000:0000:0000:0001',
      '2001:DB8:AA:BB:1234:5678:9abc:def0',
      '2001:db8:aa:bb:ffff::',
      '2001:db8:aa:bb::192.0.2.1',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:aa:bb::1'),
    ]) {
      expect(rateLimitKey(address), address).toBe(key)
    }
    expect(rateLimitKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7')
  })

  it('gives every address of one /64 the same key (property)', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff })
    fc.assert(
      fc.property(fc.array(hextet, { minLength: 8, maxLength: 8 }), fc.array(hextet, { minLength: 4, maxLength: 4 }), (a, tail) => {
        fc.pre(!(a.slice(0, 5).every((h) => h === 0) && a[5] === 0xffff))
        const first = a.map((h) => h.toString(16)).join(':')
        const second = [...a.slice(0, 4), ...tail].map((h) => h.toString(16).padStart(4, '0')).join(':')
        expect(rateLimitKey(first)).toBe(rateLimitKey(second))
        expect(expandIpv6(first)).toEqual(a)
      }),
    )
  })

  it('keeps a malformed address as it is, bounded', () => {
    expect(rateLimitKey('1:2:3')).toBe('1:2:3')
    expect(rateLimitKey('::1::2')).toBe('::1::2')
    expect(rateLimitKey(`x:${'a'.repeat(500)}`)).toHaveLength(64)
  })
})
