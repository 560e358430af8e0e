import { createFileRoute, Link } from '@tanstack/react-router'
import { regulatedTariffPage as copy } from '../content/regulated-tariff-page.ts'
import {
  ejpOption,
  gasReferencePrices,
  hpHcOption,
  regulatedElectricity,
  regulatedTariffHistory,
  tempoOption,
} from '../content/regulated-tariffs.ts'
import { Callout } from '../features/editorial/callout.tsx'
import { DataTable, type DataTableColumn } from '../features/editorial/data-table.tsx'
import * as page from '../features/editorial/editorial-page.css.ts'
import { ExpertBox } from '../features/editorial/expert-box.tsx'
import { formatAmountCell, formatKwhCell, subscriptionRows } from '../features/editorial/format.ts'
import { ProsCons } from '../features/editorial/pros-cons.tsx'
import { formatLongDate } from '../lib/format.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList, faqPage } from '../lib/structured-data.ts'
import { FaqAccordion } from '../ui/accordion.tsx'
import { Container, Section } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { JsonLd } from '../ui/json-ld.tsx'
import * as styles from './-tarif-reglemente.css.ts'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Le tarif réglementé de l’électricité'

export const Route = createFileRoute('/tarif-reglemente')({
  head: () => pageHead('Tarif réglementé de l’électricité (mai 2025)', 'Les grilles du tarif bleu en mai 2025 : options Base, Heures pleines / Heures creuses, Tempo et EJP, prix du kWh et abonnements.'),
  component: RegulatedTariffPage,
})

type GridRow = { kva: number; monthly: number }

const powerColumn: DataTableColumn<GridRow> = { key: 'kva', header: 'Puissance (kVA)', cell: (row) => row.kva, rowHeader: true, numeric: true }
const subscriptionColumn: DataTableColumn<GridRow> = {
  key: 'subscription',
  header: 'Abonnement (€ TTC/mois)',
  cell: (row) => formatAmountCell(row.monthly),
  numeric: true,
}

/** A column repeating one price on every row, as the grids print it. */
function priceColumn(key: string, header: string, price: number): DataTableColumn<GridRow> {
  return { key, header, cell: () => formatKwhCell(price), numeric: true }
}

const baseColumns = [powerColumn, subscriptionColumn, priceColumn('price', 'Prix du kWh (€ TTC)', regulatedElectricity.basePricePerKwh)]

const hpHcColumns = [
  powerColumn,
  subscriptionColumn,
  priceColumn('hp', 'Heures pleines (€/kWh)', hpHcOption.peakPricePerKwh),
  priceColumn('hc', 'Heures creuses (€/kWh)', hpHcOption.offPeakPricePerKwh),
]

const tempo = tempoOption.pricesPerKwh
const tempoColumns = [
  powerColumn,
  subscriptionColumn,
  priceColumn('blue-hp', 'Bleu HP (€/kWh)', tempo.blue.peak),
  priceColumn('blue-hc', 'Bleu HC (€/kWh)', tempo.blue.offPeak),
  priceColumn('white-hp', 'Blanc HP (€/kWh)', tempo.white.peak),
  priceColumn('white-hc', 'Blanc HC (€/kWh)', tempo.white.offPeak),
  priceColumn('red-hp', 'Rouge HP (€/kWh)', tempo.red.peak),
  priceColumn('red-hc', 'Rouge HC (€/kWh)', tempo.red.offPeak),
]

const ejpColumns = [
  powerColumn,
  subscriptionColumn,
  priceColumn('normal', 'Heures normales (€/kWh)', ejpOption.normalPricePerKwh),
  priceColumn('peak', 'Heures de pointe mobile (€/kWh)', ejpOption.peakPricePerKwh),
]

type GasRow = (typeof gasReferencePrices)[number]
const gasColumns: DataTableColumn<GasRow>[] = [
  { key: 'usage', header: 'Usage', cell: (row) => row.label, rowHeader: true },
  { key: 'price', header: 'Prix du kWh (€ TTC)', cell: (row) => formatKwhCell(row.pricePerKwh), numeric: true },
  { key: 'subscription', header: 'Abonnement (€ TTC/an)', cell: (row) => formatAmountCell(row.subscriptionPerYear), numeric: true },
]

const gridKey = (row: GridRow) => String(row.kva)

function RegulatedTariffPage() {
  const { options } = copy
  return (
    <>
      <PageHeader title={title} intro={`Les prix du tarif bleu en vigueur en ${copy.month}, option par option.`} />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />

      <Section aria-labelledby="trv-intro">
        <Container className={page.withAside}>
          <div>
            <h2 id="trv-intro" className={page.sectionTitle}>
              Le tarif bleu en {copy.month}
            </h2>
            <div className={page.text}>
              {copy.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <Callout title="Puissance du compteur">
              <p>{copy.meterPowers}</p>
            </Callout>
          </div>
          <ExpertBox title={copy.callback.title} text={copy.callback.text} />
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="trv-grilles">
        <Container>
          <h2 id="trv-grilles" className={page.sectionTitle}>
            Les grilles tarifaires
          </h2>

          <h3 id="option-base" className={page.subTitle}>
            {options.base.title}
          </h3>
          <p className={page.text}>{options.base.text}</p>
          <DataTable caption={options.base.caption} columns={baseColumns} rows={subscriptionRows(regulatedElectricity.baseSubscriptionByKva)} rowKey={gridKey} />

          <h3 id="option-hp-hc" className={page.subTitle}>
            {options.hpHc.title}
          </h3>
          <p className={page.text}>{options.hpHc.text}</p>
          <DataTable caption={options.hpHc.caption} columns={hpHcColumns} rows={subscriptionRows(hpHcOption.subscriptionByKva)} rowKey={gridKey} />

          <h3 id="option-tempo" className={page.subTitle}>
            {options.tempo.title}
          </h3>
          <div className={page.text}>
            <p>{options.tempo.text}</p>
            <p>{options.tempo.advice}</p>
          </div>
          <DataTable caption={options.tempo.caption} columns={tempoColumns} rows={subscriptionRows(tempoOption.subscriptionByKva)} rowKey={gridKey} />

          <h3 id="option-ejp" className={page.subTitle}>
            {options.ejp.title}
          </h3>
          <p className={page.text}>{options.ejp.text}</p>
          <Callout tone="warning" title="Option fermée aux nouveaux abonnés">
            <p>{options.ejp.closedNote}</p>
          </Callout>
          <DataTable caption={options.ejp.caption} columns={ejpColumns} rows={subscriptionRows(ejpOption.subscriptionByKva)} rowKey={gridKey} />

          <h3 id="prix-repere-gaz" className={page.subTitle}>
            {copy.gas.title}
          </h3>
          <p className={page.text}>{copy.gas.text}</p>
          <DataTable caption={copy.gas.caption} columns={gasColumns} rows={gasReferencePrices} rowKey={(row) => row.usage} />
        </Container>
      </Section>

      <Section aria-labelledby="trv-avantages">
        <Container>
          <h2 id="trv-avantages" className={page.sectionTitle}>
            Avantages et inconvénients du tarif réglementé
          </h2>
          <ProsCons pros={copy.pros} cons={copy.cons} />
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="trv-historique">
        <Container>
          <h2 id="trv-historique" className={page.sectionTitle}>
            Historique
          </h2>
          <ol className={styles.timeline}>
            {regulatedTariffHistory().map((event) => (
              <li key={event.date} className={styles.event}>
                <time dateTime={event.date} className={styles.eventDate}>
                  {formatLongDate(event.date)}
                </time>
                <h3 className={styles.eventTitle}>{event.title}</h3>
                <p>{event.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </Section>

      <Section aria-labelledby="trv-pros">
        <Container>
          <h2 id="trv-pros" className={page.sectionTitle}>
            {copy.professionals.title}
          </h2>
          <div className={page.text}>
            <p>{copy.professionals.text}</p>
            <ul>
              {copy.professionals.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
            <p>{copy.professionals.after}</p>
          </div>
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="trv-faq">
        <Container>
          <h2 id="trv-faq" className={page.sectionTitle}>
            Questions fréquentes sur le tarif réglementé
          </h2>
          <FaqAccordion type="responsive" items={copy.faq} className={styles.faq} />
          <JsonLd data={faqPage(copy.faq)} />
          <p className={styles.callbackLine}>
            Une autre question ? <Link to="/rappel">Demandez à être rappelé gratuitement par un conseiller</Link>.
          </p>
        </Container>
      </Section>
    </>
  )
}
