-- A statement trigger's queries over its transition tables are planned for each statement.
-- PL/pgSQL keeps the plan of a static query for the whole session, made for the transition table of
-- the first statement that ran it. A connection whose first update of invoices touched one row then
-- joined old_rows to new_rows by a nested loop for every later update: 40,000 rows updated in one
-- statement took 231 s in such a session and 1 s in a fresh one (the bench build's 170,000-row link
-- read 686 GB of spilled tuplestore and did not finish). The reverse holds for the deletes of journal
-- lines (a plan made for a big statement reads every line of the journal for a small one). The
-- queries that join a transition table to another relation run by EXECUTE, planned with the
-- statement's own row counts; the ones that only aggregate one transition table stay static.

CREATE OR REPLACE FUNCTION counterparts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  src text;
BEGIN
  -- An upsert fires the UPDATE trigger too, most often with no row updated.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  -- An import's own documents are recomputed from the keys it passes (an insert needs no mark);
  -- what an update or a delete moved is marked, old rows included (a document left its counterpart).
  IF current_setting('portal.import_deferred', true) = 'on' THEN
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO counterparts_dirty (business_id, kind, rut)
      SELECT DISTINCT business_id, CASE direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END, counterpart_rut
        FROM (SELECT business_id, direction, counterpart_rut FROM new_rows
              UNION ALL SELECT business_id, direction, counterpart_rut FROM old_rows) r
      ON CONFLICT DO NOTHING;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO counterparts_dirty (business_id, kind, rut)
      SELECT DISTINCT business_id, CASE direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END, counterpart_rut
        FROM old_rows
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END IF;
  -- The rows of the statement with a sign: + new rows, - old rows.
  IF TG_OP = 'INSERT' THEN
    src := 'SELECT 1 AS s, * FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    src := 'SELECT -1 AS s, * FROM old_rows';
  ELSE
    src := 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows';
  END IF;
  -- Deltas per counterpart, in key order (concurrent writers lock in the same order). The name is
  -- the newest document's of the statement; an edited name stays.
  EXECUTE format($q$
    INSERT INTO counterparts AS c (business_id, kind, rut, business_name, num_documents, last_doc_date, total_amount, debt)
    SELECT business_id, kind, rut, coalesce((array_agg(name ORDER BY issue_date DESC, id DESC) FILTER (WHERE name <> ''))[1], ''),
           sum(s), max(last_date), sum(total), sum(debt)
      FROM (SELECT r.s, r.business_id, CASE r.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind,
                   r.counterpart_rut AS rut, r.id, r.issue_date,
                   CASE WHEN r.s > 0 THEN r.counterpart_name END AS name,
                   CASE WHEN r.s > 0 THEN r.issue_date END AS last_date,
                   r.s * CASE WHEN r.counted THEN r.signed_total ELSE 0 END AS total,
                   r.s * CASE WHEN NOT r.payed AND r.collectible AND r.counted AND r.estado IS DISTINCT FROM 'Rechazada'
                                AND r.signed_total > 0 AND r.signed_total - r.credited_amount - r.paid_amount > 0
                                AND r.issue_date >= coalesce(b.collections_since, '-infinity'::date)
                              THEN r.signed_total - r.credited_amount - r.paid_amount ELSE 0 END AS debt
              FROM (%s) r JOIN businesses b ON b.id = r.business_id) d
     GROUP BY business_id, kind, rut
    HAVING sum(s) <> 0 OR sum(total) <> 0 OR sum(debt) <> 0
        OR (array_agg(name ORDER BY issue_date DESC, id DESC) FILTER (WHERE name <> ''))[1] IS DISTINCT FROM
           (SELECT x.business_name FROM counterparts x
             WHERE x.business_id = d.business_id AND x.kind = d.kind AND x.rut = d.rut AND NOT x.name_edited)
     ORDER BY business_id, kind, rut
    ON CONFLICT ON CONSTRAINT counterparts_key DO UPDATE SET
      num_documents = c.num_documents + EXCLUDED.num_documents,
      total_amount = c.total_amount + EXCLUDED.total_amount,
      debt = c.debt + EXCLUDED.debt,
      last_doc_date = greatest(c.last_doc_date, EXCLUDED.last_doc_date),
      business_name = CASE WHEN c.name_edited OR EXCLUDED.business_name = '' THEN c.business_name
                           ELSE EXCLUDED.business_name END$q$, src);
  -- A document that left its counterpart (deleted, re-dated, another RUT) may have been its last.
  -- Most updates (paid, due date, credited amount) move none: then nothing is recomputed.
  IF TG_OP = 'DELETE' THEN
    EXECUTE $q$UPDATE counterparts c SET last_doc_date = (
      SELECT max(i.issue_date) FROM invoices i
       WHERE i.business_id = c.business_id AND i.counterpart_rut = c.rut
         AND i.direction = CASE c.kind WHEN 'client' THEN 'VENTA' ELSE 'COMPRA' END)
      FROM (SELECT DISTINCT o.business_id, CASE o.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind,
                   o.counterpart_rut AS rut FROM old_rows o) m
     WHERE c.business_id = m.business_id AND c.kind = m.kind AND c.rut = m.rut$q$;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE $q$UPDATE counterparts c SET last_doc_date = (
      SELECT max(i.issue_date) FROM invoices i
       WHERE i.business_id = c.business_id AND i.counterpart_rut = c.rut
         AND i.direction = CASE c.kind WHEN 'client' THEN 'VENTA' ELSE 'COMPRA' END)
      FROM (SELECT DISTINCT o.business_id, CASE o.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind,
                   o.counterpart_rut AS rut
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE n.issue_date <> o.issue_date OR n.counterpart_rut <> o.counterpart_rut
                OR n.direction <> o.direction) m
     WHERE c.business_id = m.business_id AND c.kind = m.kind AND c.rut = m.rut$q$;
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION journal_invoices_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT business_id) INTO ids, bids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE $q$DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'invoice' AND l.source_id = o.id
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id)$q$;
    RETURN NULL;
  ELSE
    EXECUTE $q$SELECT array_agg(n.id), array_agg(DISTINCT n.business_id) FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.issue_date, n.doc_type, n.direction, n.total_amount, n.signed_total, n.exempt_amount, n.iva_amount,
            n.other_taxes, n.iva_recoverable, n.iva_retained_total, n.iva_retained_partial, n.counted,
            n.collectible, n.estado, n.invoicing_account_id)
           IS DISTINCT FROM
           (o.issue_date, o.doc_type, o.direction, o.total_amount, o.signed_total, o.exempt_amount, o.iva_amount,
            o.other_taxes, o.iva_recoverable, o.iva_retained_total, o.iva_retained_partial, o.counted,
            o.collectible, o.estado, o.invoicing_account_id)$q$
      INTO ids, bids;
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
$function$;

CREATE OR REPLACE FUNCTION journal_honorarium_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT business_id) INTO ids, bids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE $q$DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'honorarium' AND l.source_id = o.id
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id)$q$;
    RETURN NULL;
  ELSE
    EXECUTE $q$SELECT array_agg(n.id), array_agg(DISTINCT n.business_id)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.kind, n.issue_date, n.status, n.gross_amount, n.retention_amount, n.retention_by)
           IS DISTINCT FROM (o.kind, o.issue_date, o.status, o.gross_amount, o.retention_amount, o.retention_by)$q$
      INTO ids, bids;
    IF ids IS NULL THEN
      RETURN NULL;
    END IF;
    DELETE FROM journal_lines l
     WHERE l.business_id = ANY (bids) AND l.source_type = 'honorarium' AND l.source_id = ANY (ids);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM journal_post_honorarium(ids, bids);
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION journal_expenses_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids bigint[];
  bids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT business_id) INTO ids, bids FROM new_rows WHERE status = 'validated';
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE $q$DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'expense' AND l.source_id = o.id
       AND o.status = 'validated'
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id)$q$;
    RETURN NULL;
  ELSE
    EXECUTE $q$SELECT array_agg(n.id), array_agg(DISTINCT n.business_id) FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.status, n.amount, n.expense_date, n.category_id) IS DISTINCT FROM (o.status, o.amount, o.expense_date, o.category_id)$q$
      INTO ids, bids;
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
$function$;

CREATE OR REPLACE FUNCTION journal_conciliations_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE $q$DELETE FROM journal_lines l USING old_rows o
     WHERE l.business_id = o.business_id AND l.source_type = 'conciliation' AND l.source_id = o.id
       AND EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id)$q$;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
    PERFORM journal_post_conciliations(ids);
  END IF;
  RETURN NULL;
END
$function$;
