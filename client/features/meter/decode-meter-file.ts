/**
 * The file's text: UTF-8 when it is valid UTF-8 (the exports are), else Windows-1252, the encoding a
 * spreadsheet program on Windows writes when a visitor opens the export and saves it again, so that
 * « Données » keeps its accent instead of failing the whole file.
 */
export function decodeMeterFile(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
