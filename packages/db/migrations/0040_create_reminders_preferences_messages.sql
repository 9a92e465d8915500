-- Collection reminders, notification preferences and the business messages of
-- the dashboard.

-- One row per business and reminder type, made on the first update (until then the type's
-- defaults apply: apps/api/src/features/reminders/README.md). invoice_by_due has no days of its
-- own: its days are the value of the setting invoice_reminders ("Días de anticipación"), so the
-- number lives in one place.
CREATE TABLE reminders (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  reminder_type text NOT NULL CHECK (reminder_type IN ('invoice_issued', 'invoice_by_due', 'invoice_due')),
  active boolean NOT NULL,
  -- Which contacts of the client receive it (contact_types.id).
  contact_type integer NOT NULL REFERENCES contact_types (id),
  days integer CHECK (days BETWEEN 0 AND 60),
  send_every integer NOT NULL CHECK (send_every BETWEEN 1 AND 30),
  send_maximum integer NOT NULL CHECK (send_maximum BETWEEN 1 AND 10),
  weekend_lock boolean NOT NULL,
  payment_link text CHECK (payment_link IS NULL OR length(payment_link) <= 500),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reminders_key UNIQUE (business_id, reminder_type),
  CONSTRAINT reminders_days_source CHECK ((reminder_type = 'invoice_by_due') = (days IS NULL))
);

-- A reminder step sent for an invoice: written in the transaction that queues its mails, so a
-- step is sent exactly once however many workers run and whichever of them dies mid-send.
CREATE TABLE reminder_sends (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  reminder_type text NOT NULL,
  -- 0 for the first mail of the type, 1 for its first repeat, …
  step integer NOT NULL CHECK (step >= 0),
  planned_on date NOT NULL,
  sent_on date NOT NULL,
  addresses text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reminder_sends_key UNIQUE (invoice_id, reminder_type, step)
);
CREATE INDEX reminder_sends_business_idx ON reminder_sends (business_id, sent_on);

-- Per client (invoice_id null) or per invoice: reminders on or off, and for a client the days
-- before the due date of its invoice_by_due reminder (null: the business's).
CREATE TABLE client_notification_configs (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  client_rut text NOT NULL,
  invoice_id bigint REFERENCES invoices (id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  days integer CHECK (days BETWEEN 0 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT client_notification_configs_invoice_days CHECK (invoice_id IS NULL OR days IS NULL)
);
CREATE UNIQUE INDEX client_notification_configs_client_key
  ON client_notification_configs (business_id, client_rut) WHERE invoice_id IS NULL;
CREATE UNIQUE INDEX client_notification_configs_invoice_key
  ON client_notification_configs (business_id, invoice_id) WHERE invoice_id IS NOT NULL;

-- A user's general notification settings: where their mail goes and which they get.
CREATE TABLE user_message_preferences (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email text,
  phone text,
  -- { daily_summary, collection_events, import_finished }: false turns one off; absent is on.
  subscriptions jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The dashboard's "Mensajes" of a business: one row per user of the business, so each has its
-- own read state. Messages without a business (the executive's) keep business_id null.
ALTER TABLE user_messages ADD COLUMN business_id bigint REFERENCES businesses (id) ON DELETE CASCADE;
ALTER TABLE user_messages ADD COLUMN kind text;
ALTER TABLE user_messages ADD COLUMN link text;
CREATE INDEX user_messages_business_idx ON user_messages (user_id, business_id, created_at DESC);
