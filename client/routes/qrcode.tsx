import { createFileRoute } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide'
import { CustomQr } from '../features/qr-code/custom-qr.tsx'
import { OfficialQr } from '../features/qr-code/official-qr.tsx'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx'
import { JsonLd } from '../ui/json-ld-script.tsx'
import * as styles from './-qrcode.css.ts'
import { Icon } from '../ui/icon.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Générateur de QR code'

export const Route = createFileRoute('/qrcode')({
  head: () =>
    pageHead(
      title,
      'Créez un QR code vers WattMalin ou vers l’adresse de votre choix, généré dans votre navigateur sans envoyer de données.',
    ),
  component: QrCodePage,
})

function QrCodePage() {
  return (
    <>
      <PageHeader title={title} intro="Téléchargez le QR code officiel ou créez le vôtre, aux couleurs et à la taille de votre choix." />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />
      <Container className={styles.page}>
        <p className={styles.privacy}>
          <Icon icon={ShieldCheck} size="xl" className={styles.privacyIcon} />
          <span>
            Vos QR codes sont créés dans votre navigateur : <strong>aucune donnée n’est envoyée à nos serveurs</strong>.
          </span>
        </p>
        <Tabs defaultValue="officiel">
          <TabsList aria-label="Type de QR code">
            <TabsTrigger value="officiel" className={styles.tab}>
              QR code officiel
            </TabsTrigger>
            <TabsTrigger value="personnalise" className={styles.tab}>
              QR code personnalisé
            </TabsTrigger>
          </TabsList>
          <TabsContent value="officiel">
            <OfficialQr />
          </TabsContent>
          <TabsContent value="personnalise">
            <CustomQr />
          </TabsContent>
        </Tabs>
      </Container>
    </>
  )
}
