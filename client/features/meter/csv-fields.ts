/** Reading the fields of a CSV line, shared by the Enedis exports' readers. */

export type Separator = ';' | ','

/** `;` when the line has one, else `,` when it has one. */
export const guessSeparator = (line: string): Separator | undefined => (line.includes(';') ? ';' : line.includes(',') ? ',' : undefined)

/** Lower case, no accents, single spaces: « Type de Données » and « TYPE DE DONNEES » are one name. */
export const normalizeName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** Splits on the separator; quotes are rare in the exports, so the quote-aware walk only runs when needed. */
export function splitFields(line: string, separator: Separator): string[] {
  if (!line.includes('"')) return line.split(separator)
  const fields: string[] = []
  let field = ''
  let inQuotes = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (inQuotes) {
      if (c !== '"') field += c
      else if (line[i + 1] === '"') {
        field += '"'
        i++
      } else inQuotes = false
    } else if (c === '"') inQuotes = true
    else if (c === separator) {
      fields.push(field)
      field = ''
    } else field += c
  }
  fields.push(field)
  return fields
}
