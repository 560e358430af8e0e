import { useId, useMemo } from 'react'
import type { ArticleFaq } from '#contract/article'
import { faqPage } from '../../lib/structured-data.ts'
import { FaqAccordion, type FaqItem } from '../../ui/accordion.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { ArticleHtml } from './article-body.tsx'
import * as styles from './article-faq.css.ts'

/**
 * The FAQ block the seed cut out of the body, as an accordion under its own heading: several answers
 * open at once on desktop, one at a time on mobile, « Voir plus de questions » past five.
 */
export function ArticleFaqSection({ faq }: { faq: ArticleFaq }) {
  const headingId = useId()
  const items = useMemo<FaqItem[]>(
    () =>
      faq.items.map((item, index) => ({
        id: `question-${index + 1}`,
        question: item.question,
        answer: <ArticleHtml html={item.answerHtml} />,
      })),
    [faq],
  )
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {faq.title}
      </h2>
      <FaqAccordion type="responsive" items={items} headingLevel="h3" />
      <JsonLd data={faqPage(faq.items.map((item) => ({ question: item.question, answer: item.answerHtml })))} />
    </section>
  )
}
