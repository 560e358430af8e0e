/** Polls `${origin}/api/health` until it answers 2xx, or throws once `deadline` (epoch ms) has passed. */
export async function waitForHealth(origin: string, deadline: number, what = 'The local Worker'): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not answer on ${origin} in time`)
}
