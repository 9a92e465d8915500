-- The journal follows the F29 (docs/contabilidad.md, "Compras" and "IVA de uso común"):
--  * a purchase whose total leaves out the IVA the business retains (a factura de compra 46 whose
--    "Monto Total" is neto + IVA − IVA retenido, as the DTE format states it) posts the expense at its
--    full amount: the retention is subtracted once, from what the provider is paid;
--  * a purchase the RCV marks as activo fijo ("Tipo Compra", invoices.rcv_fixed_asset) and nobody has
--    classified posts to 1206 Otros activos fijos (role activo_fijo), not to Gastos generales;
--  * a purchase still PENDIENTE in the Registro de Compras posts nothing until it enters the register
--    (the F29 takes no credit for it: packages/domain f29/classify.ts, f29Exclusion 'pending');
--  * the credit share of the month's IVA de uso común (the F29's proportionality factor, January to
--    the month, DS 55 art. 43) is IVA crédito fiscal: a new source, 'shared_use', one per business and
--    month, moves it from the purchases' expense accounts. Its id is business id × 1.000.000 + period
--    YYYYMM (journal lines are keyed by source id, type and line, whatever the business):
--    shared_use_source() and its inverse in the ledger (reports.service.ts).

CREATE FUNCTION shared_use_source(p_business bigint, p_period integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE
AS $$ SELECT p_business * 1000000 + p_period $$;

ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_source_type_check,
  ADD CONSTRAINT journal_lines_source_type_check
    CHECK (source_type IN ('invoice', 'conciliation', 'entry', 'honorarium', 'expense', 'shared_use'));

-- The F29 line a purchase's IVA goes to, by document type: packages/domain f29/classify.ts ivaLineOf
-- for purchases (a factura: 520, or 525 when the RCV marks it activo fijo or it is classified in a
-- fixed-asset account, group 12 but 1209: isFixedAssetPurchase; notas de crédito 528; notas de débito
-- 532; no line otherwise). f29-consistency.test.ts compares every type of the domain's table with it.
CREATE FUNCTION f29_purchase_iva_line(p_doc_type integer, p_account_number text, p_rcv_fixed_asset boolean)
  RETURNS text
  LANGUAGE sql IMMUTABLE
AS $$
  SELECT CASE
    WHEN p_doc_type IN (29, 30, 33, 45, 46, 108, 901, 904, 905, 907, 909) THEN
      CASE WHEN p_rcv_fixed_asset OR (p_account_number LIKE '12%' AND p_account_number <> '1209')
           THEN '525' ELSE '520' END
    WHEN p_doc_type IN (60, 61) THEN '528'
    WHEN p_doc_type IN (55, 56) THEN '532'
  END
$$;

-- Exports (packages/domain f29/classify.ts, f29DocKind 'exportacion'): exempt, but with the right to
-- credit (DL 825 art. 36), so they count with the taxed sales in the proportionality factor.
CREATE FUNCTION f29_export_doc(p_doc_type integer) RETURNS boolean
  LANGUAGE sql IMMUTABLE
AS $$ SELECT p_doc_type IN (101, 102, 104, 106, 109, 110, 111, 112) $$;

-- Where an unclassified activo fijo purchase goes: a new account of the standard chart, added to the
-- businesses that have a chart.
INSERT INTO chart_template (account_number, name, account_type, role, classification)
VALUES ('1206', 'Otros activos fijos', 'ASSET', 'activo_fijo', true);
INSERT INTO accounts (business_id, account_number, name, account_type, role, classification)
SELECT b.business_id, '1206', 'Otros activos fijos', 'ASSET', 'activo_fijo', true
  FROM (SELECT DISTINCT business_id FROM accounts WHERE role = 'gastos') b
 WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.business_id = b.business_id AND a.account_number = '1206')
   AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.business_id = b.business_id AND a.role = 'activo_fijo');

CREATE OR REPLACE FUNCTION journal_lines_of_invoice(p_ids bigint[], p_businesses bigint[])
  RETURNS TABLE (business_id bigint, source_id bigint, line_no integer, line_date date, account_id bigint, amount bigint)
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
   -- What the provider is paid: the total less the retained IVA, unless the total already leaves it out
   -- (neto + exento + IVA [+ otros impuestos] − retenido, within the register's peso of tolerance).
   CROSS JOIN LATERAL (
     SELECT CASE WHEN s.retained <> 0
                  AND (abs(i.total_amount - (i.net_amount + i.exempt_amount + i.iva_amount + i.other_taxes - s.retained)) <= 1
                    OR abs(i.total_amount - (i.net_amount + i.exempt_amount + i.iva_amount - s.retained)) <= 1)
                 THEN i.total_amount ELSE i.total_amount - s.retained END AS payable) p
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
       -- Purchase: gasto (the classified account) + IVA crédito = proveedores + IVA retenido. IVA that
       -- is not credit (no recuperable, uso común) stays in the expense; the month's 'shared_use' source
       -- moves the credit share of uso común to IVA crédito.
       (1, coalesce(i.invoicing_account_id,
                    CASE WHEN i.rcv_fixed_asset
                         THEN (SELECT a.id FROM accounts a WHERE a.business_id = i.business_id AND a.role = 'activo_fijo') END,
                    r.gastos),
        p.payable + s.retained - i.iva_recoverable),
       (2, r.iva_credito, i.iva_recoverable),
       (3, CASE WHEN i.collectible THEN r.proveedores ELSE r.caja END, -p.payable),
       (4, r.iva_retenido, -s.retained)) v(no, account_id, amount)
      WHERE i.direction = 'COMPRA'
   ) l
   WHERE i.counted AND i.estado IS DISTINCT FROM 'Rechazada' AND i.total_amount <> 0 AND l.amount <> 0
     AND NOT (i.direction = 'COMPRA' AND i.purchase_register IS NOT DISTINCT FROM 'PENDIENTE')
$$;

-- The credit share of the IVA de uso común of each business's months, as the F29 computes it
-- (packages/domain f29/proposal.ts): per purchase line (520, 525, 528, 532) the month's uso común ×
-- sales with right to credit / total sales, January to the month, rounded to the peso, half away from
-- zero; the whole of it when the business sold nothing exempt (or nothing at all). Debit IVA crédito;
-- credit the purchases' accounts in proportion to their uso común, the rounding left on the largest.
-- Dated the month's last day. p_ids are shared_use_source(business, period) ids.
CREATE FUNCTION journal_lines_of_shared_use(p_ids bigint[], p_businesses bigint[])
  RETURNS TABLE (business_id bigint, source_id bigint, line_no integer, line_date date, account_id bigint, amount bigint)
  LANGUAGE sql STABLE
AS $$
  WITH r AS MATERIALIZED (SELECT * FROM role_accounts(p_businesses)),
  months AS (
    SELECT DISTINCT s / 1000000 AS business_id, (s % 1000000)::integer AS period
      FROM unnest(p_ids) s WHERE s / 1000000 = ANY (p_businesses)
  ),
  years AS (SELECT DISTINCT m.business_id, m.period / 100 AS year FROM months m),
  month_sales AS (
    SELECT i.business_id, i.period,
           sum(d.sign * (i.net_amount + CASE WHEN f29_export_doc(i.doc_type) THEN i.exempt_amount ELSE 0 END)) AS with_credit,
           sum(d.sign * (i.net_amount + i.exempt_amount)) AS total
      FROM years y
      JOIN invoices i ON i.business_id = y.business_id AND i.direction = 'VENTA'
                     AND i.period BETWEEN y.year * 100 + 1 AND y.year * 100 + 12
     CROSS JOIN LATERAL (SELECT CASE WHEN i.signed_total < 0 THEN -1 ELSE 1 END AS sign) d
     WHERE i.counted AND i.estado IS DISTINCT FROM 'Rechazada' AND i.total_amount <> 0
     GROUP BY 1, 2
  ),
  factor AS (
    SELECT m.business_id, m.period, greatest(coalesce(sum(s.with_credit), 0), 0) AS with_credit,
           coalesce(sum(s.total), 0) AS total
      FROM months m
      LEFT JOIN month_sales s ON s.business_id = m.business_id
                             AND s.period BETWEEN (m.period / 100) * 100 + 1 AND m.period
     GROUP BY 1, 2
  ),
  shared AS (
    SELECT i.business_id, i.period, c.code,
           coalesce(i.invoicing_account_id,
                    CASE WHEN i.rcv_fixed_asset
                         THEN (SELECT f.id FROM accounts f WHERE f.business_id = i.business_id AND f.role = 'activo_fijo') END,
                    r.gastos) AS account_id,
           i.iva_shared_use AS shared
      FROM months m
      JOIN invoices i ON i.business_id = m.business_id AND i.direction = 'COMPRA' AND i.period = m.period
      JOIN r ON r.business_id = i.business_id
      LEFT JOIN accounts a ON a.id = i.invoicing_account_id AND a.business_id = i.business_id
     CROSS JOIN LATERAL (SELECT f29_purchase_iva_line(i.doc_type, a.account_number, i.rcv_fixed_asset) AS code) c
     WHERE i.iva_shared_use <> 0 AND c.code IS NOT NULL
       AND i.counted AND i.estado IS DISTINCT FROM 'Rechazada' AND i.total_amount <> 0
       AND i.purchase_register IS DISTINCT FROM 'PENDIENTE'
  ),
  credit AS (
    SELECT x.business_id, x.period,
           sum(CASE WHEN x.code = '528' THEN -1 ELSE 1 END *
               CASE WHEN f.total > 0 AND f.with_credit < f.total
                    -- round(a × b / c), half away from zero, in integers (a, b ≥ 0, c > 0).
                    THEN div(2 * x.shared * f.with_credit + f.total, 2 * f.total)
                    ELSE x.shared END)::bigint AS amount
      FROM (SELECT business_id, period, code, sum(shared)::numeric AS shared FROM shared GROUP BY 1, 2, 3) x
      JOIN factor f ON f.business_id = x.business_id AND f.period = x.period
     GROUP BY 1, 2
  ),
  parts AS (
    SELECT a.business_id, a.period, a.account_id,
           CASE WHEN f.total > 0 AND f.with_credit < f.total
                THEN round(a.shared * f.with_credit / f.total)::bigint ELSE a.shared::bigint END AS part,
           row_number() OVER (PARTITION BY a.business_id, a.period ORDER BY abs(a.shared) DESC, a.account_id) AS rank
      FROM (SELECT business_id, period, account_id,
                   sum(CASE WHEN code = '528' THEN -shared ELSE shared END)::numeric AS shared
              FROM shared GROUP BY 1, 2, 3) a
      JOIN factor f ON f.business_id = a.business_id AND f.period = a.period
  ),
  lines AS (
    SELECT c.business_id, c.period, 1 AS no, r.iva_credito AS account_id, c.amount
      FROM credit c JOIN r ON r.business_id = c.business_id
    UNION ALL
    SELECT p.business_id, p.period, 1 + p.rank::integer, p.account_id,
           -(p.part + CASE WHEN p.rank = 1
                           THEN c.amount - sum(p.part) OVER (PARTITION BY p.business_id, p.period) ELSE 0 END)
      FROM parts p JOIN credit c ON c.business_id = p.business_id AND c.period = p.period
  )
  SELECT l.business_id, shared_use_source(l.business_id, l.period), l.no,
         (make_date(l.period / 100, l.period % 100, 1) + interval '1 month' - interval '1 day')::date,
         l.account_id, l.amount::bigint
    FROM lines l WHERE l.amount <> 0
$$;

-- Which months' uso común a statement on invoices changes: a sale moves the factor of its month and
-- of every later month of its year; a purchase with uso común its own month. Only the months that
-- have uso común, or had lines of it, are rewritten.
CREATE FUNCTION journal_shared_use_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $fn$
DECLARE
  watched text := 'direction,doc_type,period,net_amount,exempt_amount,total_amount,signed_total,'
                  'iva_shared_use,counted,estado,purchase_register,invoicing_account_id,rcv_fixed_asset';
  changed text := 'true';
  touched text;
  t record;
  periods bigint[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changed := format('(%s) IS DISTINCT FROM (%s)',
                      (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(string_to_array(watched, ',')) c),
                      (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(string_to_array(watched, ',')) c));
    touched := format('SELECT n.business_id, n.period, n.direction, n.iva_shared_use FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %1$s
                       UNION ALL SELECT o.business_id, o.period, o.direction, o.iva_shared_use FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE %1$s',
                      changed);
  ELSIF TG_OP = 'INSERT' THEN
    touched := 'SELECT business_id, period, direction, iva_shared_use FROM new_rows';
  ELSE
    touched := 'SELECT business_id, period, direction, iva_shared_use FROM old_rows o
                 WHERE EXISTS (SELECT 1 FROM businesses bs WHERE bs.id = o.business_id)';
  END IF;
  FOR t IN EXECUTE format(
    'SELECT business_id, period / 100 AS year, min(period) AS first FROM (%s) x
      WHERE direction = ''VENTA'' OR iva_shared_use <> 0 GROUP BY 1, 2', touched)
  LOOP
    SELECT array_agg(DISTINCT p) INTO periods FROM (
      SELECT shared_use_source(t.business_id, i.period) AS p FROM invoices i
       WHERE i.business_id = t.business_id AND i.direction = 'COMPRA'
         AND i.period BETWEEN t.first AND t.year * 100 + 12 AND i.iva_shared_use <> 0
      UNION ALL
      SELECT l.source_id FROM journal_lines l
       WHERE l.business_id = t.business_id AND l.source_type = 'shared_use'
         AND l.source_id BETWEEN shared_use_source(t.business_id, t.first)
                             AND shared_use_source(t.business_id, t.year * 100 + 12)) x;
    IF periods IS NOT NULL THEN
      PERFORM journal_post('shared_use', periods, ARRAY[t.business_id]);
    END IF;
  END LOOP;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER invoices_shared_use_journal_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_shared_use_apply();
CREATE TRIGGER invoices_shared_use_journal_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_shared_use_apply();
CREATE TRIGGER invoices_shared_use_journal_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journal_shared_use_apply();

-- A purchase entering the register (PENDIENTE → REGISTRO) now changes its lines.
CREATE OR REPLACE TRIGGER invoices_journal_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION journal_apply('invoice', 'id', '',
    'issue_date,doc_type,direction,total_amount,signed_total,net_amount,exempt_amount,iva_amount,other_taxes,'
    'iva_recoverable,iva_retained_total,iva_retained_partial,counted,collectible,estado,invoicing_account_id,'
    'purchase_register,rcv_fixed_asset');

-- Rewrite what the new rules change: the purchases with a retention or still pending, and every
-- month with uso común; a closed period keeps the lines it was closed with.
SELECT journal_post('invoice', ids, bids)
  FROM (SELECT array_agg(i.id) AS ids, array_agg(DISTINCT i.business_id) AS bids
          FROM invoices i JOIN businesses b ON b.id = i.business_id
         WHERE i.direction = 'COMPRA' AND i.issue_date > coalesce(b.books_closed_until, '-infinity'::date)
           AND (i.iva_retained_total + i.iva_retained_partial <> 0 OR i.purchase_register = 'PENDIENTE'
                OR (i.rcv_fixed_asset AND i.invoicing_account_id IS NULL))) x
 WHERE ids IS NOT NULL;
SELECT journal_post('shared_use', array_agg(DISTINCT shared_use_source(i.business_id, i.period)), ARRAY[i.business_id])
  FROM invoices i JOIN businesses b ON b.id = i.business_id
 WHERE i.direction = 'COMPRA' AND i.iva_shared_use <> 0
   AND (make_date(i.period / 100, i.period % 100, 1) + interval '1 month' - interval '1 day')::date
       > coalesce(b.books_closed_until, '-infinity'::date)
 GROUP BY i.business_id;
