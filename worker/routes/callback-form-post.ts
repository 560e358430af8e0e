import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  CALLBACK_FORM_ACTION,
  CALLBACK_PAGE_PATH,
  CALLBACK_SENT_PATH,
  FIELD_ERROR_ID,
  FIELD_ERROR_MESSAGE,
  SERVER_MARKUP,
  SERVER_MARKUP_ATTRIBUTE,
  SOURCE_FIELD,
} from '#contract/callback-form-post'
import { CallbackFields } from '#contract/callback-fields'
import { CallbackRequest } from '#contract/callback-request'
import { HONEYPOT_FIELD, PRIVACY_NOTICE_VERSION } from '#contract/constants'
import { isCrossSiteRequest, withinCallbackRateLimit } from '../http/callback-guards.ts'
import { storeCallbackRequest } from '../services/store-callback-request.ts'
import { MAX_CALLBACK_BODY_BYTES } from './callback-requests.ts'

type Env = { Bindings: Cloudflare.Env }

/** The fields a visitor types, in the form's order: their values come back in the form, never in an address. */
const TYPED_FIELDS = Object.keys(CallbackFields.shape) as (keyof typeof CallbackFields.shape)[]

const RATE_LIMITED = 'Trop de demandes. Veuillez réessayer dans une minute.'
const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer.'

/**
 * The callback form posted by the browser itself (JavaScript off, or not started yet): the same checks
 * and the same store as POST /api/callback-requests, answered in HTML. A stored request gets a 303 to
 * the confirmation page (reloading it sends nothing again); anything else, the page with the form again,
 * its values and its messages. Both answers are the prerendered /rappel page rewritten, without the
 * app's entry: it is not the page the app would hydrate, and the form works as it is.
 */
export const callbackFormPost = new Hono<Env>()

callbackFormPost.post(
  CALLBACK_FORM_ACTION,
  async (c, next) => {
    if (isCrossSiteRequest(c)) return plain(c, 403, 'Les demandes venant d’un autre site sont refusées.')
    await next()
  },
  async (c, next) => {
    const type = c.req.header('Content-Type') ?? ''
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) {
      return plain(c, 415, 'Le formulaire doit être envoyé par le navigateur.')
    }
    await next()
  },
  bodyLimit({ maxSize: MAX_CALLBACK_BODY_BYTES, onError: (c) => plain(c, 413, 'La demande est trop volumineuse.') }),
  async (c) => {
    const body = await c.req.parseBody()
    const text = (name: string): string | undefined => {
      const value = body[name]
      return typeof value === 'string' && value !== '' ? value : undefined
    }
    const typed = Object.fromEntries(TYPED_FIELDS.map((name) => [name, text(name) ?? '']))
    // Every post counts, valid or not, as on the API.
    if (!(await withinCallbackRateLimit(c))) {
      c.header('Retry-After', '60')
      return formAgain(c, 429, typed, {}, RATE_LIMITED)
    }
    // An empty field is a missing one, as the app's form reads it: the field's own "enter your …" message.
    const parsed = CallbackRequest.safeParse({
      ...Object.fromEntries(TYPED_FIELDS.map((name) => [name, text(name)])),
      source: text(SOURCE_FIELD) ?? 'page',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    })
    if (!parsed.success) {
      const messages: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '')
        // One message a field, the first rule broken, as the app's form shows it.
        messages[name] ??= issue.message
      }
      const fieldMessages = Object.fromEntries(TYPED_FIELDS.flatMap((name) => (messages[name] ? [[name, messages[name]]] : [])))
      // A source or notice the page never sends: the form's own failure, not a field's.
      const other = Object.keys(fieldMessages).length === 0 ? Object.values(messages)[0] : undefined
      return formAgain(c, 400, typed, fieldMessages, other)
    }
    const outcome = await storeCallbackRequest(c.env, c.executionCtx, parsed.data, null)
    if (outcome.kind === 'unavailable') {
      c.header('Retry-After', '5')
      return formAgain(c, 503, typed, {}, UNAVAILABLE)
    }
    c.header('Cache-Control', 'no-store')
    return c.redirect(CALLBACK_SENT_PATH, 303)
  },
)
// Only a post sends the form; an address typed or reloaded goes back to the page.
callbackFormPost.get(CALLBACK_FORM_ACTION, (c) => c.redirect(CALLBACK_PAGE_PATH, 303))

callbackFormPost.get(CALLBACK_SENT_PATH, async (c) => {
  const page = await callbackPage(c)
  if (!page) return plain(c, 503, UNAVAILABLE)
  const sent = page.markup.get(SERVER_MARKUP.sent) ?? ''
  return serve(
    c,
    200,
    page.rewriter.on('section[aria-labelledby="rappel-formulaire"]', {
      element: (section) => void section.setInnerContent(sent, { html: true }),
    }),
    page.response,
  )
})

function plain(c: Context, status: 403 | 413 | 415 | 503, message: string): Response {
  c.header('Cache-Control', 'no-store')
  return c.text(message, status)
}

/** The page with the form again: each value as typed, each field's message under it, the form's own above. */
async function formAgain(
  c: Context<Env>,
  status: 400 | 429 | 503,
  typed: Record<string, string>,
  fieldMessages: Record<string, string>,
  formMessage?: string,
): Promise<Response> {
  const page = await callbackPage(c)
  if (!page) return plain(c, 503, UNAVAILABLE)
  const fieldError = page.markup.get(SERVER_MARKUP.fieldError) ?? ''
  const formError = page.markup.get(SERVER_MARKUP.formError) ?? ''
  let rewriter = page.rewriter
  if (formMessage) {
    rewriter = rewriter.on(`main form[action="${CALLBACK_FORM_ACTION}"]`, {
      element: (form) => void form.prepend(formError.replace(FIELD_ERROR_MESSAGE, escapeHtml(formMessage)), { html: true }),
    })
  }
  for (const name of TYPED_FIELDS) {
    rewriter = rewriter.on(`main form[action="${CALLBACK_FORM_ACTION}"] input[name="${name}"]`, {
      element(input) {
        input.setAttribute('value', typed[name] ?? '')
        const message = fieldMessages[name]
        if (!message) return
        const errorId = `${input.getAttribute('id') ?? name}-error`
        const describedBy = [input.getAttribute('aria-describedby'), errorId].filter(Boolean).join(' ')
        input.setAttribute('aria-invalid', 'true')
        input.setAttribute('aria-describedby', describedBy)
        input.setAttribute('aria-errormessage', errorId)
        input.after(fieldError.replace(FIELD_ERROR_ID, errorId).replace(FIELD_ERROR_MESSAGE, escapeHtml(message)), { html: true })
      },
    })
  }
  return serve(c, status, rewriter, page.response)
}

interface CallbackPage {
  response: Response
  markup: Map<string, string>
  rewriter: HTMLRewriter
}

/**
 * The prerendered /rappel page, its server templates read, and a rewriter that takes them out, marks
 * the page as one search engines leave alone, and keeps the app from starting on it.
 */
async function callbackPage(c: Context<Env>): Promise<CallbackPage | null> {
  const asset = await c.env.ASSETS.fetch(new URL(CALLBACK_PAGE_PATH, c.req.url))
  if (!asset.ok) return null
  const html = await asset.text()
  const markup = new Map<string, string>()
  for (const match of html.matchAll(new RegExp(`<template ${SERVER_MARKUP_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</template>`, 'g'))) {
    if (match[1] && match[2] !== undefined) markup.set(match[1], match[2])
  }
  const rewriter = new HTMLRewriter()
    .on(`template[${SERVER_MARKUP_ATTRIBUTE}]`, { element: (template) => void template.remove() })
    .on('head', { element: (head) => void head.append('<meta name="robots" content="noindex"/>', { html: true }) })
    .on('script[data-app-entry]', {
      element(script) {
        // The start script stays (connection notices, cookie banner); the app, whose state is the page
        // before the post, does not start over this one.
        script.removeAttribute('data-app-entry')
        script.removeAttribute('data-app-preload')
      },
    })
  return { response: new Response(html, { headers: asset.headers }), markup, rewriter }
}

function serve(c: Context<Env>, status: number, rewriter: HTMLRewriter, page: Response): Response {
  const rewritten = rewriter.transform(page)
  const headers = new Headers(rewritten.headers)
  headers.set('Cache-Control', 'no-store')
  headers.delete('ETag')
  headers.delete('Content-Length')
  const retryAfter = c.res.headers.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return new Response(rewritten.body, { status, headers })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
