-- A request sent without a source is recorded as 'api' (docs/decisions/0021), and the 24-hour check
-- on the phone number reads an index. SQLite cannot change a CHECK constraint: the table is rebuilt,
-- every row copied as it is.
CREATE TABLE callback_requests_next (
  id TEXT PRIMARY KEY,                      -- UUID returned to the client
  created_at TEXT NOT NULL,                 -- ISO 8601, UTC
  first_name TEXT NOT NULL,                 -- trimmed, NFC
  last_name TEXT NOT NULL,                  -- trimmed, NFC
  phone_number TEXT NOT NULL,               -- as typed (trimmed)
  phone_e164 TEXT NOT NULL,                 -- normalised, +33…
  email TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('widget', 'home', 'page', 'api')),
  privacy_notice_version TEXT NOT NULL,     -- a published version, recorded by the worker
  idempotency_key TEXT UNIQUE,              -- one per submission; NULL when the client sent none
  request_hash TEXT NOT NULL                -- SHA-256 of the validated body, to detect a reused key
);

INSERT INTO callback_requests_next
  (id, created_at, first_name, last_name, phone_number, phone_e164, email, source,
   privacy_notice_version, idempotency_key, request_hash)
SELECT id, created_at, first_name, last_name, phone_number, phone_e164, email, source,
       privacy_notice_version, idempotency_key, request_hash
FROM callback_requests;

DROP TABLE callback_requests;
ALTER TABLE callback_requests_next RENAME TO callback_requests;

CREATE INDEX callback_requests_created_at ON callback_requests (created_at);
-- The same number within 24 hours is answered with the first request's id (docs/decisions/0004).
CREATE INDEX callback_requests_phone_recent ON callback_requests (phone_e164, created_at);
