-- The journal is posted in one place. Every derived source of lines (invoices, reconciliations,
-- expenses, honorarium tickets) states what it posts as one set-returning function,
-- journal_lines_of_<source type>(ids, businesses): the lines of those sources, an amount > 0 a debit
-- and < 0 a credit. journal_post(source type, ids, businesses) deletes and rewrites the lines of those
-- sources from it; journal_apply() is the one trigger body on every table whose rows are sources: its
-- arguments say which source type the rows are, which column names the source, which rows count and
-- which columns change the lines. A new source is a lines function and three triggers.
-- A user's own entries (source 'entry') derive from nothing: their lines are the user's data, written
-- by the entries feature and checked by the same journal_lines trigger as every other line.
--
-- The lines functions are SQL and STABLE so the planner inlines them into journal_post's INSERT: the
-- statement keeps the shape the posting functions had (the sources by primary key from their ids,
-- the businesses' role accounts read once, as a materialized CTE, not once per document). The chart is ensured first, apart, because creating it
-- writes.

-- The accounts every posting names by role, per business (a business without the newer roles falls
-- back to the older account that held them).
CREATE FUNCTION role_accounts(p_businesses bigint[])
  RETURNS TABLE (business_id bigint, caja bigint, banco bigint, clientes bigint, proveedores bigint,
                 iva_credito bigint, iva_debito bigint, iva_retenido bigint, otros_impuestos bigint,
                 ventas bigint, ventas_exentas bigint, gastos bigint, honorarios bigint,
                 retencion_honorarios bigint, honorarios_por_pagar bigint, retencion_por_recuperar bigint,
                 ingresos_honorarios bigint)
  LANGUAGE sql STABLE
AS $$
  SELECT a.business_id,
         max(a.id) FILTER (WHERE a.role = 'caja'), max(a.id) FILTER (WHERE a.role = 'banco'),
         max(a.id) FILTER (WHERE a.role = 'clientes'), max(a.id) FILTER (WHERE a.role = 'proveedores'),
         max(a.id) FILTER (WHERE a.role = 'iva_credito'), max(a.id) FILTER (WHERE a.role = 'iva_debito'),
         max(a.id) FILTER (WHERE a.role = 'iva_retenido'), max(a.id) FILTER (WHERE a.role = 'otros_impuestos'),
         max(a.id) FILTER (WHERE a.role = 'ventas'), max(a.id) FILTER (WHERE a.role = 'ventas_exentas'),
         max(a.id) FILTER (WHERE a.role = 'gastos'), max(a.id) FILTER (WHERE a.role = 'honorarios'),
         max(a.id) FILTER (WHERE a.role = 'retencion_honorarios'),
         coalesce(max(a.id) FILTER (WHERE a.role = 'honorarios_por_pagar'),
                  max(a.id) FILTER (WHERE a.role = 'proveedores')),
         coalesce(max(a.id) FILTER (WHERE a.role = 'retencion_por_recuperar'),
                  max(a.id) FILTER (WHERE a.role = 'ppm')),
         coalesce(max(a.id) FILTER (WHERE a.role = 'ingresos_honorarios'),
                  max(a.id) FILTER (WHERE a.role = 'otros_ingresos'))
    FROM accounts a
   WHERE a.business_id = ANY (p_businesses) AND a.role IS NOT NULL
   GROUP BY a.business_id
$$;

-- A document of the RCV (docs/contabilidad.md "Ventas", "Compras", "Notas de crédito").
CREATE FUNCTION journal_lines_of_invoice(p_ids bigint[], p_businesses bigint[])
  RETURNS TABLE (business_id bigint, source_id bigint, line_no integer, line_date date, account_id bigint,
                 amount bigint)
  LANGUAGE sql STABLE
AS $$
  WITH r AS MATERIALIZED (SELECT * FROM role_accounts(p_businesses))
  SELECT i.business_id, i.id, l.no, i.issue_date, l.account_id, l.amount * s.sign
    -- By primary key, whatever the statistics say (a new business looks empty to the planner).
    FROM unnest(p_ids) AS x(id)
    JOIN invoices i ON i.id = x.id
    JOIN r ON r.business_id = i.business_id
   CROSS JOIN LATERAL (SELECT CASE WHEN i.signed_total < 0 THEN -1 ELSE 1 END AS sign,
                              i.iva_retained_total + i.iva_retained_partial AS retained) s
   CROSS JOIN LATERAL (
     SELECT * FROM (VALUES
       -- Sale: clientes (caja when paid at issue) = ventas + ventas exentas + IVA débito + other taxes.
       -- Ventas is what the total leaves, so the entry balances however the file rounds.
       (1, CASE WHEN i.collectible THEN r.clientes ELSE r.caja END, i.total_amount),
       (2, r.ventas, -(i.total_amount - i.exempt_amount - i.iva_amount - i.other_taxes)),
       (3, r.ventas_exentas, -i.exempt_amount),
       (4, r.iva_debito, -i.iva_amount),
       (5, r.otros_impuestos, -i.other_taxes)) v(no, account_id, amount)
      WHERE i.direction = 'VENTA'
     UNION ALL
     SELECT * FROM (VALUES
       -- Purchase: gasto (the classified account) + IVA crédito = proveedores + IVA retenido;
       -- IVA that is not credit (no recuperable, uso común) stays in the expense.
       (1, coalesce(i.invoicing_account_id, r.gastos), i.total_amount - i.iva_recoverable),
       (2, r.iva_credito, i.iva_recoverable),
       (3, CASE WHEN i.collectible THEN r.proveedores ELSE r.caja END, -(i.total_amount - s.retained)),
       (4, r.iva_retenido, -s.retained)) v(no, account_id, amount)
      WHERE i.direction = 'COMPRA'
   ) l
   WHERE i.counted AND i.estado IS DISTINCT FROM 'Rechazada' AND i.total_amount <> 0 AND l.amount <> 0
$$;

-- A bank movement of a peso account reconciled with a document, for the amount applied, on the
-- movement's date (docs/contabilidad.md "Conciliaciones bancarias").
CREATE FUNCTION journal_lines_of_conciliation(p_ids bigint[], p_businesses bigint[])
  RETURNS TABLE (business_id bigint, source_id bigint, line_no integer, line_date date, account_id bigint,
                 amount bigint)
  LANGUAGE sql STABLE
AS $$
  WITH r AS MATERIALIZED (SELECT * FROM role_accounts(p_businesses))
  SELECT c.business_id, c.id, l.no, m.post_date, l.account_id, l.amount
    -- Each row by its key (OFFSET 0 keeps the planner from turning a look-up into a join).
    FROM unnest(p_ids) AS x(id)
   CROSS JOIN LATERAL (SELECT * FROM bm_conciliations c WHERE c.id = x.id OFFSET 0) c
   CROSS JOIN LATERAL (SELECT * FROM bm_movements m WHERE m.id = c.bm_movement_id OFFSET 0) m
   CROSS JOIN LATERAL (SELECT * FROM invoices i WHERE i.id = c.conciliation_id OFFSET 0) i
    JOIN bm_accounts ba ON ba.id = m.bm_account_id AND ba.business_id = c.business_id AND ba.currency = 'CLP'
    JOIN r ON r.business_id = c.business_id
   CROSS JOIN LATERAL (SELECT sign(m.amount)::int AS dir) d
   CROSS JOIN LATERAL (VALUES
     (1, r.banco, d.dir * c.amount),
     (2, CASE WHEN NOT i.collectible THEN r.caja WHEN i.direction = 'VENTA' THEN r.clientes ELSE r.proveedores END,
      -d.dir * c.amount)) l(no, account_id, amount)
   WHERE c.conciliation_type = 'Invoice' AND m.amount <> 0
     AND m.business_id = c.business_id AND i.business_id = c.business_id
$$;

-- A validated expense, on its date: its category's account against caja, or banco when a movement
-- of a peso account is reconciled with it (docs/contabilidad.md "Gastos").
CREATE FUNCTION journal_lines_of_expense(p_ids bigint[], p_businesses bigint[])
  RETURNS TABLE (business_id bigint, source_id bigint, line_no integer, line_date date, account_id bigint,
                 amount bigint)
  LANGUAGE sql STABLE
AS $$
  WITH r AS MATERIALIZED (SELECT * FROM role_accounts(p_businesses))
  SELECT e.business_id, e.id, l.no, e.expense_date, l.account_id, l.amount
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
   WHERE e.status = 'validated'
$$;

-- An honorarium ticket that is not void, on its date (docs/contabilidad.md "Boletas de honorarios").
-- Received: honorarios (gross) = retención por pagar (what the business withholds) + honorarios por
-- pagar. Issued: clientes + retenciones por recuperar (what the client withholds) = ingresos (gross).
CREATE FUNCTION journal_lines_of_honorarium(p_ids bigint[], p_businesses bigint[])
  RETURNS TABLE (business_id bigint, source_id bigint, line_no integer, line_date date, account_id bigint,
                 amount bigint)
  LANGUAGE sql STABLE
AS $$
  WITH r AS MATERIALIZED (SELECT * FROM role_accounts(p_businesses))
  SELECT t.business_id, t.id, l.no, t.issue_date, l.account_id, l.amount
    FROM unnest(p_ids) AS x(id)
    JOIN honorarium_tickets t ON t.id = x.id
    JOIN r ON r.business_id = t.business_id
   CROSS JOIN LATERAL (SELECT CASE WHEN t.retention_by = 'receiver' THEN t.retention_amount ELSE 0 END AS withheld) s
   CROSS JOIN LATERAL (
     SELECT * FROM (VALUES
       (1, r.honorarios, t.gross_amount),
       (2, r.retencion_honorarios, -s.withheld),
       (3, r.honorarios_por_pagar, -(t.gross_amount - s.withheld))) v(no, account_id, amount)
      WHERE t.kind = 'received'
     UNION ALL
     SELECT * FROM (VALUES
       (1, r.clientes, t.gross_amount - s.withheld),
       (2, r.retencion_por_recuperar, s.withheld),
       (3, r.ingresos_honorarios, -t.gross_amount)) v(no, account_id, amount)
      WHERE t.kind = 'issued'
   ) l
   WHERE t.status <> 'ANUL' AND t.gross_amount > 0 AND l.amount <> 0
$$;

-- Rewrites the lines of the sources p_ids of type p_source (of the businesses p_businesses) from
-- their lines function. p_op, as a trigger's TG_OP, skips what cannot be there: sources a statement
-- just inserted have no lines yet (an import's 5,000 new documents look up no keys to delete), and
-- sources it deleted have none to post. Anything else deletes and rewrites.
CREATE FUNCTION journal_post(p_source text, p_ids bigint[], p_businesses bigint[], p_op text DEFAULT 'UPDATE')
  RETURNS void
  LANGUAGE plpgsql
AS $fn$
DECLARE
  b bigint;
BEGIN
  IF p_op <> 'INSERT' THEN
    DELETE FROM journal_lines l
     WHERE l.business_id = ANY (p_businesses) AND l.source_type = p_source AND l.source_id = ANY (p_ids);
  END IF;
  IF p_op <> 'DELETE' THEN
    FOREACH b IN ARRAY p_businesses LOOP
      PERFORM ensure_chart(b);
    END LOOP;
    EXECUTE format($q$
      INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
      SELECT s.business_id, $3, s.source_id, s.line_no, s.line_date, s.account_id,
             greatest(s.amount, 0), greatest(-s.amount, 0)
        FROM %I($1, $2) s$q$, 'journal_lines_of_' || p_source)
      USING p_ids, p_businesses, p_source;
  END IF;
END
$fn$;

-- The one trigger body of every source table, for INSERT, UPDATE and DELETE statements. Arguments:
--   0 the source type;  1 the column naming the source (id, or the reconciled expense's id);
--   2 which rows are sources of that type (a condition on the row, '' for all);
--   3 the columns whose change rewrites the lines, comma-separated ('' for any update).
-- Its queries over the transition tables run by EXECUTE, planned for each statement's own row
-- counts: a plan PL/pgSQL kept from a one-row statement joined a 40,000-row update's old and new
-- rows by a nested loop (minutes instead of a second).
CREATE FUNCTION journal_apply()
  RETURNS trigger
  LANGUAGE plpgsql
AS $fn$
DECLARE
  source_type text := TG_ARGV[0];
  id_col text := quote_ident(TG_ARGV[1]);
  rows_of text := coalesce(nullif(TG_ARGV[2], ''), 'true');
  watched text[] := string_to_array(nullif(TG_ARGV[3], ''), ',');
  -- The rows are the sources themselves: their ids are unique, the old row names the same source,
  -- and a row just inserted (deleted) has no lines to delete (to post). Rows that name another
  -- source (a reconciled expense) change that source's lines: it is rewritten whatever happened.
  own boolean := TG_ARGV[1] = 'id';
  agg text := CASE WHEN TG_ARGV[1] = 'id' THEN 'array_agg(s)' ELSE 'array_agg(DISTINCT s)' END;
  changed text := 'true';
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT %s, array_agg(DISTINCT b) FROM (SELECT %s AS s, business_id AS b FROM new_rows WHERE %s) x',
                   agg, id_col, rows_of)
      INTO ids, bids;
  ELSIF TG_OP = 'DELETE' THEN
    -- Deleting a business cascades here after its row is gone: its lines go with it.
    EXECUTE format('SELECT %s, array_agg(DISTINCT b) FROM (SELECT %s AS s, business_id AS b FROM old_rows o
                     WHERE (%s) AND EXISTS (SELECT 1 FROM businesses bs WHERE bs.id = o.business_id)) x',
                   agg, id_col, rows_of)
      INTO ids, bids;
  ELSIF watched IS NULL THEN
    EXECUTE format('SELECT %s, array_agg(DISTINCT b) FROM (SELECT %s AS s, business_id AS b FROM new_rows WHERE %s%s) x',
                   agg, id_col, rows_of,
                   CASE WHEN own THEN '' ELSE format(' UNION ALL SELECT %s, business_id FROM old_rows WHERE %s', id_col, rows_of) END)
      INTO ids, bids;
  ELSE
    -- Only the rows whose lines can change: an upsert's update of a document's other fields, or a
    -- statement that updates nothing, posts nothing.
    changed := format('(%s) IS DISTINCT FROM (%s)',
                      (SELECT string_agg('n.' || quote_ident(trim(c)), ', ') FROM unnest(watched) c),
                      (SELECT string_agg('o.' || quote_ident(trim(c)), ', ') FROM unnest(watched) c));
    EXECUTE format('SELECT %s, array_agg(DISTINCT b) FROM (
                      SELECT n.%s AS s, n.business_id AS b
                        FROM (SELECT * FROM new_rows WHERE %s) n JOIN old_rows o ON o.id = n.id WHERE %s%s) x',
                   agg, id_col, rows_of, changed,
                   CASE WHEN own THEN '' ELSE format(
                     ' UNION ALL SELECT o.%s, o.business_id FROM new_rows n JOIN (SELECT * FROM old_rows WHERE %s) o
                        ON o.id = n.id WHERE %s', id_col, rows_of, changed) END)
      INTO ids, bids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM journal_post(source_type, ids, bids, CASE WHEN own THEN TG_OP ELSE 'UPDATE' END);
  END IF;
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE TRIGGER invoices_journal_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('invoice', 'id', '', '');
CREATE OR REPLACE TRIGGER invoices_journal_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('invoice', 'id', '',
    'issue_date,doc_type,direction,total_amount,signed_total,exempt_amount,iva_amount,other_taxes,iva_recoverable,'
    'iva_retained_total,iva_retained_partial,counted,collectible,estado,invoicing_account_id');
CREATE OR REPLACE TRIGGER invoices_journal_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('invoice', 'id', '', '');

CREATE OR REPLACE TRIGGER bm_conciliations_journal_insert AFTER INSERT ON bm_conciliations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('conciliation', 'id', '', '');
CREATE OR REPLACE TRIGGER bm_conciliations_journal_update AFTER UPDATE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('conciliation', 'id', '', '');
CREATE OR REPLACE TRIGGER bm_conciliations_journal_delete AFTER DELETE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('conciliation', 'id', '', '');

-- Reconciling an expense with a peso account's movement moves its credit from caja to banco.
CREATE OR REPLACE TRIGGER bm_conciliations_expense_journal_insert AFTER INSERT ON bm_conciliations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('expense', 'conciliation_id', 'conciliation_type = ''Expense''', '');
CREATE OR REPLACE TRIGGER bm_conciliations_expense_journal_update AFTER UPDATE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('expense', 'conciliation_id', 'conciliation_type = ''Expense''', '');
CREATE OR REPLACE TRIGGER bm_conciliations_expense_journal_delete AFTER DELETE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('expense', 'conciliation_id', 'conciliation_type = ''Expense''', '');

CREATE OR REPLACE TRIGGER expenses_journal_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('expense', 'id', '', '');
CREATE OR REPLACE TRIGGER expenses_journal_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('expense', 'id', '', 'status,amount,expense_date,category_id');
CREATE OR REPLACE TRIGGER expenses_journal_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('expense', 'id', '', '');

CREATE OR REPLACE TRIGGER honorarium_tickets_journal_insert AFTER INSERT ON honorarium_tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('honorarium', 'id', '', '');
CREATE OR REPLACE TRIGGER honorarium_tickets_journal_update AFTER UPDATE ON honorarium_tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('honorarium', 'id', '',
    'kind,issue_date,status,gross_amount,retention_amount,retention_by');
CREATE OR REPLACE TRIGGER honorarium_tickets_journal_delete AFTER DELETE ON honorarium_tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_apply('honorarium', 'id', '', '');

DROP FUNCTION journal_invoices_apply();
DROP FUNCTION journal_conciliations_apply();
DROP FUNCTION journal_expense_conciliations_apply();
DROP FUNCTION journal_expenses_apply();
DROP FUNCTION journal_honorarium_apply();
DROP FUNCTION journal_post_invoices(bigint[], bigint[]);
DROP FUNCTION journal_post_conciliations(bigint[]);
DROP FUNCTION journal_post_expenses(bigint[], bigint[]);
DROP FUNCTION journal_post_honorarium(bigint[], bigint[]);
DROP FUNCTION chart_roles(bigint[]);
