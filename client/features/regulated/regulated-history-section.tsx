import { regulatedTariffEvents, type regulatedTariffPage } from './regulated-tariff-copy.ts'
import { formatLongDate } from '../../lib/format.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { Container, Section } from '../../ui/container.tsx'
import * as page from '../../ui/editorial-page.css.ts'
import { RegulatedHistoryChart } from './regulated-history-chart.tsx'
import { RegulatedHistoryTable } from './regulated-history-table.tsx'
import * as styles from './regulated-tariff-page.css.ts'

/** The past grids as a chart and a table (its alternative), then the great steps of the regulated tariff on a timeline. */
export function RegulatedHistorySection({
  reference,
  copy,
}: {
  reference: RegulatedReference
  copy: ReturnType<typeof regulatedTariffPage>
}) {
  return (
    <Section tone="surface" aria-labelledby="trv-historique">
      <Container>
        <h2 id="trv-historique" className={page.sectionTitle}>
          Historique
        </h2>
        <h3 className={page.subTitle}>{copy.historyTitle}</h3>
        <p className={page.text}>{copy.historyText}</p>
        <RegulatedHistoryChart reference={reference} />
        <RegulatedHistoryTable reference={reference} caption={`${copy.historyTitle} du tarif bleu (€ TTC)`} />
        <h3 className={page.subTitle}>Les grandes étapes</h3>
        <ol className={styles.timeline}>
          {regulatedTariffEvents.map((event) => (
            <li key={event.date} className={styles.event}>
              <time dateTime={event.date} className={styles.eventDate}>
                {formatLongDate(event.date)}
              </time>
              <h4 className={styles.eventTitle}>{event.title}</h4>
              <p>{event.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  )
}
