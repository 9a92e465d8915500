-- The tables several paperwork areas read, created together so the F29 proposal and its
-- automatic-mode check can rely on them while each area (honorarium tickets, certificate,
-- credentials) adds its own columns, indexes and screens in later migrations.

-- A boleta de honorarios (spec §3 "Honorarium ticket"; SII "Boletas de Honorarios Electrónicas"):
-- received (the business paid a professional) or issued (the business is the professional). The
-- retention is the income-tax withholding (LIR art. 74 N° 2 / art. 42 N° 2) at the year's rate
-- (packages/domain honorarium-retention.ts); who withholds is the receiver when it is a business
-- ('receiver'), otherwise the issuer pays it itself ('issuer'). Amounts in pesos.
CREATE TABLE honorarium_tickets (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('received', 'issued')),
  number bigint NOT NULL CHECK (number > 0),
  issue_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('VIG', 'VCA', 'ANUL', 'ObR')),
  counterpart_rut text NOT NULL CHECK (counterpart_rut ~ '^[0-9]{1,8}-[0-9K]$'),
  counterpart_name text NOT NULL,
  gross_amount bigint NOT NULL CHECK (gross_amount >= 0),
  retention_amount bigint NOT NULL CHECK (retention_amount >= 0 AND retention_amount <= gross_amount),
  net_amount bigint NOT NULL CHECK (net_amount = gross_amount - retention_amount),
  retention_by text NOT NULL CHECK (retention_by IN ('receiver', 'issuer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, kind, counterpart_rut, number),
  UNIQUE (business_id, id)
);
CREATE INDEX honorarium_tickets_period_idx ON honorarium_tickets (business_id, issue_date);

-- The business's digital certificate (.pfx / .p12): at most one per business. What the file says
-- about itself is kept in clear; the file and its password only encrypted (columns added by the
-- certificate area's migration).
CREATE TABLE business_certificates (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL UNIQUE REFERENCES businesses (id) ON DELETE CASCADE,
  holder_name text NOT NULL,
  holder_rut text,
  issuer text NOT NULL,
  not_before timestamptz NOT NULL,
  not_after timestamptz NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A credential of the business for another service (the SII's clave tributaria, Previred…); the
-- secret only encrypted (columns added by the credentials area's migration).
CREATE TABLE business_credentials (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL,
  username text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, name),
  UNIQUE (business_id, id)
);

-- Honorarium tickets and expenses post to the journal too: their areas add the posting.
ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_source_type_check,
  ADD CONSTRAINT journal_lines_source_type_check
    CHECK (source_type IN ('invoice', 'conciliation', 'entry', 'honorarium', 'expense'));
