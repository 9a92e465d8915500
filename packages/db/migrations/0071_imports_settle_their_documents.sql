-- An import's deferred work is the import's own, stated on its row, not a setting of the session.
-- While an import writes, the counterparts' figures and the search keys of its documents wait for
-- its end, where it recomputes them once (the per-statement deltas halved an import's speed).
-- That used to be a transaction-wide setting (portal.import_deferred) which any statement of the
-- transaction obeyed, written or left set by whoever ran before it. Now the import states it on its
-- own row (invoice_imports.settling, set by the import when it starts writing and cleared when it
-- settles), and the triggers defer only a statement whose every document carries that import's id
-- (last_import_id): another writer's statement in the same transaction, or one that mixes the
-- import's documents with older ones (a credit note's invoice), keeps the deltas. A transaction
-- cannot commit an import still settling: the work it deferred would never be done.

ALTER TABLE invoice_imports ADD COLUMN settling boolean NOT NULL DEFAULT false;

CREATE FUNCTION invoice_imports_refuse_unsettled() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM invoice_imports WHERE id = NEW.id AND settling) THEN
    RAISE EXCEPTION 'import % ends without settling its documents'' figures', NEW.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER invoice_imports_settled AFTER INSERT OR UPDATE OF settling ON invoice_imports
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.settling)
  EXECUTE FUNCTION invoice_imports_refuse_unsettled();

CREATE OR REPLACE FUNCTION counterparts_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $function$
DECLARE
  src text;
  lo bigint;
  hi bigint;
  stamped boolean;
BEGIN
  -- An upsert fires the UPDATE trigger too, most often with no row updated.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  -- The documents of an import that settles their figures itself (invoice_imports.settling) are
  -- left to it: it recomputes the counterparts of the documents it wrote from the keys it passes (an
  -- insert needs no mark); what an update or a delete moved is marked, old rows included (a
  -- document left its counterpart). A statement with any other document keeps the deltas (the
  -- import's recomputation then overwrites the figures of its own).
  IF TG_OP = 'DELETE' THEN
    SELECT min(last_import_id), max(last_import_id), count(*) = count(last_import_id) INTO lo, hi, stamped
      FROM old_rows;
  ELSE
    SELECT min(last_import_id), max(last_import_id), count(*) = count(last_import_id) INTO lo, hi, stamped
      FROM new_rows;
  END IF;
  IF stamped AND lo = hi AND EXISTS (SELECT 1 FROM invoice_imports WHERE id = lo AND settling) THEN
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

CREATE OR REPLACE FUNCTION invoice_search_keys_add() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  lo bigint;
  hi bigint;
  stamped boolean;
BEGIN
  -- An import that settles its documents adds their distinct keys once, at its end.
  SELECT min(last_import_id), max(last_import_id), count(*) = count(last_import_id) INTO lo, hi, stamped
    FROM new_rows;
  IF stamped AND lo = hi AND EXISTS (SELECT 1 FROM invoice_imports WHERE id = lo AND settling) THEN
    RETURN NULL;
  END IF;
  INSERT INTO invoice_search_keys (business_id, direction, search_key)
  SELECT DISTINCT business_id, direction, search_key FROM new_rows ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
