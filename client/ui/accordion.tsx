import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { Accordion as AccordionPrimitive } from 'radix-ui'
import { ChevronDown } from 'lucide'
import { useIsMobile } from '../lib/use-media-query.ts'
import { Button } from './button.tsx'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import * as styles from './accordion.css.ts'

export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root>

/**
 * An accordion (Radix). `type="single"` is collapsible unless `collapsible={false}`; `type="multiple"`
 * lets several items stay open.
 */
export function Accordion(props: AccordionProps) {
  const className = cx(styles.root, props.className)
  return props.type === 'single' ? (
    <AccordionPrimitive.Root collapsible {...props} className={className} />
  ) : (
    <AccordionPrimitive.Root {...props} className={className} />
  )
}

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item>

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <AccordionPrimitive.Item className={cx(styles.item, className)} {...props} />
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Heading level wrapping the trigger, to fit the page outline. Default h3. */
  as?: 'h2' | 'h3'
  /** Class of the heading element. */
  headingClassName?: string
}

/** The item's button inside a heading, with a chevron that turns when open. */
export function AccordionTrigger({
  as: Heading = 'h3',
  headingClassName,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className={cx(styles.header, headingClassName)}>
        <AccordionPrimitive.Trigger className={cx(styles.trigger, className)} {...props}>
          <span>{children}</span>
          <Icon icon={ChevronDown} size="lg" className={styles.chevron} />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>

/** The item's panel; its height animates (not under reduced motion). */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content className={cx(styles.content, className)} {...props}>
      <div className={styles.contentInner}>{children}</div>
    </AccordionPrimitive.Content>
  )
}

export type FaqItem = {
  id: string
  question: string
  answer: ReactNode
}

export type FaqAccordionProps = {
  items: readonly FaqItem[]
  /**
   * single: one open at a time (collapsible); multiple: independent items; responsive: several open on
   * desktop, one at a time under 768 px (on a phone, one open answer keeps the list short enough to scan).
   */
  type: 'single' | 'multiple' | 'responsive'
  /** How many questions show before "Voir plus de questions". Default 5. */
  initialVisible?: number
  /** Heading level of each question. Default h3. */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

function renderFaqItems(items: readonly FaqItem[], headingLevel: 'h2' | 'h3') {
  return items.map((item) => (
    <AccordionItem key={item.id} value={item.id}>
      <AccordionTrigger as={headingLevel}>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ))
}

/**
 * A list of questions and answers. Past `initialVisible` items, the rest hide behind a disclosure button
 * ("Voir plus de questions" / "Voir moins de questions") with aria-expanded and aria-controls.
 */
export function FaqAccordion({
  items,
  type,
  initialVisible = 5,
  headingLevel = 'h3',
  className,
}: FaqAccordionProps) {
  const [expanded, setExpanded] = useState(false)
  const moreId = useId()
  const isMobile = useIsMobile()
  const mode = type === 'responsive' ? (isMobile ? 'single' : 'multiple') : type
  const visible = items.slice(0, initialVisible)
  const rest = items.slice(initialVisible)
  const hasMore = rest.length > 0

  const list = (
    <>
      {renderFaqItems(visible, headingLevel)}
      {hasMore ? (
        // Always in the DOM so aria-controls points at it; its items mount only when expanded, which
        // keeps hidden triggers out of the accordion's arrow-key navigation.
        <div id={moreId} className={styles.faqMore} hidden={!expanded}>
          {expanded ? renderFaqItems(rest, headingLevel) : null}
        </div>
      ) : null}
    </>
  )

  return (
    <div className={cx(styles.faq, className)}>
      {mode === 'single' ? (
        // The key remounts the list when the mode flips, since Radix cannot change type in place.
        <Accordion key="single" type="single" className={styles.faqList}>
          {list}
        </Accordion>
      ) : (
        <Accordion key="multiple" type="multiple" className={styles.faqList}>
          {list}
        </Accordion>
      )}
      {hasMore ? (
        <Button
          tone="secondary"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Voir moins de questions' : 'Voir plus de questions'}
        </Button>
      ) : null}
    </div>
  )
}
