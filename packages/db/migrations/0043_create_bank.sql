-- Bank accounts, imported statements, movements and their reconciliations (platform spec §3 "Bank
-- account", "Bank movement", §4 "Reconciliation", §7 "Bank").

-- An account of a business at one of the 17 banks (domain banks.ts). Numbers are stored as digits.
-- Money of USD/EUR accounts is kept in cents (integer minor units), CLP in pesos.
CREATE TABLE bm_accounts (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bank_code text NOT NULL CHECK (bank_code ~ '^[0-9]{3}$'),
  number text NOT NULL CHECK (number ~ '^[0-9]{3,30}$'),
  name text CHECK (name IS NULL OR length(name) <= 60),
  account_type text CHECK (account_type IS NULL OR account_type IN
    ('checking_account', 'credit_card', 'line_of_credit', 'rut_account', 'savings_account', 'sight_account')),
  currency text NOT NULL DEFAULT 'CLP' CHECK (currency IN ('CLP', 'USD', 'EUR')),
  active boolean NOT NULL DEFAULT true,
  downloaded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, bank_code, number),
  UNIQUE (business_id, id)
);

-- One imported file. The same file again imports nothing new (movements are keyed by bank_ref).
CREATE TABLE bm_statement_imports (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bm_account_id bigint NOT NULL,
  format text NOT NULL CHECK (format IN ('ofx', 'camt053', 'csv')),
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  new_count integer NOT NULL DEFAULT 0,
  unchanged_count integer NOT NULL DEFAULT 0,
  auto_count integer NOT NULL DEFAULT 0,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, bm_account_id) REFERENCES bm_accounts (business_id, id) ON DELETE CASCADE
);
CREATE INDEX bm_statement_imports_account_idx ON bm_statement_imports (bm_account_id, created_at DESC);

-- A movement: signed amount (+ in, − out) in the account's minor units. bank_ref is the bank's own
-- id (FITID, AcctSvcrRef) or a hash of date, amount, description and running balance.
-- `marked` is reconciled by hand without documents (own transfers, fees); `conciliated` is marked or
-- covered in full by its reconciliations; `suggestions` the automatic matching's proposals.
CREATE TABLE bm_movements (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bm_account_id bigint NOT NULL,
  bank_ref text NOT NULL CHECK (length(bank_ref) BETWEEN 1 AND 200),
  post_date date NOT NULL,
  value_date date,
  amount bigint NOT NULL,
  description text NOT NULL DEFAULT '',
  counterparty_name text,
  reference text,
  movement_type text,
  balance bigint,
  marked boolean NOT NULL DEFAULT false,
  conciliated boolean NOT NULL DEFAULT false,
  conciliated_amount bigint NOT NULL DEFAULT 0 CHECK (conciliated_amount >= 0),
  with_expense boolean NOT NULL DEFAULT false,
  suggestions jsonb NOT NULL DEFAULT '[]'::jsonb,
  suggestions_count integer NOT NULL DEFAULT 0,
  search_text text NOT NULL DEFAULT '',
  import_id bigint REFERENCES bm_statement_imports (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, bm_account_id) REFERENCES bm_accounts (business_id, id) ON DELETE CASCADE,
  UNIQUE (bm_account_id, bank_ref),
  UNIQUE (business_id, id)
);
-- The list: newest first, optionally per account or by reconciled state.
CREATE INDEX bm_movements_list_idx ON bm_movements (business_id, post_date DESC, id DESC);
CREATE INDEX bm_movements_account_idx ON bm_movements (business_id, bm_account_id, post_date DESC, id DESC);
CREATE INDEX bm_movements_state_idx ON bm_movements (business_id, conciliated, post_date DESC, id DESC);

-- A movement's amount applied to a document (an invoice; expenses, entries and honorarium tickets
-- when their areas exist). `settled` says this reconciliation marked the invoice paid, so undoing
-- it reverts exactly that and leaves an invoice the user marked paid by hand as it was.
CREATE TABLE bm_conciliations (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bm_movement_id bigint NOT NULL,
  conciliation_type text NOT NULL CHECK (conciliation_type IN ('Invoice', 'Expense', 'Entry', 'HonorariumTicket')),
  conciliation_id bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  automatic boolean NOT NULL DEFAULT false,
  confidence real,
  settled boolean NOT NULL DEFAULT false,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, bm_movement_id) REFERENCES bm_movements (business_id, id) ON DELETE CASCADE,
  UNIQUE (bm_movement_id, conciliation_type, conciliation_id)
);
CREATE INDEX bm_conciliations_document_idx ON bm_conciliations (business_id, conciliation_type, conciliation_id);

-- What reconciliations paid of an invoice (partial payments leave the rest open).
ALTER TABLE invoices ADD COLUMN paid_amount bigint NOT NULL DEFAULT 0 CHECK (paid_amount >= 0);
