import { describe, expect, it } from 'vitest'
import { CONNECTION_TIMING } from '../features/connection/connection-timing.ts'
import { FIRST_LOAD_HANDOVER } from '../features/connection/first-load-handover.ts'
import { OFFLINE_TOAST } from '../features/connection/offline-toast.ts'
import { HEALTH_URL } from '../features/connection/use-connection-quality.ts'
import { SLOW_TOAST } from '../features/connection/connection-toasts.ts'
import * as firstLoad from './connection.ts'

// The first-load script shares no module with the app (client/start.ts): it repeats the watcher's
// figures and the names of their handover, which must stay the same on both sides.
describe('the first-load connection notices and the watcher', () => {
  it('ping the same address, with the same timings', () => {
    expect(firstLoad.HEALTH_URL).toBe(HEALTH_URL)
    expect(firstLoad.SLOW_THRESHOLD_MS).toBe(CONNECTION_TIMING.slowThresholdMs)
    expect(firstLoad.OVERLAY_MIN_VISIBLE_MS).toBe(CONNECTION_TIMING.overlayMinVisibleMs)
    expect(firstLoad.OVERLAY_FADE_MS).toBe(CONNECTION_TIMING.overlayFadeMs)
    expect(firstLoad.SLOW_NOTICE_DELAY_MS).toBe(CONNECTION_TIMING.slowNoticeDelayMs)
    expect(firstLoad.OFFLINE_TOAST_MS).toBe(OFFLINE_TOAST.duration)
    expect(firstLoad.SLOW_TOAST_MS).toBe(SLOW_TOAST.duration)
  })

  it('meet on the same attributes and event', () => {
    expect(FIRST_LOAD_HANDOVER).toEqual({
      watcherAttribute: firstLoad.WATCHER_ATTRIBUTE,
      pingSentAttribute: firstLoad.PING_SENT_ATTRIBUTE,
      pingAnswerAttribute: firstLoad.PING_ANSWER_ATTRIBUTE,
      pingEvent: firstLoad.PING_EVENT,
      slowAtAttribute: firstLoad.SLOW_AT_ATTRIBUTE,
      shownAtAttribute: firstLoad.SHOWN_AT_ATTRIBUTE,
    })
  })
})
