import { createFileRoute } from '@tanstack/react-router'
import { ArticleNotFound, ArticlePage } from '../features/articles/article-page.tsx'
import { articleRoute, type ArticleBackLink } from '../features/articles/article-route.ts'

const back: ArticleBackLink = { to: '/', label: 'Retour à l’accueil' }

export const Route = createFileRoute('/actualite/$slug')({
  ...articleRoute(),
  component: () => <ArticlePage slug={Route.useParams().slug} back={back} />,
  notFoundComponent: () => <ArticleNotFound back={back} />,
  errorComponent: () => <ArticleNotFound back={back} />,
})
