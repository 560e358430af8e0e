import { site } from '../../config/site.ts'

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\d.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** File name of the official QR code download, e.g. "wattmalin-qr-code-officiel.png". */
export function officialQrFileName(): string {
  return `${slug(site.name)}-qr-code-officiel.png`
}

/** Local calendar date as YYYY-MM-DD: the visitor's "today", not UTC's. */
function isoLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** File name of a custom QR code: its host and the date, e.g. "qr-code-www.wattmalin.fr-2026-11-22.png". */
export function customQrFileName(host: string, date: Date): string {
  // IPv6 hosts come bracketed ("[::1]"): keep file names to safe characters.
  const safeHost = slug(host) || 'adresse'
  return `qr-code-${safeHost}-${isoLocalDate(date)}.png`
}
