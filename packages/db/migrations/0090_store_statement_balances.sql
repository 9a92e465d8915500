-- Bank statements as the bank gave them: accounts in any ISO 4217 currency (the code is checked at
-- the edge against packages/domain's ISO 4217 table; here only its shape), and one row per
-- statement of each imported file with the balances it states, so an account shows its balance as
-- of its last statement and a statement that does not start where the previous one closed is named.

ALTER TABLE bm_accounts DROP CONSTRAINT bm_accounts_currency_check;
ALTER TABLE bm_accounts ADD CONSTRAINT bm_accounts_currency_check CHECK (currency ~ '^[A-Z]{3}$');

-- One statement (an OFX STMTRS/CCSTMTRS, a camt.053 Stmt, a CSV cartola) imported into an account.
-- Balances in the account's minor units. `closing_balance` is the statement's own (LEDGERBAL, CLBD),
-- else the running balance after its last movement; `balance_date` the day it holds at (the period's
-- end, else the last movement's date). `gap` is opening − the previous statement's closing when they
-- differ (a statement missing between them). `statement_key` makes importing the same statement
-- again add nothing.
CREATE TABLE bm_statements (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bm_account_id bigint NOT NULL,
  import_id bigint REFERENCES bm_statement_imports (id) ON DELETE SET NULL,
  statement_key text NOT NULL CHECK (length(statement_key) = 64),
  position integer NOT NULL CHECK (position >= 0),
  period_start date,
  period_end date,
  opening_balance bigint,
  closing_balance bigint,
  balance_date date,
  entries integer NOT NULL CHECK (entries >= 0),
  gap bigint CHECK (gap IS NULL OR gap <> 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, bm_account_id) REFERENCES bm_accounts (business_id, id) ON DELETE CASCADE,
  UNIQUE (bm_account_id, statement_key)
);
-- The account's last statement with a balance (the accounts list reads one row per account).
CREATE INDEX bm_statements_balance_idx ON bm_statements (business_id, bm_account_id, balance_date DESC, id DESC)
  WHERE closing_balance IS NOT NULL;
