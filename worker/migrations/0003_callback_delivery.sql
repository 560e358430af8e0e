-- Each request's delivery to the call centre (docs/decisions/0052-callback-delivery-queue.md).
-- Rows stored before this migration are 'pending' with nothing due: they went out by the CSV export,
-- and the sweep never sends them on its own.
ALTER TABLE callback_requests ADD COLUMN delivery_status TEXT NOT NULL DEFAULT 'pending'
  CHECK (delivery_status IN ('pending', 'delivered', 'failed'));
-- POSTs made to the call centre for this request, whatever their outcome.
ALTER TABLE callback_requests ADD COLUMN delivery_attempts INTEGER NOT NULL DEFAULT 0;
-- ISO 8601, UTC: when the call centre first answered 2xx.
ALTER TABLE callback_requests ADD COLUMN delivered_at TEXT;
-- The last attempt's error as a short code (http_503, timeout, network_error…): never personal data.
ALTER TABLE callback_requests ADD COLUMN last_error TEXT;
-- When the scheduled sweep is to put the request on the queue; NULL once a message for it has been
-- consumed (or the sweep has enqueued it). The worker sets it a few minutes ahead at insert, so only
-- a failed enqueue, a consumer far behind or an operator's redelivery leaves a row for the sweep.
ALTER TABLE callback_requests ADD COLUMN enqueue_due_at TEXT;

CREATE INDEX callback_requests_enqueue_due ON callback_requests (enqueue_due_at) WHERE enqueue_due_at IS NOT NULL;
