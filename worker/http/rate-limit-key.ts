/**
 * The key a client is rate-limited by. An IPv4 client is one address; an IPv6 client is its /64: a
 * home or a server is given a whole /64 and may change its address inside it at will, so one address
 * of it would be one client among 2^64. IPv4-mapped IPv6 (::ffff:192.0.2.1) counts as the IPv4 address.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return 'unknown-client'
  const trimmed = address.trim()
  if (!trimmed.includes(':')) return trimmed.slice(0, 64)
  const hextets = expandIpv6(trimmed)
  if (!hextets) return trimmed.slice(0, 64)
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff
  if (mapped) {
    const [high = 0, low = 0] = hextets.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing IPv4 part converted), or null. */
export function expandIpv6(address: string): number[] | null {
  const withoutZone = address.split('%')[0] ?? ''
  const halves = withoutZone.split('::')
  if (halves.length > 2) return null
  const parse = (part: string): number[] | null => {
    if (part === '') return []
    const groups: number[] = []
    const pieces = part.split(':')
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const octets = piece.split('.')
        if (octets.length !== 4 || !octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)) return null
        const [a, b, c, d] = octets.map(Number) as [number, number, number, number]
        groups.push((a << 8) | b, (c << 8) | d)
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(Number.parseInt(piece, 16))
      } else {
        return null
      }
    }
    return groups
  }
  const head = parse(halves[0] ?? '')
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : []
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  const missing = 8 - head.length - tail.length
  if (missing < 1) return null
  return [...head, ...Array.from({ length: missing }, () => 0), ...tail]
}
