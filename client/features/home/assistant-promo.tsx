import { useId, useState, type ReactNode } from 'react'
import type { HousingType } from './lower-sections-copy.ts'
import { NativeRadioGroup } from '../../ui/native-radio-group.tsx'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { chatScriptFor, HOUSING_TYPES } from './chat-script.ts'
import * as styles from './assistant-promo.css.ts'

/**
 * The conversational assistant's promotion: a pitch (title, text, actions from the caller) and a
 * simulated chat whose script follows the housing type picked. Nothing is sent anywhere.
 */
export function AssistantPromo({
  assistantName,
  title,
  titleId,
  children,
}: {
  assistantName: string
  title: string
  titleId: string
  children: ReactNode
}) {
  const [housing, setHousing] = useState<HousingType>('appartement')
  const choiceId = useId()
  const script = chatScriptFor(housing)

  return (
    <div className={styles.layout}>
      <div className={styles.pitch}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className={styles.choice}>
          <p id={choiceId} className={styles.choiceLabel}>
            Essayez : votre logement est…
          </p>
          <NativeRadioGroup labelledBy={choiceId} options={HOUSING_TYPES} value={housing} onChange={setHousing} />
        </div>
      </div>

      <figure className={styles.chat} aria-label={`Exemple de conversation avec ${assistantName}`} data-housing={housing}>
        <div className={styles.chatHead}>
          <span className={styles.avatar} aria-hidden="true">
            {assistantName.charAt(0)}
          </span>
          <div>
            <p>
              <strong>{assistantName}</strong>
            </p>
            <p className={styles.status}>Assistante virtuelle, en ligne</p>
          </div>
        </div>
        <ol className={styles.messages}>
          {script.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a script's messages are fixed and only ever appended, so a place is their identity.
            <li key={`${housing}-${index}`} className={message.from === 'assistant' ? styles.fromAssistant : styles.fromVisitor}>
              <span className={srOnly}>{message.from === 'assistant' ? `${assistantName} : ` : 'Vous : '}</span>
              {message.text}
            </li>
          ))}
        </ol>
      </figure>
    </div>
  )
}
