import { serializeJsonLd, type JsonLdDocument } from '../lib/json-ld.ts'

/**
 * One schema.org document as <script type="application/ld+json">, rendered in the page body where the
 * data it describes is shown: a prerendered page carries it in its HTML, and hydration finds the same
 * text in place (the output depends on `data` only).
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
