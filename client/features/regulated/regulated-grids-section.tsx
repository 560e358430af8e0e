import type { regulatedTariffPage } from './regulated-tariff-copy.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { Container, Section } from '../../ui/container.tsx'
import { Callout } from './callout.tsx'
import * as page from '../../ui/editorial-page.css.ts'
import { GasPriceTable } from './regulated-gas-table.tsx'
import { baseColumns, GridTable, hpHcColumns, tempoColumns } from './regulated-grid-table.tsx'

/** The grids in force, option by option (Base, HP/HC, Tempo, the closed EJP), then the gas prix repère. */
export function RegulatedGridsSection({
  reference,
  copy,
}: {
  reference: RegulatedReference
  copy: ReturnType<typeof regulatedTariffPage>
}) {
  const { options } = copy
  return (
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
        {reference.gasMonth ? <GasPriceTable gasMonth={reference.gasMonth} caption={copy.gas.caption} /> : null}
        {copy.gas.costNote ? <p className={page.text}>{copy.gas.costNote}</p> : null}
      </Container>
    </Section>
  )
}
