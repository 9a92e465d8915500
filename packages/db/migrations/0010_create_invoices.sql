-- Sales (VENTA) and purchases (COMPRA): SII tax documents of a business.

CREATE TABLE invoicing_accounts (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL,
  account_number text NOT NULL,
  UNIQUE (business_id, account_number)
);

CREATE TABLE invoice_imports (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('rcv', 'dte', 'sync')),
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  new_count integer NOT NULL DEFAULT 0,
  updated_count integer NOT NULL DEFAULT 0,
  unchanged_count integer NOT NULL DEFAULT 0,
  rejected_count integer NOT NULL DEFAULT 0,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_imports_business_idx ON invoice_imports (business_id, created_at DESC);

CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('VENTA', 'COMPRA')),
  doc_type integer NOT NULL CHECK (doc_type > 0),
  folio bigint NOT NULL CHECK (folio > 0 AND folio < 10000000000),
  issuer_rut text NOT NULL,
  issuer_name text NOT NULL DEFAULT '',
  receiver_rut text NOT NULL,
  receiver_name text NOT NULL DEFAULT '',
  -- The other party: the client of a sale, the provider of a purchase.
  counterpart_rut text NOT NULL,
  counterpart_name text NOT NULL DEFAULT '',
  issue_date date NOT NULL,
  reception_date date,
  period integer NOT NULL CHECK (period BETWEEN 190001 AND 299912),
  sii_due_date date,
  internal_due_date date,
  net_amount bigint NOT NULL DEFAULT 0,
  exempt_amount bigint NOT NULL DEFAULT 0,
  iva_amount bigint NOT NULL DEFAULT 0,
  other_taxes bigint NOT NULL DEFAULT 0,
  total_amount bigint NOT NULL,
  -- Credit notes count negative in every sum.
  signed_total bigint NOT NULL,
  payed boolean NOT NULL DEFAULT false,
  payed_at timestamptz,
  estado text CHECK (estado IS NULL OR estado IN ('Aceptada', 'Rechazada')),
  accuse_type text CHECK (accuse_type IS NULL OR accuse_type IN ('ACD', 'RCD')),
  acknowledged_at timestamptz,
  invoicing_account_id bigint REFERENCES invoicing_accounts (id) ON DELETE SET NULL,
  bm_movement_id bigint,
  conciliated boolean NOT NULL DEFAULT false,
  items jsonb NOT NULL DEFAULT '[]'::jsonb,
  doc_references jsonb NOT NULL DEFAULT '[]'::jsonb,
  source text NOT NULL DEFAULT 'rcv' CHECK (source IN ('rcv', 'dte', 'sync', 'seed')),
  content_hash text NOT NULL,
  last_import_id bigint REFERENCES invoice_imports (id) ON DELETE SET NULL,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_document_key UNIQUE (business_id, direction, doc_type, issuer_rut, folio),
  CONSTRAINT invoices_total_sign CHECK (signed_total = total_amount OR signed_total = -total_amount)
);

-- expiration_date_changes: every change of the internal due date, so one can go back to it.
CREATE TABLE invoice_due_date_changes (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  previous_date date,
  expire_date date NOT NULL,
  changed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_due_date_changes_invoice_idx ON invoice_due_date_changes (invoice_id, id);

CREATE TABLE invoice_comments (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_comments_invoice_idx ON invoice_comments (invoice_id, id);

-- The PDF or image of an invoice, uploaded by the user (bytes in the file store).
CREATE TABLE invoice_files (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_files_invoice_idx ON invoice_files (invoice_id, id DESC);
