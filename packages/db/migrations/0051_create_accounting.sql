-- The chart of accounts, a double-entry journal fed by every document and reconciliation,
-- and what the reports read. docs/contabilidad.md explains, in Spanish, which entry each document makes.

-- The accounts purchases were classified to become the business's chart of accounts.
ALTER TABLE invoicing_accounts RENAME TO accounts;
ALTER TABLE accounts RENAME CONSTRAINT invoicing_accounts_business_id_account_number_key TO accounts_number_key;
ALTER TABLE accounts ADD COLUMN account_type text NOT NULL DEFAULT 'EXPENSE'
  CHECK (account_type IN ('ASSET', 'LIABILITY', 'EQUITY', 'EXPENSE', 'REVENUE'));
-- What the automatic entries post to (clientes, ventas, iva_debito…); null for the others.
ALTER TABLE accounts ADD COLUMN role text;
-- Offered when classifying a purchase (GET /accounts/invoicing/list).
ALTER TABLE accounts ADD COLUMN classification boolean NOT NULL DEFAULT false;
ALTER TABLE accounts ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE accounts ADD CONSTRAINT accounts_name_length CHECK (length(name) BETWEEN 1 AND 80);
ALTER TABLE accounts ADD CONSTRAINT accounts_number_format CHECK (account_number ~ '^[0-9]{1,10}$');
CREATE UNIQUE INDEX accounts_role_key ON accounts (business_id, role) WHERE role IS NOT NULL;
UPDATE accounts SET classification = true,
  account_type = CASE left(account_number, 1) WHEN '1' THEN 'ASSET' WHEN '2' THEN 'LIABILITY' WHEN '3' THEN 'EQUITY'
                   ELSE CASE WHEN left(account_number, 2) = '41' THEN 'REVENUE' ELSE 'EXPENSE' END END;

-- The standard SME chart every business starts with (codes: 11 activo circulante, 12 activo fijo,
-- 21 pasivo circulante, 22 pasivo largo plazo, 3 patrimonio, 41 ingresos, 42 costos y gastos).
CREATE TABLE chart_template (
  account_number text PRIMARY KEY,
  name text NOT NULL,
  account_type text NOT NULL,
  role text UNIQUE,
  classification boolean NOT NULL DEFAULT false
);
INSERT INTO chart_template (account_number, name, account_type, role, classification) VALUES
  ('1101', 'Caja', 'ASSET', 'caja', false),
  ('1102', 'Banco', 'ASSET', 'banco', false),
  ('1105', 'Mercaderías', 'ASSET', NULL, true),
  ('1110', 'Clientes', 'ASSET', 'clientes', false),
  ('1111', 'Documentos por cobrar', 'ASSET', NULL, false),
  ('1115', 'Deudores varios', 'ASSET', NULL, false),
  ('1120', 'IVA crédito fiscal', 'ASSET', 'iva_credito', false),
  ('1121', 'Remanente de crédito fiscal', 'ASSET', NULL, false),
  ('1125', 'PPM (pagos provisionales mensuales)', 'ASSET', 'ppm', false),
  ('1130', 'Anticipo a proveedores', 'ASSET', NULL, false),
  ('1201', 'Terrenos', 'ASSET', NULL, false),
  ('1202', 'Construcciones', 'ASSET', NULL, false),
  ('1203', 'Maquinarias y equipos', 'ASSET', NULL, false),
  ('1204', 'Muebles y útiles', 'ASSET', NULL, false),
  ('1205', 'Vehículos', 'ASSET', NULL, false),
  ('1209', 'Depreciación acumulada', 'ASSET', NULL, false),
  ('2101', 'Proveedores', 'LIABILITY', 'proveedores', false),
  ('2102', 'Documentos por pagar', 'LIABILITY', NULL, false),
  ('2103', 'Préstamos bancarios de corto plazo', 'LIABILITY', 'prestamos', false),
  ('2105', 'IVA débito fiscal', 'LIABILITY', 'iva_debito', false),
  ('2106', 'IVA retenido por pagar', 'LIABILITY', 'iva_retenido', false),
  ('2107', 'Otros impuestos por pagar', 'LIABILITY', 'otros_impuestos', false),
  ('2110', 'Retención de honorarios por pagar', 'LIABILITY', 'retencion_honorarios', false),
  ('2115', 'Remuneraciones por pagar', 'LIABILITY', 'remuneraciones_por_pagar', false),
  ('2116', 'Leyes sociales por pagar', 'LIABILITY', NULL, false),
  ('2120', 'Impuesto a la renta por pagar', 'LIABILITY', NULL, false),
  ('2125', 'Cuenta corriente socios', 'LIABILITY', 'socios', false),
  ('2130', 'Anticipo de clientes', 'LIABILITY', NULL, false),
  ('2201', 'Préstamos bancarios de largo plazo', 'LIABILITY', NULL, false),
  ('3101', 'Capital', 'EQUITY', 'capital', false),
  ('3102', 'Utilidades acumuladas', 'EQUITY', NULL, false),
  ('3103', 'Pérdidas acumuladas', 'EQUITY', NULL, false),
  ('3104', 'Retiros de socios', 'EQUITY', 'retiros', false),
  ('4101', 'Ventas', 'REVENUE', 'ventas', false),
  ('4102', 'Ventas exentas', 'REVENUE', 'ventas_exentas', false),
  ('4103', 'Otros ingresos', 'REVENUE', 'otros_ingresos', false),
  ('4104', 'Ingresos financieros', 'REVENUE', NULL, false),
  ('4200', 'Costo de ventas', 'EXPENSE', NULL, false),
  ('4201', 'Arriendos', 'EXPENSE', NULL, true),
  ('4205', 'Servicios básicos', 'EXPENSE', NULL, true),
  ('4210', 'Honorarios', 'EXPENSE', 'honorarios', true),
  ('4215', 'Combustibles', 'EXPENSE', NULL, true),
  ('4220', 'Remuneraciones', 'EXPENSE', 'remuneraciones', false),
  ('4225', 'Leyes sociales', 'EXPENSE', NULL, false),
  ('4230', 'Gastos bancarios', 'EXPENSE', 'gastos_bancarios', false),
  ('4235', 'Intereses y gastos financieros', 'EXPENSE', 'intereses', false),
  ('4240', 'Depreciación del ejercicio', 'EXPENSE', NULL, false),
  ('4299', 'Gastos generales', 'EXPENSE', 'gastos', true);

-- Gives a business the chart (once; accounts it already has by number keep their name and take the role).
CREATE FUNCTION ensure_chart(p_business bigint) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM accounts WHERE business_id = p_business AND role = 'gastos') THEN
    RETURN;
  END IF;
  INSERT INTO accounts AS a (business_id, account_number, name, account_type, role, classification)
  SELECT p_business, t.account_number, t.name, t.account_type, t.role, t.classification
    FROM chart_template t ORDER BY t.account_number
  ON CONFLICT (business_id, account_number) DO UPDATE
    SET role = coalesce(a.role, EXCLUDED.role), account_type = EXCLUDED.account_type;
END
$$;

-- Per-business closing date: nothing dated on or before it is posted or changed.
ALTER TABLE businesses ADD COLUMN books_closed_until date;

-- Other accounting records (spec "Entry"): manual or from a template; their lines are journal lines.
CREATE TABLE journal_entries (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  entry_date date NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  type_entry text NOT NULL,
  template_id bigint,
  bm_movement_id bigint,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, id)
);
CREATE INDEX journal_entries_date_idx ON journal_entries (business_id, entry_date DESC, id DESC);

-- The journal. A source (an invoice, a reconciliation, an entry) owns its lines, which balance.
CREATE TABLE journal_lines (
  business_id bigint NOT NULL,
  source_type text NOT NULL CHECK (source_type IN ('invoice', 'conciliation', 'entry')),
  source_id bigint NOT NULL,
  line_no smallint NOT NULL,
  line_date date NOT NULL,
  account_id bigint NOT NULL,
  debit bigint NOT NULL DEFAULT 0 CHECK (debit >= 0),
  credit bigint NOT NULL DEFAULT 0 CHECK (credit >= 0),
  CONSTRAINT journal_lines_one_side CHECK ((debit = 0) <> (credit = 0)),
  PRIMARY KEY (business_id, source_type, source_id, line_no)
);
-- The account must be one of the same business: journal_lines_apply checks it per statement (and
-- locks those accounts as a foreign key would) instead of a foreign key, whose check per row would
-- cost an import a third of what writing its lines costs. A business's deletion takes its lines
-- (journal_lines_of_deleted_business); an account with lines is never deleted (accounts_keep_used).
CREATE INDEX journal_lines_ledger_idx ON journal_lines (business_id, account_id, line_date, source_type, source_id, line_no)
  INCLUDE (debit, credit);

-- An account with lines stays (deactivate it instead), unless its business is being deleted.
CREATE FUNCTION accounts_keep_used() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM businesses b WHERE b.id = OLD.business_id)
     AND EXISTS (SELECT 1 FROM journal_lines l WHERE l.business_id = OLD.business_id AND l.account_id = OLD.id) THEN
    RAISE EXCEPTION USING ERRCODE = 'PC003',
      MESSAGE = 'La cuenta tiene movimientos: no se puede eliminar. Puedes desactivarla.';
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER accounts_keep_used BEFORE DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION accounts_keep_used();

-- Σ debit and credit per account and month (YYYYMM): the balance and the statements read these.
CREATE TABLE journal_account_months (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  account_id bigint NOT NULL,
  period integer NOT NULL,
  debit bigint NOT NULL DEFAULT 0,
  credit bigint NOT NULL DEFAULT 0,
  lines integer NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, account_id, period)
);

-- One statement's lines: refused in a closed period, refused unless the lines it adds (or removes)
-- balance per source, and added to (or taken from) the month totals. Every source starts with no
-- lines and each statement adds or removes a balanced set, so every source always balances, and the
-- check reads only the statement's own rows (a lookup per source would double an import's cost).
CREATE FUNCTION journal_lines_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  b_ids bigint[];
  a_ids bigint[];
  closing boolean;
  closed_until date;
  bad record;
  found integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'journal lines are replaced, never updated';
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- The statement's (business, account) pairs: each an account of that business, kept from
    -- deletion until this transaction ends, as a foreign key would.
    SELECT array_agg(business_id), array_agg(account_id) INTO b_ids, a_ids
      FROM (SELECT DISTINCT business_id, account_id FROM new_rows) u;
    SELECT count(*) INTO found FROM (
      SELECT 1 FROM accounts a JOIN unnest(b_ids, a_ids) AS u(b, id) ON a.business_id = u.b AND a.id = u.id
         FOR KEY SHARE OF a) x;
    IF found <> cardinality(b_ids) THEN
      RAISE EXCEPTION USING ERRCODE = '23503', MESSAGE = 'journal line names an account that is not its business''s';
    END IF;
    SELECT EXISTS (SELECT 1 FROM businesses WHERE id = ANY (b_ids) AND books_closed_until IS NOT NULL) INTO closing;
    IF closing THEN
      SELECT b.books_closed_until INTO closed_until
        FROM businesses b JOIN (SELECT business_id, min(line_date) AS first FROM new_rows GROUP BY 1) r ON r.business_id = b.id
       WHERE r.first <= b.books_closed_until LIMIT 1;
    END IF;
    SELECT source_type, source_id, sum(debit) AS d, sum(credit) AS c INTO bad FROM new_rows
     GROUP BY business_id, source_type, source_id HAVING sum(debit) <> sum(credit) LIMIT 1;
  ELSE
    SELECT b.books_closed_until INTO closed_until
      FROM businesses b JOIN (SELECT business_id, min(line_date) AS first FROM old_rows GROUP BY 1) r ON r.business_id = b.id
     WHERE r.first <= b.books_closed_until LIMIT 1;
    SELECT source_type, source_id, sum(debit) AS d, sum(credit) AS c INTO bad FROM old_rows
     GROUP BY business_id, source_type, source_id HAVING sum(debit) <> sum(credit) LIMIT 1;
  END IF;
  IF closed_until IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'PC001', MESSAGE = format(
      'La contabilidad está cerrada hasta el %s: no se pueden registrar ni cambiar asientos de esa fecha o anteriores.',
      to_char(closed_until, 'DD/MM/YYYY'));
  END IF;
  IF bad.source_id IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'PC002', MESSAGE = format(
      'El asiento no cuadra: el debe suma %s y el haber %s.', bad.d, bad.c);
  END IF;

  -- date_part (double precision) is cheaper than extract (numeric) on every line.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO journal_account_months AS t (business_id, account_id, period, debit, credit, lines)
    SELECT business_id, account_id, (date_part('year', line_date) * 100 + date_part('month', line_date))::int,
           sum(debit), sum(credit), count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (business_id, account_id, period) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, lines = t.lines + EXCLUDED.lines;
  ELSE
    INSERT INTO journal_account_months AS t (business_id, account_id, period, debit, credit, lines)
    SELECT business_id, account_id, (date_part('year', line_date) * 100 + date_part('month', line_date))::int,
           -sum(debit), -sum(credit), -count(*)
      FROM old_rows o WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id)
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (business_id, account_id, period) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, lines = t.lines + EXCLUDED.lines;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER journal_lines_insert AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_apply();
CREATE TRIGGER journal_lines_delete AFTER DELETE ON journal_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_apply();
CREATE TRIGGER journal_lines_update BEFORE UPDATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_apply();

CREATE FUNCTION journal_lines_of_deleted_business() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM journal_lines WHERE business_id = OLD.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER journal_lines_of_deleted_business AFTER DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION journal_lines_of_deleted_business();

-- The role accounts of the businesses of a set of rows, one row per business.
CREATE FUNCTION chart_roles(p_businesses bigint[]) RETURNS TABLE (
  business_id bigint, caja bigint, banco bigint, clientes bigint, proveedores bigint, iva_credito bigint,
  iva_debito bigint, iva_retenido bigint, otros_impuestos bigint, ventas bigint, ventas_exentas bigint, gastos bigint)
  LANGUAGE plpgsql
AS $$
DECLARE
  b bigint;
BEGIN
  FOREACH b IN ARRAY p_businesses LOOP
    PERFORM ensure_chart(b);
  END LOOP;
  RETURN QUERY
  SELECT a.business_id,
         max(a.id) FILTER (WHERE a.role = 'caja'), max(a.id) FILTER (WHERE a.role = 'banco'),
         max(a.id) FILTER (WHERE a.role = 'clientes'), max(a.id) FILTER (WHERE a.role = 'proveedores'),
         max(a.id) FILTER (WHERE a.role = 'iva_credito'), max(a.id) FILTER (WHERE a.role = 'iva_debito'),
         max(a.id) FILTER (WHERE a.role = 'iva_retenido'), max(a.id) FILTER (WHERE a.role = 'otros_impuestos'),
         max(a.id) FILTER (WHERE a.role = 'ventas'), max(a.id) FILTER (WHERE a.role = 'ventas_exentas'),
         max(a.id) FILTER (WHERE a.role = 'gastos')
    FROM accounts a WHERE a.business_id = ANY (p_businesses) AND a.role IS NOT NULL
   GROUP BY a.business_id;
END
$$;

-- A document's entry (docs/contabilidad.md). Amounts are the positive pesos the files write; a
-- credit note (signed_total < 0) reverses the whole entry. Each line's amount is + for debit,
-- - for credit, and the counterparty line takes what the others leave, so every entry balances.
CREATE FUNCTION journal_post_invoices(p_ids bigint[], p_businesses bigint[]) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  -- The businesses come from the caller, so the documents are read once, not kept aside to list them.
  WITH r AS (SELECT * FROM chart_roles(p_businesses))
  INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
  SELECT i.business_id, 'invoice', i.id, l.no, i.issue_date, l.account_id,
         greatest(l.amount * s.sign, 0), greatest(-l.amount * s.sign, 0)
    -- By primary key, whatever the statistics say (a new business looks empty to the planner).
    FROM unnest(p_ids) AS x(id)
    JOIN invoices i ON i.id = x.id
    JOIN r ON r.business_id = i.business_id
   CROSS JOIN LATERAL (SELECT CASE WHEN i.signed_total < 0 THEN -1 ELSE 1 END AS sign,
                              i.iva_retained_total + i.iva_retained_partial AS retained) s
   CROSS JOIN LATERAL (
     SELECT * FROM (VALUES
       -- Sale: clientes (caja when paid at issue) = ventas + ventas exentas + IVA débito + other taxes.
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
   WHERE i.counted AND i.estado IS DISTINCT FROM 'Rechazada' AND i.total_amount <> 0 AND l.amount <> 0;
END
$$;

-- Which invoices a statement changed in a way the books see; their entries are rewritten.
CREATE FUNCTION journal_invoices_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT business_id) INTO ids, bids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'invoice' AND l.source_id = o.id
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id);
    RETURN NULL;
  ELSE
    SELECT array_agg(n.id), array_agg(DISTINCT n.business_id) INTO ids, bids FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.issue_date, n.doc_type, n.direction, n.total_amount, n.signed_total, n.exempt_amount, n.iva_amount,
            n.other_taxes, n.iva_recoverable, n.iva_retained_total, n.iva_retained_partial, n.counted,
            n.collectible, n.estado, n.invoicing_account_id)
           IS DISTINCT FROM
           (o.issue_date, o.doc_type, o.direction, o.total_amount, o.signed_total, o.exempt_amount, o.iva_amount,
            o.other_taxes, o.iva_recoverable, o.iva_retained_total, o.iva_retained_partial, o.counted,
            o.collectible, o.estado, o.invoicing_account_id);
    IF ids IS NULL THEN
      RETURN NULL;
    END IF;
    DELETE FROM journal_lines l
     WHERE l.business_id = ANY (bids) AND l.source_type = 'invoice' AND l.source_id = ANY (ids);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM journal_post_invoices(ids, bids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER invoices_journal_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_invoices_apply();
CREATE TRIGGER invoices_journal_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_invoices_apply();
CREATE TRIGGER invoices_journal_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_invoices_apply();

-- A reconciliation of a movement (CLP accounts) with an invoice: banco against clientes or proveedores
-- (caja for documents paid at issue), on the movement's date, for the amount applied.
CREATE FUNCTION journal_post_conciliations(p_ids bigint[]) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  WITH src AS (
    SELECT c.id, c.business_id, c.amount, m.post_date, sign(m.amount)::int AS dir, i.direction, i.collectible
      FROM unnest(p_ids) AS x(id)
      JOIN bm_conciliations c ON c.id = x.id
      JOIN bm_movements m ON m.id = c.bm_movement_id AND m.business_id = c.business_id
      JOIN bm_accounts ba ON ba.id = m.bm_account_id AND ba.business_id = c.business_id AND ba.currency = 'CLP'
      JOIN invoices i ON i.id = c.conciliation_id AND i.business_id = c.business_id
     WHERE c.conciliation_type = 'Invoice' AND m.amount <> 0
  ), r AS (
    SELECT * FROM chart_roles(ARRAY(SELECT DISTINCT business_id FROM src))
  )
  INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
  SELECT c.business_id, 'conciliation', c.id, l.no, c.post_date, l.account_id,
         greatest(l.amount, 0), greatest(-l.amount, 0)
    FROM src c
    JOIN r ON r.business_id = c.business_id
   CROSS JOIN LATERAL (VALUES
     (1, r.banco, c.dir * c.amount),
     (2, CASE WHEN NOT c.collectible THEN r.caja WHEN c.direction = 'VENTA' THEN r.clientes ELSE r.proveedores END,
      -c.dir * c.amount)) l(no, account_id, amount);
END
$$;

CREATE FUNCTION journal_conciliations_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'conciliation' AND l.source_id = o.id
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
    PERFORM journal_post_conciliations(ids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER bm_conciliations_journal_insert AFTER INSERT ON bm_conciliations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_conciliations_apply();
CREATE TRIGGER bm_conciliations_journal_update AFTER UPDATE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION journal_conciliations_apply();
CREATE TRIGGER bm_conciliations_journal_delete AFTER DELETE ON bm_conciliations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_conciliations_apply();

-- The books of what is already stored.
SELECT journal_post_invoices(ARRAY(SELECT id FROM invoices ORDER BY id), ARRAY(SELECT DISTINCT business_id FROM invoices));
SELECT journal_post_conciliations(ARRAY(SELECT id FROM bm_conciliations ORDER BY id));
