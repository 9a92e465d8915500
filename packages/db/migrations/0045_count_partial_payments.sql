-- Partial payments from bank reconciliations (0043: invoices.paid_amount) lower what a document
-- owes, as credit notes do: open = signed total − credited − paid. The counterparts' figures and the
-- unpaid index follow the same rule (the functions as 0042 and 0031 left them, with paid_amount).

DROP INDEX invoices_unpaid_due_idx;
CREATE INDEX invoices_unpaid_due_idx ON invoices (business_id, direction, internal_due_date)
  INCLUDE (period, signed_total, credited_amount, paid_amount, estado, collectible, counted, id, issue_date, total_amount, folio)
  WHERE NOT payed;

CREATE OR REPLACE FUNCTION counterparts_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
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
    UPDATE counterparts c SET last_doc_date = (
      SELECT max(i.issue_date) FROM invoices i
       WHERE i.business_id = c.business_id AND i.counterpart_rut = c.rut
         AND i.direction = CASE c.kind WHEN 'client' THEN 'VENTA' ELSE 'COMPRA' END)
      FROM (SELECT DISTINCT o.business_id, CASE o.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind,
                   o.counterpart_rut AS rut FROM old_rows o) m
     WHERE c.business_id = m.business_id AND c.kind = m.kind AND c.rut = m.rut;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE counterparts c SET last_doc_date = (
      SELECT max(i.issue_date) FROM invoices i
       WHERE i.business_id = c.business_id AND i.counterpart_rut = c.rut
         AND i.direction = CASE c.kind WHEN 'client' THEN 'VENTA' ELSE 'COMPRA' END)
      FROM (SELECT DISTINCT o.business_id, CASE o.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind,
                   o.counterpart_rut AS rut
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE n.issue_date <> o.issue_date OR n.counterpart_rut <> o.counterpart_rut
                OR n.direction <> o.direction) m
     WHERE c.business_id = m.business_id AND c.kind = m.kind AND c.rut = m.rut;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION counterparts_recompute(p_business bigint, p_directions text[], p_ruts text[]) RETURNS void
  LANGUAGE sql
AS $$
  WITH cleared AS (DELETE FROM counterparts_dirty WHERE business_id = p_business RETURNING kind, rut),
  marked AS (
    SELECT kind, rut FROM cleared
    UNION
    SELECT CASE d WHEN 'VENTA' THEN 'client' ELSE 'provider' END, r FROM unnest(p_directions, p_ruts) AS n(d, r)),
  figures AS (
    SELECT m.kind, m.rut, count(i.id) AS n, max(i.issue_date) AS last_date,
           coalesce(sum(i.signed_total) FILTER (WHERE i.counted), 0) AS total,
           coalesce(sum(i.signed_total - i.credited_amount - i.paid_amount) FILTER (
             WHERE NOT i.payed AND i.collectible AND i.counted AND i.estado IS DISTINCT FROM 'Rechazada'
               AND i.signed_total > 0 AND i.signed_total - i.credited_amount - i.paid_amount > 0
               AND i.issue_date >= coalesce(b.collections_since, '-infinity'::date)), 0) AS debt,
           (array_agg(i.counterpart_name ORDER BY i.issue_date DESC, i.id DESC)
              FILTER (WHERE i.counterpart_name <> ''))[1] AS name
      FROM marked m
      JOIN businesses b ON b.id = p_business
      LEFT JOIN invoices i ON i.business_id = p_business AND i.counterpart_rut = m.rut
       AND i.direction = CASE m.kind WHEN 'client' THEN 'VENTA' ELSE 'COMPRA' END
     GROUP BY m.kind, m.rut)
  INSERT INTO counterparts AS c (business_id, kind, rut, business_name, num_documents, last_doc_date, total_amount, debt)
  SELECT p_business, kind, rut, coalesce(name, ''), n, last_date, total, debt FROM figures ORDER BY kind, rut
  ON CONFLICT ON CONSTRAINT counterparts_key DO UPDATE SET
    num_documents = EXCLUDED.num_documents,
    total_amount = EXCLUDED.total_amount,
    debt = EXCLUDED.debt,
    last_doc_date = EXCLUDED.last_doc_date,
    business_name = CASE WHEN c.name_edited OR EXCLUDED.business_name = '' THEN c.business_name
                         ELSE EXCLUDED.business_name END
  WHERE (c.num_documents, c.total_amount, c.debt, c.last_doc_date) IS DISTINCT FROM
        (EXCLUDED.num_documents, EXCLUDED.total_amount, EXCLUDED.debt, EXCLUDED.last_doc_date)
     OR (NOT c.name_edited AND EXCLUDED.business_name <> '' AND c.business_name <> EXCLUDED.business_name);
$$;

CREATE OR REPLACE FUNCTION counterparts_refresh_debt(p_business bigint) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE counterparts c SET debt = coalesce(a.debt, 0)
    FROM counterparts c2
    LEFT JOIN (
      SELECT CASE i.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind, i.counterpart_rut AS rut,
             sum(i.signed_total - i.credited_amount - i.paid_amount) AS debt
        FROM invoices i JOIN businesses b ON b.id = i.business_id
       WHERE i.business_id = p_business AND NOT i.payed AND i.collectible AND i.counted
         AND i.estado IS DISTINCT FROM 'Rechazada' AND i.signed_total > 0 AND i.signed_total - i.credited_amount - i.paid_amount > 0
         AND i.issue_date >= coalesce(b.collections_since, '-infinity'::date)
       GROUP BY 1, 2) a ON a.kind = c2.kind AND a.rut = c2.rut
   WHERE c.id = c2.id AND c2.business_id = p_business AND c.debt IS DISTINCT FROM coalesce(a.debt, 0);
$$;
