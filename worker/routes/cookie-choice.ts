import { Hono } from 'hono'
import {
  COOKIE_CHOICE_ACTION,
  COOKIE_CHOICE_ANCHOR,
  COOKIE_CHOICES,
  COOKIE_PAGE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
} from '#contract/cookie-choice'
import { isCrossSiteRequest } from '../http/callback-guards.ts'

/**
 * « Gestion des cookies » without JavaScript: the /cookies page's form posts the choice here; it is kept
 * in a cookie set by the server (no script could store it), and the visitor goes back to the page.
 */
export const cookieChoice = new Hono<{ Bindings: Cloudflare.Env }>()

cookieChoice.post(COOKIE_CHOICE_ACTION, async (c) => {
  if (isCrossSiteRequest(c)) return c.text('Les demandes venant d’un autre site sont refusées.', 403)
  const body = await c.req.parseBody()
  const choice = COOKIE_CHOICES.find((value) => value === body.choice)
  if (!choice) return c.text('Choix inconnu : « accepted » ou « refused ».', 400)
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : ''
  c.header('Set-Cookie', `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`)
  c.header('Cache-Control', 'no-store')
  return c.redirect(`${COOKIE_PAGE}#${COOKIE_CHOICE_ANCHOR}`, 303)
})
cookieChoice.get(COOKIE_CHOICE_ACTION, (c) => c.redirect(COOKIE_PAGE, 303))
