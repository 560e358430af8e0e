import { describe, expect, it } from 'vitest'
import { UsageError } from '../../scripts/lib/data-request-sql.ts'
import { parseRedeliverSelection, redeliverSql } from '../../scripts/lib/redeliver-sql.ts'

describe('callbacks:redeliver', () => {
  it('takes one request by id, or the failed ones (since a day), and nothing else', () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962'
    expect(parseRedeliverSelection({ id: ` ${id.toUpperCase()} ` })).toEqual({ kind: 'id', id })
    expect(parseRedeliverSelection({ failed: true })).toEqual({ kind: 'failed', since: undefined })
    expect(parseRedeliverSelection({ failed: true, since: '2026-11-01' })).toEqual({ kind: 'failed', since: '2026-11-01' })
    for (const options of [{}, { id, failed: true }, { id: "1' OR '1'='1" }, { id, since: '2026-11-01' }]) {
      expect(() => parseRedeliverSelection(options), JSON.stringify(options)).toThrow(UsageError)
    }
    expect(() => parseRedeliverSelection({ failed: true, since: "2026-11-01' OR 1=1 --" })).toThrow(/AAAA-MM-JJ/)
  })

  it('makes the chosen requests pending and due, never a delivered one', () => {
    const now = new Date('2026-11-26T10:00:00.000Z')
    const sql = redeliverSql(parseRedeliverSelection({ failed: true, since: '2026-11-01' }), now)
    expect(sql).toContain("SET delivery_status = 'pending', enqueue_due_at = '2026-11-26T10:00:00.000Z'")
    expect(sql).toContain("delivery_status = 'failed' AND created_at >= '2026-11-01T00:00:00.000Z'")
    expect(sql).toContain("AND delivery_status <> 'delivered'")
  })

  it('takes --pending (with --since) alone, for attempted pending requests older than the longest back-off', () => {
    expect(parseRedeliverSelection({ pending: true })).toEqual({ kind: 'pending', since: undefined })
    expect(parseRedeliverSelection({ pending: true, since: '2026-11-01' })).toEqual({ kind: 'pending', since: '2026-11-01' })
    for (const options of [
      { pending: true, failed: true },
      { pending: true, id: '3b241101-e2bb-4255-8caf-4136c566a962' },
    ]) {
      expect(() => parseRedeliverSelection(options), JSON.stringify(options)).toThrow(UsageError)
    }
    const sql = redeliverSql(parseRedeliverSelection({ pending: true }), new Date('2026-11-26T10:00:00.000Z'))
    expect(sql).toContain("delivery_status = 'pending' AND delivery_attempts > 0 AND created_at <= '2026-11-26T09:50:00.000Z'")
  })
})
