-- Shared data of the collections areas: clients and providers (the counterparts of a business's sales and
-- purchases), their contacts, and the collection timeline of a sales invoice. The clients area
-- (apps/api/src/features/clients) owns counterparts and contacts; the collections area owns
-- collection_events and invoices.collection_state; reminders write to the same timeline.

-- A client is the counterpart of a sale, a provider of a purchase: one row per (business, kind,
-- RUT), made from the invoices when they are imported and editable afterwards. The RUT is stored
-- as the invoices store counterpart_rut (body-DV, upper-case K).
CREATE TABLE counterparts (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('client', 'provider')),
  rut text NOT NULL,
  business_name text NOT NULL DEFAULT '',
  fantasy_name text,
  activity text,
  address text,
  commune text,
  -- Default due date of this client's new invoices: issue date + days_to_pay (null: the business's).
  days_to_pay integer CHECK (days_to_pay IS NULL OR days_to_pay BETWEEN 0 AND 365),
  needs_buy_order boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT counterparts_key UNIQUE (business_id, kind, rut)
);

-- What a contact is for (the spec's contact_types): the reminders' "contact type" picks them.
CREATE TABLE contact_types (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL
);
INSERT INTO contact_types (id, key, name) VALUES
  (1, 'collections', 'Cobranza'),
  (2, 'payments', 'Pagos'),
  (3, 'commercial', 'Comercial'),
  (4, 'accounting', 'Contabilidad'),
  (5, 'legal', 'Representante legal'),
  (6, 'other', 'Otro');

CREATE TABLE contacts (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  counterpart_id bigint NOT NULL REFERENCES counterparts (id) ON DELETE CASCADE,
  contact_type_id integer REFERENCES contact_types (id),
  area text,
  name text NOT NULL,
  last_name text,
  rut text,
  email text,
  -- Further addresses of the same person (the spec's emails).
  emails text[] NOT NULL DEFAULT '{}',
  phone text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_counterpart_idx ON contacts (business_id, counterpart_id);

-- Where an unpaid sale stands in collection: none yet, notified (at least one debt notice or
-- reminder sent), judicial (escalated). Paying it does not erase the state; the timeline says when.
ALTER TABLE invoices ADD COLUMN collection_state text NOT NULL DEFAULT 'none'
  CHECK (collection_state IN ('none', 'notified', 'judicial'));
-- Normal debt notices sent: judicial collection needs at least 2.
ALTER TABLE invoices ADD COLUMN notice_count integer NOT NULL DEFAULT 0;

-- One timeline per invoice and per client ("Historial de cobranza"): every notice, reminder,
-- bounce, payment after collection began and escalation.
CREATE TABLE collection_events (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  -- The client's RUT (invoices.counterpart_rut), so the client's timeline is one index read.
  client_rut text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('notice', 'reminder', 'bounce', 'payment', 'judicial', 'cobranza_online')),
  -- notice/reminder: the addresses written to; reminder: its type and step; judicial: the letter.
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collection_events_invoice_idx ON collection_events (business_id, invoice_id, created_at);
CREATE INDEX collection_events_client_idx ON collection_events (business_id, client_rut, created_at);

-- The clients and providers of the invoices already stored (the newest name wins).
INSERT INTO counterparts (business_id, kind, rut, business_name)
SELECT DISTINCT ON (business_id, direction, counterpart_rut)
       business_id, CASE direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END, counterpart_rut, counterpart_name
  FROM invoices
 ORDER BY business_id, direction, counterpart_rut, issue_date DESC, id DESC;

-- Every address the portal writes to on a business's behalf (clients' contacts, the business's
-- users), with the random token of the unsubscribe link every such mail carries. An address that
-- unsubscribed gets no more reminders, summaries or notices of that business (preferences decide
-- the details: apps/api/src/features/notification-preferences).
CREATE TABLE mail_recipients (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- Lower-cased and trimmed.
  address text NOT NULL,
  token text NOT NULL UNIQUE,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mail_recipients_key UNIQUE (business_id, address)
);
