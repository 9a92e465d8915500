-- A validated expense posts to the journal (source 'expense', allowed by 0055), kept by
-- statement triggers like the invoices' (0051): the category's account in the debit; in the credit
-- the bank (1102 Banco) when the expense is reconciled with a movement of a peso account, otherwise
-- the cash (1101 Caja: paid at the moment, with the receipt). Waiting and rejected expenses do not
-- post; a change rewrites the entry, a deletion removes it. docs/contabilidad.md, "Gastos".

CREATE FUNCTION journal_post_expenses(p_ids bigint[], p_businesses bigint[]) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  WITH r AS (SELECT * FROM chart_roles(p_businesses))
  INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
  SELECT e.business_id, 'expense', e.id, l.no, e.expense_date, l.account_id,
         greatest(l.amount, 0), greatest(-l.amount, 0)
    FROM unnest(p_ids) AS x(id)
    JOIN expenses e ON e.id = x.id
    JOIN r ON r.business_id = e.business_id
    JOIN expense_categories c ON c.id = e.category_id
    -- The category's account by number; a business that renumbered its chart falls back to 4299.
    LEFT JOIN accounts a ON a.business_id = e.business_id AND a.account_number = c.account_number
   CROSS JOIN LATERAL (
     SELECT EXISTS (
       SELECT 1 FROM bm_conciliations bc
         JOIN bm_movements m ON m.id = bc.bm_movement_id AND m.business_id = bc.business_id
         JOIN bm_accounts ba ON ba.id = m.bm_account_id AND ba.business_id = bc.business_id AND ba.currency = 'CLP'
        WHERE bc.business_id = e.business_id AND bc.conciliation_type = 'Expense' AND bc.conciliation_id = e.id
     ) AS by_bank) s
   CROSS JOIN LATERAL (VALUES
     (1, coalesce(a.id, r.gastos), e.amount),
     (2, CASE WHEN s.by_bank THEN r.banco ELSE r.caja END, -e.amount)) l(no, account_id, amount)
   WHERE e.status = 'validated';
END
$$;

CREATE FUNCTION journal_expenses_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT business_id) INTO ids, bids FROM new_rows WHERE status = 'validated';
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'expense' AND l.source_id = o.id
       AND o.status = 'validated'
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id);
    RETURN NULL;
  ELSE
    SELECT array_agg(n.id), array_agg(DISTINCT n.business_id) INTO ids, bids FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.status, n.amount, n.expense_date, n.category_id) IS DISTINCT FROM (o.status, o.amount, o.expense_date, o.category_id);
    IF ids IS NULL THEN
      RETURN NULL;
    END IF;
    DELETE FROM journal_lines l
     WHERE l.business_id = ANY (bids) AND l.source_type = 'expense' AND l.source_id = ANY (ids);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM journal_post_expenses(ids, bids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER expenses_journal_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_expenses_apply();
CREATE TRIGGER expenses_journal_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_expenses_apply();
CREATE TRIGGER expenses_journal_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_expenses_apply();

-- A reconciliation of an expense moves its credit from Caja to Banco (and back when undone): the
-- expenses named by the statement's 'Expense' rows are posted again. Its own trigger, so the
-- invoices' reconciliation function (0051) stays as it is.
CREATE FUNCTION journal_expense_conciliations_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT conciliation_id), array_agg(DISTINCT business_id) INTO ids, bids
      FROM new_rows WHERE conciliation_type = 'Expense';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT conciliation_id), array_agg(DISTINCT business_id) INTO ids, bids
      FROM old_rows o WHERE conciliation_type = 'Expense' AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id);
  ELSE
    SELECT array_agg(DISTINCT x.conciliation_id), array_agg(DISTINCT x.business_id) INTO ids, bids
      FROM (SELECT conciliation_id, business_id FROM new_rows WHERE conciliation_type = 'Expense'
            UNION SELECT conciliation_id, business_id FROM old_rows WHERE conciliation_type = 'Expense') x;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- Only validated expenses have lines; the others are posted (nothing) the same way.
  SELECT array_agg(e.id) INTO ids FROM expenses e
   WHERE e.business_id = ANY (bids) AND e.id = ANY (ids) AND e.status = 'validated';
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM journal_lines l
   WHERE l.business_id = ANY (bids) AND l.source_type = 'expense' AND l.source_id = ANY (ids);
  PERFORM journal_post_expenses(ids, bids);
  RETURN NULL;
END
$$;

CREATE TRIGGER bm_conciliations_expense_journal_insert AFTER INSERT ON bm_conciliations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_expense_conciliations_apply();
CREATE TRIGGER bm_conciliations_expense_journal_update AFTER UPDATE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_expense_conciliations_apply();
CREATE TRIGGER bm_conciliations_expense_journal_delete AFTER DELETE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_expense_conciliations_apply();

-- The expenses screens are built: turn their route on where the flag already exists.
UPDATE feature_flags SET active = true WHERE key = 'expenses';
