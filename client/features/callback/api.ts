import { useMutation } from '@tanstack/react-query'
import type { CallbackCreated, CallbackSource } from '#contract/callback-request'
import type { CallbackFields } from '#contract/callback-fields'
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, PRIVACY_NOTICE_VERSION } from '#contract/constants'
import { apiRequest } from '../../lib/api-client.ts'

export interface CallbackSubmission {
  fields: CallbackFields
  source: CallbackSource
  /** One UUID per submission: a retry of the same submission reuses it, so D1 gets one row. */
  idempotencyKey: string
  /** What filled the bot trap; a person leaves it empty and it is not sent (docs/decisions/0020). */
  trap?: string
}

export function sendCallbackRequest({ fields, source, idempotencyKey, trap }: CallbackSubmission) {
  return apiRequest<CallbackCreated>('/api/callback-requests', {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    json: {
      ...fields,
      source,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
    },
  })
}

export function useSendCallbackRequest() {
  return useMutation({ mutationFn: sendCallbackRequest })
}
