-- The durable job queue (apps/api/src/features/jobs): everything that must happen later or again.
-- Workers claim rows with FOR UPDATE SKIP LOCKED and hold them by a lease (locked_by, locked_until):
-- a worker that dies leaves its job to be claimed again once the lease expires.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  business_id bigint REFERENCES businesses (id) ON DELETE CASCADE,
  -- queued: waits for run_at; running: leased; failed: an attempt failed, retried at run_at
  -- (exponential backoff); done; dead: out of attempts or discarded, kept for the operator.
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  -- One job per key, ever: enqueueing a key again does nothing (a scheduled run per interval,
  -- a mail per outbox row).
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

-- What workers look at: jobs not yet finished, by when they are due.
CREATE INDEX jobs_open ON jobs (run_at, id) WHERE state IN ('queued', 'failed', 'running');
CREATE INDEX jobs_state ON jobs (state, id);
CREATE INDEX jobs_business ON jobs (business_id) WHERE business_id IS NOT NULL;

-- The mail outbox: a message is written here in the transaction that causes it; with SMTP a job
-- sends it and stamps sent_at (without SMTP it stays here, for the development mailbox).
ALTER TABLE outbox_emails ADD COLUMN sent_at timestamptz;
