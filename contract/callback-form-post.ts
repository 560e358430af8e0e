/**
 * The callback form's door without JavaScript: the form posts here (urlencoded), the worker stores the
 * request as the API does and answers 303 to the confirmation page, or the form again with its
 * messages. Both pages are the prerendered /rappel page, which carries the markup the worker fills in
 * templates named here (the site's own components draw it; the worker has none).
 */
export const CALLBACK_FORM_ACTION = '/rappel/envoyer'
export const CALLBACK_SENT_PATH = '/rappel/merci'
/** The page whose HTML both answers start from. */
export const CALLBACK_PAGE_PATH = '/rappel'
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup'
/** The sent view, and one field's error paragraph with FIELD_ERROR_ID and FIELD_ERROR_MESSAGE to replace. */
export const SERVER_MARKUP = { sent: 'callback-sent', fieldError: 'field-error', formError: 'form-error' } as const
export const FIELD_ERROR_ID = 'server-field-error-id'
export const FIELD_ERROR_MESSAGE = 'server-field-error-message'
/** The form's hidden field naming which of the site's forms sent it. */
export const SOURCE_FIELD = 'source'
