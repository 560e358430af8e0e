import { useEffect, useState } from 'react'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../../lib/use-load-when-idle.ts'
import type { AdvisorWidgetProps } from './advisor-widget.tsx'

const AdvisorWidgetPart = lazyPart(() => import('./advisor-widget.tsx').then((module) => module.AdvisorWidget))

/**
 * The advisor widget, loaded once the browser is idle (docs/decisions/0032): a page is read and used
 * without it. It is not in the prerendered HTML — without JavaScript its button could do nothing — and
 * it appears fixed in its corner, so its arrival moves nothing. Its 30 s before opening by itself count
 * from the app's start, as if it had been there from the first render.
 */
export function DeferredAdvisorWidget(props: Omit<AdvisorWidgetProps, 'autoOpenFrom'>) {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  useEffect(() => setStartedAt(performance.now()), [])
  const loaded = useLoadWhenIdle(AdvisorWidgetPart.preload)
  if (!loaded || startedAt === null) return null
  return <AdvisorWidgetPart {...props} autoOpenFrom={startedAt} failure={() => null} />
}
