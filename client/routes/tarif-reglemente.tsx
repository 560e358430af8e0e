import { createFileRoute, Link } from '@tanstack/react-router'
import type { BaseGrid, GasUse, GasUsePrice, HpHcGrid, RegulatedGrid, TempoGrid } from '#contract/regulated-tariffs'
import { GAS_USES } from '#contract/regulated-dates'
import { amountCell, kwhCell, regulatedTariffEvents, regulatedTariffPage, sourceLine } from '../content/regulated-tariff-page.ts'
import { Callout } from '../features/editorial/callout.tsx'
import { DataTable, type DataTableColumn } from '../features/editorial/data-table.tsx'
import * as page from '../features/editorial/editorial-page.css.ts'
import { ExpertBox } from '../features/editorial/expert-box.tsx'
import { ProsCons } from '../features/editorial/pros-cons.tsx'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { formatLongDate } from '../lib/format.ts'
import { REFERENCE_KVA, rowAt, type RegulatedReference } from '../lib/regulated-reference.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { faqPage } from '../lib/structured-data.ts'
import { FaqAccordion } from '../ui/accordion.tsx'
import { Container, Section } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { JsonLd } from '../ui/json-ld.tsx'
import * as styles from './-tarif-reglemente.css.ts'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Le tarif réglementé de l’électricité'

export const Route = createFileRoute('/tarif-reglemente')({
  loader: ({ context }) => loadRegulatedReferences(context.queryClient),
  head: () =>
    pageHead(
      'Tarif réglementé de l’électricité\u00a0: grilles en vigueur et historique',
      'Les grilles du tarif bleu en vigueur, avec leur date et leur source\u00a0: options Base, Heures pleines / Heures creuses et Tempo, prix du kWh, abonnements et historique.',
    ),
  component: RegulatedTariffPage,
})

type Row<G extends RegulatedGrid> = G['powers'][number]

function powerColumn<G extends RegulatedGrid>(): DataTableColumn<Row<G>> {
  return { key: 'kva', header: 'Puissance (kVA)', cell: (row) => row.kva, rowHeader: true, numeric: true }
}
function subscriptionColumn<G extends RegulatedGrid>(): DataTableColumn<Row<G>> {
  return { key: 'subscription', header: 'Abonnement (€ TTC/mois)', cell: (row) => amountCell(row.subscriptionPerMonthTtc), numeric: true }
}

const baseColumns: DataTableColumn<Row<BaseGrid>>[] = [
  powerColumn(),
  subscriptionColumn(),
  { key: 'price', header: 'Prix du kWh (€ TTC)', cell: (row) => kwhCell(row.pricesPerKwh.base.ttc), numeric: true },
]

const hpHcColumns: DataTableColumn<Row<HpHcGrid>>[] = [
  powerColumn(),
  subscriptionColumn(),
  { key: 'hp', header: 'Heures pleines (€/kWh)', cell: (row) => kwhCell(row.pricesPerKwh.peak.ttc), numeric: true },
  { key: 'hc', header: 'Heures creuses (€/kWh)', cell: (row) => kwhCell(row.pricesPerKwh.offPeak.ttc), numeric: true },
]

const TEMPO_PERIODS = [
  ['bluePeak', 'Bleu HP'],
  ['blueOffPeak', 'Bleu HC'],
  ['whitePeak', 'Blanc HP'],
  ['whiteOffPeak', 'Blanc HC'],
  ['redPeak', 'Rouge HP'],
  ['redOffPeak', 'Rouge HC'],
] as const

const tempoColumns: DataTableColumn<Row<TempoGrid>>[] = [
  powerColumn(),
  subscriptionColumn(),
  ...TEMPO_PERIODS.map(
    ([period, label]): DataTableColumn<Row<TempoGrid>> => ({
      key: period,
      header: `${label} (€/kWh)`,
      cell: (row) => kwhCell(row.pricesPerKwh[period].ttc),
      numeric: true,
    }),
  ),
]

const GAS_USE_LABELS: Record<GasUse, string> = { cooking: 'Cuisson', cookingAndHotWater: 'Cuisson et eau chaude', heating: 'Chauffage' }
type GasRow = { use: GasUse; price: GasUsePrice | null }
const gasColumns: DataTableColumn<GasRow>[] = [
  { key: 'usage', header: 'Usage', cell: (row) => GAS_USE_LABELS[row.use], rowHeader: true },
  { key: 'price', header: 'Prix du kWh (€ TTC)', cell: (row) => kwhCell(row.price?.pricePerKwh.ttc), numeric: true },
  { key: 'subscription', header: 'Abonnement (€ TTC/an)', cell: (row) => amountCell(row.price?.subscriptionPerYear.ttc), numeric: true },
]

/** One row per grid date: the options that changed that day, side by side. */
type HistoryRow = { from: string; to: string | null; base?: BaseGrid; hphc?: HpHcGrid }

function historyRows(reference: RegulatedReference): HistoryRow[] {
  const rows = new Map<string, HistoryRow>()
  for (const grid of reference.pastGrids) {
    const row = rows.get(grid.effectiveFrom) ?? { from: grid.effectiveFrom, to: grid.effectiveTo }
    if (grid.option === 'base') row.base = grid
    if (grid.option === 'hphc') row.hphc = grid
    rows.set(grid.effectiveFrom, row)
  }
  return [...rows.values()]
}

const historyColumns: DataTableColumn<HistoryRow>[] = [
  {
    key: 'from',
    header: 'En vigueur',
    cell: (row) => (
      <>
        du <time dateTime={row.from}>{formatLongDate(row.from)}</time>
      </>
    ),
    rowHeader: true,
  },
  { key: 'to', header: 'Jusqu’au', cell: (row) => (row.to ? formatLongDate(addDays(row.to, -1)) : 'en vigueur') },
  {
    key: 'base',
    header: `Base (€/kWh, ${REFERENCE_KVA} kVA)`,
    cell: (row) => kwhCell(rowAt(row.base ?? null, REFERENCE_KVA)?.pricesPerKwh.base.ttc),
    numeric: true,
  },
  {
    key: 'subscription',
    header: `Abonnement Base ${REFERENCE_KVA} kVA (€/mois)`,
    cell: (row) => amountCell(rowAt(row.base ?? null, REFERENCE_KVA)?.subscriptionPerMonthTtc),
    numeric: true,
  },
  {
    key: 'hp',
    header: 'Heures pleines (€/kWh)',
    cell: (row) => kwhCell(rowAt(row.hphc ?? null, REFERENCE_KVA)?.pricesPerKwh.peak.ttc),
    numeric: true,
  },
  {
    key: 'hc',
    header: 'Heures creuses (€/kWh)',
    cell: (row) => kwhCell(rowAt(row.hphc ?? null, REFERENCE_KVA)?.pricesPerKwh.offPeak.ttc),
    numeric: true,
  },
]

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const powerKey = (row: { kva: number }) => String(row.kva)

/** A grid's table with its source under it, or a line saying no grid of that option is known. */
function GridTable<G extends RegulatedGrid>({
  grid,
  caption,
  columns,
}: {
  grid: G | null
  caption: string
  columns: DataTableColumn<Row<G>>[]
}) {
  if (!grid) return <p className={page.text}>Grille non communiquée.</p>
  return <DataTable caption={caption} columns={columns} rows={grid.powers as Row<G>[]} rowKey={powerKey} note={sourceLine(grid.source)} />
}

function RegulatedTariffPage() {
  const reference = useRegulatedReference()
  const copy = regulatedTariffPage(reference)
  const { options } = copy
  const gasRows: GasRow[] = reference.gasMonth ? GAS_USES.map((use) => ({ use, price: reference.gasMonth?.uses[use] ?? null })) : []
  return (
    <>
      <PageHeader title={title} intro="Les prix du tarif bleu en vigueur, option par option, avec leur date et leur source." />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />

      <Section aria-labelledby="trv-intro">
        <Container className={page.withAside}>
          <div>
            <h2 id="trv-intro" className={page.sectionTitle}>
              {copy.heading}
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
          <p className={page.text}>{copy.missingNote}</p>

          <h3 id="option-base" className={page.subTitle}>
            {options.base.title}
          </h3>
          <p className={page.text}>{options.base.text}</p>
          <GridTable grid={reference.base} caption={options.base.caption} columns={baseColumns} />

          <h3 id="option-hp-hc" className={page.subTitle}>
            {options.hpHc.title}
          </h3>
          <p className={page.text}>{options.hpHc.text}</p>
          <GridTable grid={reference.hphc} caption={options.hpHc.caption} columns={hpHcColumns} />

          <h3 id="option-tempo" className={page.subTitle}>
            {options.tempo.title}
          </h3>
          <div className={page.text}>
            <p>{options.tempo.text}</p>
            <p>{options.tempo.advice}</p>
          </div>
          <GridTable grid={reference.tempo} caption={options.tempo.caption} columns={tempoColumns} />

          <h3 id="option-ejp" className={page.subTitle}>
            {options.ejp.title}
          </h3>
          <p className={page.text}>{options.ejp.text}</p>
          <Callout tone="warning" title="Option fermée aux nouveaux abonnés">
            <p>{options.ejp.closedNote}</p>
          </Callout>

          <h3 id="prix-repere-gaz" className={page.subTitle}>
            {copy.gas.title}
          </h3>
          <p className={page.text}>{copy.gas.text}</p>
          {reference.gasMonth ? (
            <DataTable
              caption={copy.gas.caption}
              columns={gasColumns}
              rows={gasRows}
              rowKey={(row) => row.use}
              note={sourceLine(reference.gasMonth.source)}
            />
          ) : null}
          {copy.gas.costNote ? <p className={page.text}>{copy.gas.costNote}</p> : null}
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
          <h3 className={page.subTitle}>{copy.historyTitle}</h3>
          <p className={page.text}>{copy.historyText}</p>
          <DataTable
            caption={`${copy.historyTitle} du tarif bleu (€ TTC)`}
            columns={historyColumns}
            rows={historyRows(reference)}
            rowKey={(row) => row.from}
          />
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
            Une autre question ? <Link to="/rappel">Demandez à être rappelé gratuitement par un conseiller</Link>.
          </p>
        </Container>
      </Section>
    </>
  )
}
