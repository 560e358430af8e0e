import { createFileRoute, Link } from '@tanstack/react-router'
import { CircleCheck, Clock, Gift, Phone } from 'lucide'
import { type ReactNode, useState } from 'react'
import { site } from '../config/site.ts'
import { FIELD_ERROR_ID, FIELD_ERROR_MESSAGE, SERVER_MARKUP, SERVER_MARKUP_ATTRIBUTE } from '#contract/callback-form-post'
import { CALLBACK_SENT, CallbackFailure, CallbackForm } from '../features/callback/callback-form.tsx'
import { FieldError } from '../ui/field.tsx'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { buttonLinkClass } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { useToast } from '../ui/toast.tsx'
import { JsonLd } from '../ui/json-ld.tsx'
import * as styles from './-rappel.css.ts'
import { Icon } from '../ui/icon.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Être rappelé par un expert'

export const Route = createFileRoute('/rappel')({
  head: () =>
    pageHead(
      'Être rappelé gratuitement par un expert',
      'Laissez vos coordonnées : un conseiller en énergie vous rappelle gratuitement et sans engagement pour trouver la meilleure offre.',
    ),
  component: CallbackPage,
})

function CallbackPage() {
  const [sent, setSent] = useState(false)
  const { toast } = useToast()

  return (
    <>
      <PageHeader title={title} intro="Laissez vos coordonnées : un conseiller vous rappelle pour comparer les offres avec vous." />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />
      <Container>
        <div className={styles.layout}>
          <section className={styles.formCard} aria-labelledby="rappel-formulaire">
            {sent ? (
              <SentView />
            ) : (
              <>
                <h2 id="rappel-formulaire" className={styles.formTitle}>
                  Vos coordonnées
                </h2>
                <CallbackForm
                  source="page"
                  hideConfirmation
                  onSuccess={() => {
                    setSent(true)
                    toast({ ...CALLBACK_SENT, tone: 'success' })
                  }}
                  onFailure={() =>
                    toast({
                      title: 'Erreur lors de l’envoi',
                      description: 'Votre demande n’a pas pu être envoyée. Veuillez réessayer plus tard.',
                      tone: 'destructive',
                    })
                  }
                />
              </>
            )}
          </section>

          <aside className={styles.aside} aria-label="Informations pratiques">
            <div className={styles.notice}>
              <Icon icon={Gift} size="xl" className={styles.icon} />
              <div>
                <h2 className={styles.asideTitle}>Un service 100 % gratuit</h2>
                <p>Le rappel et les conseils sont gratuits et sans engagement. Vous restez libre de votre choix.</p>
              </div>
            </div>
            <div className={styles.notice}>
              <Icon icon={Phone} size="xl" className={styles.icon} />
              <div>
                <h2 className={styles.asideTitle}>Ligne directe</h2>
                <p>
                  <a href={site.phone.href} className={styles.phone}>
                    {site.phone.display}
                  </a>
                </p>
                <p className={styles.hours}>
                  <Icon icon={Clock} size="sm" className={styles.smallIcon} /> {site.hours}
                </p>
              </div>
            </div>
            <p className={styles.privacy}>
              Vos données servent uniquement à vous rappeler. Pour en savoir plus, consultez notre{' '}
              <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
            </p>
          </aside>
        </div>
      </Container>
      <ServerMarkup />
    </>
  )
}

function SentView() {
  return (
    <div className={styles.success} role="status">
      <Icon icon={CircleCheck} className={styles.successIcon} />
      <h2 id="rappel-formulaire">{CALLBACK_SENT.title}</h2>
      <p>{CALLBACK_SENT.description}</p>
      <Link to="/" className={buttonLinkClass({ tone: 'primary' })}>
        Retour à l’accueil
      </Link>
    </div>
  )
}

/**
 * What the worker needs to answer the form posted without JavaScript, drawn by the site's components:
 * the sent view, a field's error and the form's failure. Templates are never shown. The prerender alone
 * fills them; the browser renders them empty and hydrates them as they are, since the parser put their
 * markup in each template's content, not among its children.
 */
function ServerMarkup() {
  const template = (name: string, markup: ReactNode) => (
    <template key={name} {...{ [SERVER_MARKUP_ATTRIBUTE]: name }}>
      {import.meta.env.SSR ? markup : null}
    </template>
  )
  return [
    template(SERVER_MARKUP.sent, <SentView />),
    template(SERVER_MARKUP.fieldError, <FieldError id={FIELD_ERROR_ID} errors={[FIELD_ERROR_MESSAGE]} />),
    template(SERVER_MARKUP.formError, <CallbackFailure message={FIELD_ERROR_MESSAGE} />),
  ]
}
