import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index.ts'

async function insertAt(id: string, createdAt: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164,
       email, source, privacy_notice_version, idempotency_key, request_hash)
     VALUES (?1, ?2, 'Jean', 'Dupont', '0612345678', '+33612345678', 'jean@example.fr', 'page',
       '2025-05-15', NULL, 'hash')`,
  )
    .bind(id, createdAt)
    .run()
}

describe('daily purge', () => {
  it('deletes callback requests older than three years and keeps the others', async () => {
    const now = new Date('2026-11-22T03:17:00Z')
    await insertAt('old-1', '2023-11-21T10:00:00.000Z')
    await insertAt('old-2', '2020-01-01T00:00:00.000Z')
    await insertAt('recent', '2023-11-23T10:00:00.000Z')
    await insertAt('today', '2026-11-22T01:00:00.000Z')

    const controller = createScheduledController({ scheduledTime: now, cron: '17 3 * * *' })
    const ctx = createExecutionContext()
    await worker.scheduled(controller, env, ctx)
    await waitOnExecutionContext(ctx)

    const { results } = await env.DB.prepare('SELECT id FROM callback_requests ORDER BY id').all<{ id: string }>()
    const ids = results.map((r) => r.id)
    expect(ids).toContain('recent')
    expect(ids).toContain('today')
    expect(ids).not.toContain('old-1')
    expect(ids).not.toContain('old-2')
  })
})

describe('a cron no job is named for', () => {
  it('logs an error and runs nothing: no purge, no sweep', async () => {
    const now = new Date('2026-11-22T03:17:00Z')
    await insertAt('old-unknown-cron', '2020-01-01T00:00:00.000Z')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const controller = createScheduledController({ scheduledTime: now, cron: '18 3 * * *' })
      const ctx = createExecutionContext()
      await worker.scheduled(controller, env, ctx)
      await waitOnExecutionContext(ctx)
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('no job for the cron "18 3 * * *"'))
    } finally {
      errors.mockRestore()
    }
    const row = await env.DB.prepare('SELECT id FROM callback_requests WHERE id = ?1').bind('old-unknown-cron').first()
    expect(row).not.toBeNull()
  })
})
