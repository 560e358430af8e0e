/** Result of checking the address typed in the custom QR code form. */
export type QrUrlCheck = { ok: true; text: string; host: string } | { ok: false; message: string }

const SCHEME = /^[a-z][a-z\d+.-]*:/i
/** A domain name (IDN already in punycode), IPv4, or a bracketed IPv6 address. */
const HOST = /^(?:[a-z\d_-]+(?:\.[a-z\d_-]+)*\.?|\[[\da-f:.]+\])$/i

/**
 * Accepts http and https addresses only: a QR code is scanned by a phone that opens it in a browser,
 * so any other scheme (or a typo) would give a code that does nothing. The text encoded is the
 * address as typed (trimmed), so the visitor gets back exactly what they wrote.
 */
export function checkQrUrl(input: string): QrUrlCheck {
  const text = input.trim()
  if (text === '') return { ok: false, message: 'Saisissez l’adresse web à encoder.' }
  if (/\s/.test(text)) {
    // Browsers accept and escape some spaces; in a typed address they are a typo, not intent.
    return { ok: false, message: 'Une adresse web ne contient pas d’espace : vérifiez-la.' }
  }
  if (!SCHEME.test(text)) {
    return { ok: false, message: 'Ajoutez « https:// » au début de l’adresse (par exemple https://www.exemple.fr).' }
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, message: 'Cette adresse n’est pas valide. Vérifiez-la (par exemple https://www.exemple.fr).' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'Seules les adresses commençant par http:// ou https:// sont acceptées.' }
  }
  if (!HOST.test(url.hostname)) {
    return { ok: false, message: 'Cette adresse n’est pas valide. Vérifiez le nom de domaine (par exemple https://www.exemple.fr).' }
  }
  return { ok: true, text, host: url.hostname }
}
