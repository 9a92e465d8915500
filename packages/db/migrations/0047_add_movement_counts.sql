-- The movements list and the reconciliation progress count a business's movements on every page;
-- at 500,000 movements a count(*) is a scan of a third of a second. These counts per account, month
-- and state are kept by statement-level triggers (as invoice_monthly_totals for invoices), so the
-- default view and the account, direction, state, expense and days-back filters sum a few rows.

-- Reconciled (in part or in full) by the automatic matching: the progress's "automáticas".
ALTER TABLE bm_movements ADD COLUMN automatic boolean NOT NULL DEFAULT false;
UPDATE bm_movements m SET automatic = true
 WHERE EXISTS (SELECT 1 FROM bm_conciliations c WHERE c.business_id = m.business_id AND c.bm_movement_id = m.id AND c.automatic);

CREATE TABLE bm_movement_counts (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bm_account_id bigint NOT NULL,
  month date NOT NULL,
  conciliated boolean NOT NULL,
  income boolean NOT NULL,
  with_expense boolean NOT NULL,
  automatic boolean NOT NULL,
  -- Not reconciled, with proposals waiting.
  suggested boolean NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (business_id, bm_account_id, month, conciliated, income, with_expense, automatic, suggested)
);

CREATE FUNCTION bm_movement_counts_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := 'SELECT 1 AS s, * FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    src := 'SELECT -1 AS s, * FROM old_rows';
  ELSE
    src := 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows';
  END IF;
  -- Deltas per key in key order (concurrent writers lock in the same order); an update that moves no
  -- movement between keys (a description, the suggestions' text) nets to nothing and writes nothing.
  EXECUTE format($q$
    INSERT INTO bm_movement_counts AS c
      (business_id, bm_account_id, month, conciliated, income, with_expense, automatic, suggested, n)
    SELECT business_id, bm_account_id, date_trunc('month', post_date)::date, conciliated, amount > 0, with_expense,
           automatic, NOT conciliated AND suggestions_count > 0, sum(s)
      FROM (%s) r
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(s) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (business_id, bm_account_id, month, conciliated, income, with_expense, automatic, suggested)
    DO UPDATE SET n = c.n + EXCLUDED.n$q$, src);
  RETURN NULL;
END
$$;

CREATE TRIGGER bm_movement_counts_insert AFTER INSERT ON bm_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bm_movement_counts_apply();
CREATE TRIGGER bm_movement_counts_update AFTER UPDATE ON bm_movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bm_movement_counts_apply();
CREATE TRIGGER bm_movement_counts_delete AFTER DELETE ON bm_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bm_movement_counts_apply();

INSERT INTO bm_movement_counts (business_id, bm_account_id, month, conciliated, income, with_expense, automatic, suggested, n)
SELECT business_id, bm_account_id, date_trunc('month', post_date)::date, conciliated, amount > 0, with_expense, automatic,
       NOT conciliated AND suggestions_count > 0, count(*)
  FROM bm_movements GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
