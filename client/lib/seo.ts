import { site } from '../config/site.ts'

/** The head of a page: "<title> | WattMalin" and its meta description. */
export function pageHead(title: string, description: string) {
  return {
    meta: [
      { title: title.includes(site.name) ? title : `${title} | ${site.name}` },
      { name: 'description', content: description },
    ],
  }
}
