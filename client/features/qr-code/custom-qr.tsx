import { useId, useMemo, useState } from 'react'
import { Download, TriangleAlert } from 'lucide'
import { site } from '../../config/site.ts'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Slider } from '../../ui/slider.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { useToast } from '../../ui/toast.tsx'
import { scanWarning } from './contrast.ts'
import { downloadQrPng } from './download-png.ts'
import { QrCanvas } from './qr-canvas.tsx'
import { customQrFileName } from './qr-file-name.ts'
import { buildQrImage } from './qr-image.ts'
import { checkQrUrl } from './qr-url.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './qr-code.css.ts'

/** Custom QR settings: defaults and limits. */
export const CUSTOM_QR = {
  defaultSize: 256,
  minSize: 128,
  maxSize: 512,
  step: 16,
  /** The logo's side as a share of the code's size. */
  logoRatio: 0.2,
  defaultColors: { dot: site.brandColor.toLowerCase(), background: '#ffffff' },
} as const

const TOO_LONG = 'Cette adresse est trop longue pour tenir dans un QR code. Raccourcissez-la.'

export function CustomQr() {
  const { toast } = useToast()
  const [url, setUrl] = useState<string>(site.url)
  const [dot, setDot] = useState<string>(CUSTOM_QR.defaultColors.dot)
  const [background, setBackground] = useState<string>(CUSTOM_QR.defaultColors.background)
  const [size, setSize] = useState<number>(CUSTOM_QR.defaultSize)
  const [showLogo, setShowLogo] = useState(true)
  const sizeLabelId = useId()
  const previewErrorId = useId()

  const check = checkQrUrl(url)
  const text = check.ok ? check.text : null
  const image = useMemo(
    () =>
      text === null
        ? null
        : buildQrImage({
            text,
            size,
            colors: { dot, background },
            logoSize: showLogo ? Math.round(size * CUSTOM_QR.logoRatio) : null,
          }),
    [text, size, dot, background, showLogo],
  )
  const urlError = check.ok ? (image ? undefined : TOO_LONG) : check.message
  const warning = scanWarning({ dot, background })

  async function download() {
    if (!image || !check.ok) return
    try {
      await downloadQrPng(image, customQrFileName(check.host, new Date()))
    } catch {
      toast({
        title: 'Téléchargement impossible',
        description: 'Votre navigateur n’a pas pu créer l’image. Réessayez.',
        tone: 'destructive',
      })
    }
  }

  return (
    <div className={styles.customLayout}>
      <section className={styles.settings} aria-labelledby="qr-reglages">
        <h2 id="qr-reglages" className={styles.panelTitle}>
          Réglages
        </h2>

        <Field
          label="Adresse web (URL)"
          description="L’adresse que le QR code ouvrira, commençant par https:// ou http://."
          error={urlError}
        >
          {(props) => (
            <TextInput
              {...props}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </Field>

        <div className={styles.colorRow}>
          <Field label="Couleur des points">
            {(props) => (
              <span className={styles.colorControl}>
                <input {...props} type="color" className={styles.colorInput} value={dot} onChange={(event) => setDot(event.target.value)} />
                <span className={styles.colorCode} aria-hidden="true">
                  {dot.toUpperCase()}
                </span>
              </span>
            )}
          </Field>
          <Field label="Couleur du fond">
            {(props) => (
              <span className={styles.colorControl}>
                <input
                  {...props}
                  type="color"
                  className={styles.colorInput}
                  value={background}
                  onChange={(event) => setBackground(event.target.value)}
                />
                <span className={styles.colorCode} aria-hidden="true">
                  {background.toUpperCase()}
                </span>
              </span>
            )}
          </Field>
        </div>

        <div className={styles.sliderField}>
          <div className={styles.sliderHeader}>
            <span id={sizeLabelId} className={styles.label}>
              Taille
            </span>
            <span className={styles.sliderValue} aria-hidden="true">
              {size} × {size} px
            </span>
          </div>
          <Slider
            aria-labelledby={sizeLabelId}
            value={size}
            onValueChange={setSize}
            min={CUSTOM_QR.minSize}
            max={CUSTOM_QR.maxSize}
            step={CUSTOM_QR.step}
            getValueText={(value) => `${value} pixels de côté`}
          />
        </div>

        <label className={styles.checkboxRow}>
          <input type="checkbox" className={styles.checkbox} checked={showLogo} onChange={(event) => setShowLogo(event.target.checked)} />
          Afficher le logo {site.name} au centre
        </label>

        <Field label="Adresse du logo (URL)" description={`Bientôt disponible : le logo ${site.name} est toujours utilisé pour l’instant.`}>
          {(props) => <TextInput {...props} type="url" disabled value="" placeholder="https://…/logo.png" readOnly />}
        </Field>
      </section>

      <section className={styles.previewPanel} aria-labelledby="qr-apercu">
        <h2 id="qr-apercu" className={styles.panelTitle}>
          Aperçu
        </h2>
        <div className={styles.previewFrame}>
          {image ? (
            <QrCanvas image={image} label={`QR code menant à ${image.spec.text}`} />
          ) : (
            <p id={previewErrorId} className={styles.previewEmpty}>
              Saisissez une adresse web valide pour voir le QR code.
            </p>
          )}
        </div>
        <div aria-live="polite" className={styles.warningSlot}>
          {warning ? (
            <p className={styles.warning}>
              <Icon icon={TriangleAlert} className={styles.warningIcon} />
              <span>{warning}</span>
            </p>
          ) : null}
        </div>
        <Button
          tone="primary"
          onClick={download}
          aria-disabled={image ? undefined : true}
          aria-describedby={image ? undefined : previewErrorId}
        >
          <Icon icon={Download} className={styles.buttonIcon} />
          Télécharger en PNG
        </Button>
      </section>
    </div>
  )
}
