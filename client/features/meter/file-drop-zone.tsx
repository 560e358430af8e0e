import { useId, useState, type DragEvent } from 'react'
import { FileUp } from 'lucide'
import { buttonClassName } from '../../ui/button.tsx'
import { cx } from '../../ui/cx.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './file-drop-zone.css.ts'

/**
 * A real file input under a visible button-like label, so the keyboard and screen readers reach it as
 * any file picker (Tab, then Enter or Space), and the whole zone around it also takes a dropped file.
 */
export function FileDropZone({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const inputId = useId()
  const hintId = useId()
  const [over, setOver] = useState(false)

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer gesture; the keyboard's way in is the file input inside.
    <div
      className={styles.zone}
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Icon icon={FileUp} size="xl" className={styles.icon} />
      <p className={styles.lead}>Déposez ici votre fichier de consommation Enedis</p>
      <p className={styles.or}>ou</p>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv,text/plain"
        className={styles.input}
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file) onFile(file)
          // The same file chosen again (after a fix in a spreadsheet) must be read again.
          event.currentTarget.value = ''
        }}
      />
      <label htmlFor={inputId} className={cx(buttonClassName({ tone: 'primary' }), styles.pick)}>
        Choisir un fichier
      </label>
      <p id={hintId} className={styles.hint}>
        Fichier CSV exporté de votre espace client Enedis&nbsp;: courbe de charge (relevés à la demi-heure) ou consommation quotidienne,
        jusqu’à trois ans.
      </p>
    </div>
  )
}
