-- Before this migration every attempt cleared a pending row's due time, so a row whose retry message
-- the queue lost stayed pending with nothing due, never sent again. From now on a pending row keeps a
-- due time after each attempt; the rows already stranded (attempted, pending, nothing due) are due
-- now, and the next sweep sends them. Rows never attempted with nothing due were left to the CSV
-- export on purpose (no call centre configured, or stored before delivery existed): they stay as they are.
UPDATE callback_requests
SET enqueue_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE delivery_status = 'pending' AND delivery_attempts > 0 AND enqueue_due_at IS NULL;
