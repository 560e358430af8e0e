import { useMutation } from '@tanstack/react-query'
import type { CallbackCreated, CallbackFields, CallbackSource } from '#contract/callback-request'
import { IDEMPOTENCY_HEADER, PRIVACY_NOTICE_VERSION } from '#contract/constants'
import { apiRequest } from '../../lib/api-client.ts'

export interface CallbackSubmission {
  fields: CallbackFields
  source: CallbackSource
  /** One UUID per submission: a retry of the same submission reuses it, so D1 gets one row. */
  idempotencyKey: string
}

export function sendCallbackRequest({ fields, source, idempotencyKey }: CallbackSubmission) {
  return apiRequest<CallbackCreated>('/api/callback-requests', {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    json: { ...fields, source, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
  })
}

export function useSendCallbackRequest() {
  return useMutation({ mutationFn: sendCallbackRequest })
}
