/**
 * Every article illustration is drawn at 1200 × 630 (the Open Graph size): the width and height
 * attributes let the browser reserve the space before the file arrives.
 */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 630 } as const
