import { Component, lazy, Suspense, useState, type Attributes, type ComponentType, type ReactNode } from 'react'
import { ReportPartHydrated } from './part-hydrated.tsx'

export type LazyPartProps<P> = P & {
  /** Shown while the chunk loads in a page rendered in the browser (a prerendered page keeps its HTML). */
  fallback?: ReactNode
  /** Shown when the chunk cannot be loaded (offline); `retry` loads it again. */
  failure: (retry: () => void) => ReactNode
}

export type LazyPart<P> = ComponentType<LazyPartProps<P>> & {
  /** Starts loading the part's chunk (on intent: hover, focus, idle time); safe to call repeatedly. */
  preload: () => Promise<unknown>
}

class LoadFailure extends Component<{ failure: (retry: () => void) => ReactNode; retry: () => void; children: ReactNode }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.failure(() => {
      this.setState({ failed: false })
      this.props.retry()
    })
  }
}

/**
 * A component whose code loads in its own chunk, off the first-load JavaScript, inside its own Suspense
 * boundary. A prerendered page keeps the part's HTML on screen until the chunk arrives, then React
 * hydrates it; a page rendered in the browser shows `fallback` meanwhile.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined
  let Loaded: ComponentType<P> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // A failed load (offline) is tried again next time rather than remembered.
        loading = undefined
        throw error
      },
    ))
  // React.lazy keeps a failure for good: a retry needs a new lazy component.
  const makeLazy = () => lazy(async () => ({ default: await preload() }))
  let Lazy = makeLazy()

  // biome-ignore lint/correctness/noComponentHookFactories: lazyPart is called once per part at module level, so each Part is created once.
  function Part({ fallback = null, failure, ...props }: LazyPartProps<P>) {
    // Once loaded (preloaded on intent), a part mounted afterwards renders at once: React.lazy would still
    // suspend for a tick and show the fallback. The type chosen at mount stays: switching from the lazy
    // wrapper to the loaded component would mount the part again, its DOM and its state.
    const [Shown, setShown] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    const retry = () => {
      Lazy = makeLazy()
      setShown(() => Lazy)
    }
    return (
      <LoadFailure failure={failure} retry={retry}>
        <Suspense fallback={fallback}>
          <Shown {...(props as P & Attributes)} />
          <ReportPartHydrated />
        </Suspense>
      </LoadFailure>
    )
  }
  return Object.assign(Part, { preload })
}
