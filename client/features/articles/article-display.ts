import type { IconNode } from 'lucide'
import { BookOpen, FileText, FlaskConical, Leaf, Lightbulb, ListChecks, Newspaper, PiggyBank } from 'lucide'

/** The known categories, each with its own icon; any other category gets DEFAULT_CATEGORY_ICON. */
export const CATEGORY_ICONS: Readonly<Record<string, IconNode>> = {
  Guides: BookOpen,
  Conseils: Lightbulb,
  'Économies d’énergie': PiggyBank,
  'Énergie verte': Leaf,
  'Conseils pratiques': ListChecks,
  Actualités: Newspaper,
  Test: FlaskConical,
}

export const DEFAULT_CATEGORY_ICON: IconNode = FileText

/** The category of news articles: it adds an illustration caption under the image. */
export const NEWS_CATEGORY = 'Actualité'

/** Straight and typographic apostrophes are the same letter to an editor typing a category. */
function categoryKey(category: string): string {
  return category.normalize('NFC').trim().replace(/'/g, '’')
}

/**
 * The icon of a category: its own for the seven named categories, the default for any other. The
 * singular « Actualité » is not one of the seven (it only adds the image caption), so it gets the
 * default icon like any other unnamed category.
 */
export function categoryIcon(category: string): IconNode {
  return CATEGORY_ICONS[categoryKey(category)] ?? DEFAULT_CATEGORY_ICON
}

export function isNewsCategory(category: string): boolean {
  return categoryKey(category) === NEWS_CATEGORY
}

/** Tag labels longer than `max` characters are cut to `max - 1` plus an ellipsis (on mobile only, where a row of long tags would wrap). */
export function shortenTag(label: string, max = 10): string {
  const characters = Array.from(label)
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : label
}

/** « 5 min de lecture », with a no-break space between the figure and its unit. */
export function readingTimeLabel(minutes: number): string {
  return `${minutes}\u00a0min de lecture`
}
