export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'copy-failed'

type ShareNavigator = {
  share?: ((data: ShareData) => Promise<void>) | undefined
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined
}

/**
 * Opens the device's share sheet when there is one; otherwise (or when sharing fails for another
 * reason than the visitor closing it) copies the address to the clipboard. Never throws.
 */
export async function shareLink(nav: ShareNavigator, data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    if (!nav.clipboard) return 'copy-failed'
    await nav.clipboard.writeText(data.url)
    return 'copied'
  } catch {
    return 'copy-failed'
  }
}
