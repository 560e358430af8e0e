import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide'
import { site } from '../../config/site.ts'
import { listPages } from '../../content/page-names.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import { article as articleData } from '../../lib/structured-data.ts'
import { buttonLinkClass, ExternalLinkButton } from '../../ui/button.tsx'
import { Container } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { articleQuery } from './api.ts'
import { ArticleHtml } from './article-body.tsx'
import { isNewsCategory } from './article-display.ts'
import { ArticleFaqSection } from './article-faq.tsx'
import { ARTICLE_IMAGE_SIZE } from './article-image.ts'
import { ArticleCategory, ArticleMeta } from './article-meta.tsx'
import { ArticleTags } from './article-tags.tsx'
import type { ArticleBackLink } from './article-route.ts'
import * as styles from './article-page.css.ts'
import { Icon } from '../../ui/icon.tsx'

function BackLink({ back }: { back: ArticleBackLink }) {
  return (
    <Link to={back.to} className={styles.backLink}>
      <Icon icon={ArrowLeft} size="md" className={styles.backIcon} />
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
            updatedAt={article.updatedAt}
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
