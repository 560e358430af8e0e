import { useEffect, useMemo, useRef, type ComponentType } from 'react'
import { lazyPart, type LazyPart, type LazyPartProps } from './lazy-part.tsx'
import { sameShownProps } from './same-shown-props.ts'

/**
 * A lazy part (lazy-part.tsx) whose props follow its page's state: a prerendered page renders again
 * right after it hydrates (the visitor's day, the queries), and its parent hands the part new objects,
 * arrays and callbacks with the same content. Until the part's code has arrived, it keeps the props it
 * last showed as long as new ones would show the same, so the very same element reaches React, which then
 * keeps the server HTML. Any update reaching a boundary still waiting for its code makes React drop that
 * HTML for the fallback: the section vanished and the page shifted until the code came. Props whose data
 * changed (the visitor changed the profile) still go through: the old HTML is then out of date.
 *
 * Once the code has arrived, the part's next render takes the props as they are, callbacks included.
 */
export function steadyLazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const Part = lazyPart(load)
  let loaded = false

  // biome-ignore lint/correctness/noComponentHookFactories: steadyLazyPart is called once per part at module level, so each SteadyPart is created once.
  function SteadyPart(props: LazyPartProps<P>) {
    useEffect(() => {
      Part.preload().then(
        () => {
          loaded = true
        },
        // The part shows its own failure.
        () => undefined,
      )
    }, [])
    const shown = useRef(props)
    if (loaded || !sameShownProps(shown.current, props)) shown.current = props
    const current = shown.current
    return useMemo(() => <Part {...current} />, [current])
  }
  return Object.assign(SteadyPart, { preload: Part.preload })
}
