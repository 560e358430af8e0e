import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, notFound } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { Article } from '#contract/article'
import { site } from '../../config/site.ts'
import { listPages } from '../../content/page-names.ts'
import { ApiRequestError } from '../../lib/api-client.ts'
import { pageHead } from '../../lib/seo.ts'
import { article as articleData, breadcrumbList } from '../../lib/structured-data.ts'
import { buttonLinkClass, ExternalLinkButton } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld.tsx'
import { articleQuery } from './api.ts'
import { ArticleHtml } from './article-body.tsx'
import { isNewsCategory } from './article-display.ts'
import { ArticleFaqSection } from './article-faq.tsx'
import { ARTICLE_IMAGE_SIZE } from './article-image.ts'
import { ArticleCategory, ArticleMeta } from './article-meta.tsx'
import { ArticleTags } from './article-tags.tsx'
import * as styles from './article-page.css.ts'

/** Where the back link of an article page leads: /conseils for the first prefix, home for the others. */
export interface ArticleBackLink {
  to: '/' | '/conseils'
  label: string
}

/** The loader of the three article routes: an unknown slug is a not-found, not an error. */
export async function loadArticle(queryClient: QueryClient, slug: string): Promise<Article> {
  try {
    return await queryClient.ensureQueryData(articleQuery(slug))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}

export function articleHead(article: Article | undefined) {
  return article
    ? pageHead(article.title, article.excerpt)
    : pageHead('Article non trouvé', 'Cet article n’existe pas ou a été déplacé.')
}

function BackLink({ back }: { back: ArticleBackLink }) {
  return (
    <Link to={back.to} className={styles.backLink}>
      <ArrowLeft aria-hidden="true" focusable="false" className={styles.backIcon} />
      {back.label}
    </Link>
  )
}

export function ArticlePage({ slug, back }: { slug: string; back: ArticleBackLink }) {
  const { data: article } = useSuspenseQuery(articleQuery(slug))
  const { image } = article
  return (
    <Container>
      {/* Whatever prefix the article was reached by, its trail and address are those under /conseils. */}
      <JsonLd data={articleData(article)} />
      <JsonLd data={breadcrumbList([listPages.advice, { name: article.title, path: `/conseils/${article.slug}` }])} />
      <article className={styles.column}>
        <BackLink back={back} />
        <header className={styles.header}>
          <ArticleCategory category={article.category} />
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.excerpt}>{article.excerpt}</p>
          <ArticleMeta
            publishedAt={article.publishedAt}
            authorName={article.authorName}
            readingMinutes={article.readingMinutes}
          />
          <ArticleTags tags={article.tags} />
        </header>
        {image ? (
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={image.src}
              alt={image.alt}
              width={ARTICLE_IMAGE_SIZE.width}
              height={ARTICLE_IMAGE_SIZE.height}
              // The page's largest paint: fetched first, found in the prerendered HTML.
              fetchPriority="high"
            />
            {isNewsCategory(article.category) ? (
              <figcaption className={styles.caption}>{`Illustration\u00a0: ${image.alt}`}</figcaption>
            ) : null}
          </figure>
        ) : null}
        <ArticleHtml html={article.content} className={styles.body} />
        {article.faq ? <ArticleFaqSection faq={article.faq} /> : null}
        <footer className={styles.footer}>
          <BackLink back={back} />
          <ExternalLinkButton href={site.simulationUrl} tone="primary">
            Simuler mes économies
          </ExternalLinkButton>
        </footer>
      </article>
    </Container>
  )
}

export function ArticleNotFound({ back }: { back: ArticleBackLink }) {
  return (
    <Container>
      <div className={styles.notFound} role="alert">
        <h1 className={styles.notFoundTitle}>Article non trouvé</h1>
        <p>Désolé, l’article que vous recherchez n’existe pas ou a été déplacé.</p>
        <Link to={back.to} className={buttonLinkClass({ tone: 'primary' })}>
          {back.label}
        </Link>
      </div>
    </Container>
  )
}
