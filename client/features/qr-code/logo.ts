import { site } from '../../config/site.ts'

/**
 * The WattMalin mark (the favicon's green tile and white bolt) as drawing data, in a 32-unit square.
 * It is drawn on the canvas as vector paths, so nothing is loaded: the canvas stays origin-clean for
 * toBlob, and generating a code makes no request.
 */
export const logoMark = {
  viewBox: 32,
  tileRadius: 7,
  tileColor: site.brandColor,
  boltPath: 'M18 4 8 18h7l-2 10 10-14h-7z',
  boltColor: '#FFFFFF',
} as const
