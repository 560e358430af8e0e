import { type ReactNode, useEffect, useState } from 'react'
import { ShieldCheck } from 'lucide'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { HouseholdKva } from '#contract/household'
import { Icon } from '../../ui/icon.tsx'
import { Button } from '../../ui/button.tsx'
import { notice } from '../../ui/notice.css.ts'
import { cx } from '../../ui/cx.ts'
import type { TempoColour } from './meter-data.ts'
import { FileDropZone } from './file-drop-zone.tsx'
import { EnedisHowTo } from './enedis-how-to.tsx'
import { MeterResults } from './meter-results.tsx'
import { loadChartCode } from './monthly-chart.tsx'
import { preloadCostBreakdown } from '../../ui/cost-breakdown-disclosure.tsx'
import { forgetMeterFile, keepMeterFile, keptMeterFile } from './meter-storage.ts'
import { useMeterFile } from './use-meter-file.ts'
import * as styles from './meter-page.css.ts'

export interface MeterPageProps {
  /** Every regulated grid known, and the visitor's day to pick the ones in force. */
  grids: readonly RegulatedGrid[]
  date: string
  /** Past Tempo colours by day, as far as the catalogue knows them. */
  tempoDays: ReadonlyMap<string, TempoColour>
  /** The meter power the visitor's profile already names, if any. */
  kva: HouseholdKva | undefined
  /** Today's and tomorrow's Tempo colour, fetched by the browser. */
  tempoColours: ReactNode
}

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 })

/**
 * « Ma consommation réelle »: the visitor's own meter file, read and analysed in this browser only.
 * Nothing from the file leaves the device; it is kept only if the visitor asks, in this browser.
 */
export function MeterPage({ grids, date, tempoDays, kva, tempoColours }: MeterPageProps) {
  const { state, read, clear } = useMeterFile(tempoDays)
  const [kept, setKept] = useState(false)
  const [keepFailed, setKeepFailed] = useState(false)
  const [chosen, setChosen] = useState(false)
  // Set once the browser's storage has been asked for a kept file: until then the page cannot say none.
  const [storageChecked, setStorageChecked] = useState(false)

  useEffect(() => {
    // Fetched now, while the page is online, so a file read later without a network still gets its chart
    // and its costs line by line.
    void loadChartCode().catch(() => undefined)
    void preloadCostBreakdown().catch(() => undefined)
    let active = true
    void keptMeterFile()
      .then((file) => {
        if (!active || !file) return
        setKept(true)
        void read(file)
      })
      .catch(() => undefined)
      .finally(() => {
        if (active) setStorageChecked(true)
      })
    return () => {
      active = false
    }
  }, [read])

  const onFile = (file: File) => {
    setChosen(true)
    void read(file)
    // A new file replaces the kept one only if the visitor asks again.
    if (kept) void forgetMeterFile().then(() => setKept(false))
  }

  const keep = async (file: File) => {
    try {
      await keepMeterFile(file)
      setKept(true)
      setKeepFailed(false)
    } catch {
      setKeepFailed(true)
    }
  }

  const erase = async () => {
    clear()
    await forgetMeterFile().catch(() => undefined)
    setKept(false)
  }

  return (
    <div className={styles.page} data-storage-checked={storageChecked || undefined}>
      <p className={styles.privacy}>
        <Icon icon={ShieldCheck} size="xl" className={styles.privacyIcon} />
        <span>
          Votre fichier est lu <strong>dans votre navigateur</strong>&nbsp;: ni le fichier ni aucun chiffre qui en est tiré n’est envoyé à
          nos serveurs ou à qui que ce soit. Rien n’est enregistré, sauf si vous le demandez, et seulement sur cet appareil.
        </span>
      </p>

      <noscript>
        <p className={cx(notice.warning, styles.errorText)}>
          Votre fichier est lu par votre navigateur, avec JavaScript&nbsp;: activez-le pour utiliser cette page.
        </p>
      </noscript>
      <FileDropZone onFile={onFile} busy={state.status === 'reading'} />

      <div aria-live="polite" className={styles.status}>
        {state.status === 'reading' ? (
          <div className={styles.progress}>
            <label htmlFor="lecture-progression">
              Lecture de «&nbsp;{state.name}&nbsp;»&nbsp;: {percent.format(state.fraction)}
            </label>
            <progress id="lecture-progression" max={1} value={state.fraction} className={styles.progressBar} />
          </div>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <div role="alert" className={cx(notice.danger, styles.error)}>
          <p className={styles.errorTitle}>Le fichier «&nbsp;{state.name}&nbsp;» n’a pas pu être lu.</p>
          <p className={styles.errorText}>{state.message}</p>
        </div>
      ) : null}

      {state.status === 'ready' ? (
        <>
          <MeterResults
            key={state.name}
            summary={state.summary}
            fileName={state.name}
            grids={grids}
            date={date}
            initialKva={kva}
            focusOnShow={chosen}
          />
          <section className={styles.storage} aria-labelledby="mes-donnees">
            <h2 id="mes-donnees" className={styles.storageTitle}>
              Mes données
            </h2>
            <p className={styles.storageText}>
              {kept
                ? 'Votre fichier est gardé dans ce navigateur, sur cet appareil seulement : il s’affichera à votre prochaine visite.'
                : 'Votre fichier n’est gardé nulle part : en quittant la page, il est oublié.'}
            </p>
            {keepFailed ? (
              <p className={cx(notice.warning, styles.storageText)}>Ce navigateur refuse d’enregistrer le fichier (navigation privée ?).</p>
            ) : null}
            <div className={styles.storageActions}>
              {kept ? null : (
                <Button tone="secondary" onClick={() => void keep(state.file)}>
                  Garder mon fichier sur cet appareil
                </Button>
              )}
              <Button tone="danger" onClick={() => void erase()}>
                Effacer mes données
              </Button>
            </div>
          </section>
        </>
      ) : null}

      <section className={styles.tempoPanel} aria-labelledby="couleur-tempo">
        <h2 id="couleur-tempo" className={styles.storageTitle}>
          Couleur Tempo aujourd’hui et demain
        </h2>
        {tempoColours}
      </section>

      <EnedisHowTo />
    </div>
  )
}
