-- Idempotency-Key (plugins/idempotency.ts): the first answer of a retried write, per business and
-- key, so a client that retries (a lost answer, a timeout) gets the same answer and nothing runs
-- twice. status_code is null while the first request runs; locked_until is its lease, renewed
-- while it runs, so a request whose process died does not block the key for more than the lease.
-- Keys are kept 24 hours.
CREATE TABLE idempotency_keys (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  fingerprint text NOT NULL,
  status_code integer,
  content_type text,
  body text,
  locked_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (business_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (business_id, created_at);
