import { lazyPart } from '../../lib/lazy-part.tsx'
import { Button } from '../../ui/button.tsx'
import type { CallbackFormProps } from './callback-form.tsx'
import * as styles from './lazy-callback-form.css.ts'

/**
 * The callback form with Conform and the contract's schema in a chunk of their own: every page has the
 * advisor widget, few visitors open its form, and the form is most of a page's first-load JavaScript.
 */
const CallbackFormChunk = lazyPart(() => import('./callback-form.tsx').then((module) => module.CallbackForm))

/** Starts loading the form before it is shown (the widget's card opening). */
export const preloadCallbackForm = CallbackFormChunk.preload

export function LazyCallbackForm(props: CallbackFormProps) {
  return (
    <CallbackFormChunk
      {...props}
      fallback={
        <p className={styles.loading} role="status">
          Chargement du formulaire…
        </p>
      }
      failure={(retry) => (
        <div className={styles.failure} role="alert">
          <p>Le formulaire n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.</p>
          <Button tone="secondary" size="sm" onClick={retry}>
            Réessayer
          </Button>
        </div>
      )}
    />
  )
}
