/**
 * The moment (performance.now()) the document finished loading: its `load` event, the first-load
 * scripts' "after load". A prerendered page is all there by then (text, styles, images); the app may
 * still be starting. Read once the start script runs, so that code arriving later still counts from the
 * load itself.
 */
export function watchPageLoad(): Promise<number> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(performance.now())
    else window.addEventListener('load', () => resolve(performance.now()), { once: true })
  })
}
