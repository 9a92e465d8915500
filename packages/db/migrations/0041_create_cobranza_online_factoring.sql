-- Cobranza Online and factoring (platform spec §2.5, §3, §4, §7).

-- Factoring active, inactive or unknown (null), as cobranza_online_active (0001).
ALTER TABLE businesses ADD COLUMN factoring_active boolean;

-- The debts a business sent to Cobranza Online: one per invoice (sending it again is refused), with
-- the debtor's data as sent and the service's own id for it. `channel` names the adapter that took
-- it ('local': recorded in the portal only; 'http': the service's API).
CREATE TABLE cobranza_online_debts (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  due_date date,
  description text,
  debtor jsonb NOT NULL,
  state text NOT NULL DEFAULT 'sent' CHECK (state IN ('sent')),
  channel text NOT NULL,
  external_id text NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, invoice_id)
);

-- "Contact me" requests sent to the factoring partner, with the simulation the user saw.
CREATE TABLE factoring_requests (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  simulation jsonb NOT NULL,
  partner_email text NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX factoring_requests_invoice_idx ON factoring_requests (business_id, invoice_id);
