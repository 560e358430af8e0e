import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { FeaturedArticle } from '#contract/article'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { FeaturedArticles, FeaturedArticlesSkeleton } from './featured-articles.tsx'
import type { ListSlot } from '../../lib/list-slot.ts'
import * as styles from './home-page.css.ts'

function ArticlesFrame({ children }: { children: ReactNode }) {
  return (
    <Section aria-labelledby="conseils-titre">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="conseils-titre" className={styles.sectionTitle}>
            Nos conseils pour payer moins cher
          </h2>
        </div>
        {children}
        <div className={styles.actions}>
          <Link to="/conseils" className={buttonLinkClass({ tone: 'secondary' })}>
            Tous nos conseils
          </Link>
        </div>
      </Container>
    </Section>
  )
}

/** The featured articles: placeholders while they load; the whole section steps aside if they fail. */
export function ArticlesSection({ featuredArticles }: { featuredArticles: ListSlot<FeaturedArticle> }) {
  return (
    <QueryBoundary
      pending={
        <ArticlesFrame>
          <FeaturedArticlesSkeleton />
        </ArticlesFrame>
      }
      failure={() => null}
    >
      {featuredArticles((articles) => (
        <ArticlesFrame>
          <FeaturedArticles articles={articles} />
        </ArticlesFrame>
      ))}
    </QueryBoundary>
  )
}
