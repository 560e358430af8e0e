import qrcode from 'qrcode-generator'

/** The modules of a QR code: `dark[row][col]`, square, without quiet zone. */
export type QrMatrix = { moduleCount: number; dark: boolean[][] }

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H'

/**
 * qrcode-generator's byte mode keeps the low byte of each UTF-16 unit. Handing it one character per
 * UTF-8 byte encodes any text correctly without replacing the library's global stringToBytes.
 */
function utf8ByteString(text: string): string {
  let out = ''
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte)
  return out
}

/** Encodes text (byte mode, smallest version that fits). Throws when the text is too long for a QR code. */
export function buildQrMatrix(text: string, errorCorrection: ErrorCorrection): QrMatrix {
  const qr = qrcode(0, errorCorrection)
  qr.addData(utf8ByteString(text), 'Byte')
  qr.make()
  const moduleCount = qr.getModuleCount()
  const dark = Array.from({ length: moduleCount }, (_, row) => Array.from({ length: moduleCount }, (_, col) => qr.isDark(row, col)))
  return { moduleCount, dark }
}

/** Like buildQrMatrix, but null when the text does not fit in the largest QR code. */
export function tryBuildQrMatrix(text: string, errorCorrection: ErrorCorrection): QrMatrix | null {
  try {
    return buildQrMatrix(text, errorCorrection)
  } catch {
    return null
  }
}
