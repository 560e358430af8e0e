-- Callback requests: the only thing visitors write.
CREATE TABLE callback_requests (
  id TEXT PRIMARY KEY,                      -- UUID returned to the client
  created_at TEXT NOT NULL,                 -- ISO 8601, UTC
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_number TEXT NOT NULL,               -- as typed (trimmed)
  phone_e164 TEXT NOT NULL,                 -- normalised, +33…
  email TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('widget', 'home', 'page')),
  privacy_notice_version TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,              -- one per submission; NULL when the client sent none
  request_hash TEXT NOT NULL                -- SHA-256 of the validated body, to detect a reused key
);

CREATE INDEX callback_requests_created_at ON callback_requests (created_at);
