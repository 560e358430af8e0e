import { useMemo } from 'react'
import { Download, Share2 } from 'lucide'
import { site } from '../../config/site.ts'
import { Button } from '../../ui/button.tsx'
import { useToast } from '../../ui/toast.tsx'
import { downloadQrPng } from './download-png.ts'
import { QrCanvas } from './qr-canvas.tsx'
import { officialQrFileName } from './qr-file-name.ts'
import { buildQrImage } from './qr-image.ts'
import { shareLink } from './share-link.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './qr-code.css.ts'

/** Official code: the site's address, brand green on white, 300 px, with the 60 px logo: the brand's own code, not editable. */
export const OFFICIAL_QR = {
  size: 300,
  logoSize: 60,
  colors: { dot: site.brandColor, background: '#FFFFFF' },
} as const

const displayUrl = site.url.replace(/^https?:\/\//, '')

export function OfficialQr() {
  const { toast } = useToast()
  const image = useMemo(
    () => buildQrImage({ text: site.url, size: OFFICIAL_QR.size, colors: OFFICIAL_QR.colors, logoSize: OFFICIAL_QR.logoSize }),
    [],
  )
  if (!image) throw new Error(`The site URL does not fit in a QR code: ${site.url}`)

  const download = async () => {
    try {
      await downloadQrPng(image, officialQrFileName())
    } catch {
      toast({
        title: 'Téléchargement impossible',
        description: 'Votre navigateur n’a pas pu créer l’image. Réessayez.',
        tone: 'destructive',
      })
    }
  }

  const share = async () => {
    const outcome = await shareLink(navigator, {
      title: site.name,
      text: `${site.name}, ${site.tagline.charAt(0).toLowerCase()}${site.tagline.slice(1)}`,
      url: site.url,
    })
    if (outcome === 'copied') {
      toast({ title: 'Lien copié dans le presse-papiers', description: site.url, tone: 'success' })
    } else if (outcome === 'copy-failed') {
      toast({
        title: 'Impossible de copier le lien',
        description: `Votre navigateur a refusé l’accès au presse-papiers. Copiez l’adresse vous-même : ${site.url}`,
        tone: 'destructive',
        duration: 10_000,
      })
    }
  }

  return (
    <div className={styles.officialLayout}>
      <div className={styles.previewFrame}>
        <QrCanvas image={image} label={`QR code officiel ${site.name} menant à ${site.url}`} />
      </div>
      <div className={styles.officialText}>
        <h2 className={styles.panelTitle}>Le QR code officiel {site.name}</h2>
        <p>
          Scanné avec l’appareil photo d’un téléphone, il ouvre notre site <strong>{displayUrl}</strong>. Imprimez-le sur vos affiches,
          flyers ou cartes de visite pour faire connaître le comparateur.
        </p>
        <p className={styles.muted}>
          Format PNG, {OFFICIAL_QR.size} × {OFFICIAL_QR.size} pixels, logo au centre.
        </p>
        <div className={styles.actions}>
          <Button tone="primary" onClick={download}>
            <Icon icon={Download} className={styles.buttonIcon} />
            Télécharger le QR code
          </Button>
          <Button tone="secondary" onClick={share}>
            <Icon icon={Share2} className={styles.buttonIcon} />
            Partager le lien
          </Button>
        </div>
      </div>
    </div>
  )
}
