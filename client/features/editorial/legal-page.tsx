import type { ReactNode } from 'react'
import { formatLongDate } from '../../lib/format.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import { Container } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { prose } from '../../ui/prose.css.ts'
import type { LegalPageInfo } from './legal-route.ts'

/** A legal text under its heading, with the date of its last revision. */
export function LegalPage({
  page,
  path,
  lastUpdated,
  children,
}: {
  page: LegalPageInfo
  /** The route's path, for the breadcrumb trail of the structured data. */
  path: string
  /** ISO date of the text's last revision, shown under the heading. */
  lastUpdated: string
  children: ReactNode
}) {
  return (
    <>
      <PageHeader title={page.title} intro={`Dernière mise à jour\u00a0: ${formatLongDate(lastUpdated)}`} />
      <JsonLd data={breadcrumbList([{ name: page.title, path }])} />
      <Container>
        <article className={prose}>{children}</article>
      </Container>
    </>
  )
}
