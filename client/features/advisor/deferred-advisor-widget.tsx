import { useEffect, useState } from 'react'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../../lib/use-load-when-idle.ts'
import type { AdvisorProps } from './advisor.tsx'

const AdvisorPart = lazyPart(() => import('./advisor.tsx').then((module) => module.Advisor))

/**
 * The advisor, loaded once the browser is idle (docs/decisions/0032): a page is read and used without
 * it. It is not in the prerendered HTML — without JavaScript its button could do nothing — and it sits
 * fixed in its corner, so its arrival moves nothing. What comes at idle is its round button alone; the
 * widget follows on intent (client/features/advisor/advisor.tsx, docs/decisions/0102). Its 30 s before
 * the card opens by itself count from the app's start, as if it had been there from the first render.
 */
export function DeferredAdvisorWidget(props: Omit<AdvisorProps, 'startedAt'>) {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  useEffect(() => setStartedAt(performance.now()), [])
  const loaded = useLoadWhenIdle(AdvisorPart.preload)
  if (!loaded || startedAt === null) return null
  return <AdvisorPart {...props} startedAt={startedAt} failure={() => null} />
}
