-- Clients and providers with their figures kept current: the list of 20,000 clients
-- of a business with 200,000 invoices answers in milliseconds only if it does not aggregate the
-- invoices per request. Every statement that writes invoices (the import's upsert, update_payed,
-- bulk_update, credit-note links, acknowledgment, the seed) updates its counterparts' figures in the
-- same transaction, by the deltas of the rows it wrote (as invoice_monthly_totals does), and a
-- document of a RUT not yet known adds the client or provider. What depends on today's date
-- (overdue, due in the next 30 days) is read per request from the unpaid rows.

-- The user edited the name: a new import no longer replaces it with the document's name.
ALTER TABLE counterparts ADD COLUMN name_edited boolean NOT NULL DEFAULT false;
-- Every document of the counterpart (listed ones included: guides, claimed purchases).
ALTER TABLE counterparts ADD COLUMN num_documents integer NOT NULL DEFAULT 0;
ALTER TABLE counterparts ADD COLUMN last_doc_date date;
-- Σ signed totals of the counted documents (credit notes subtract): total_sales / total_purchases.
ALTER TABLE counterparts ADD COLUMN total_amount bigint NOT NULL DEFAULT 0;
-- Σ open amounts (domain openAmount: unpaid, collectible, counted, not rejected, since the business's
-- "gestión de cobranza desde", less the credit notes): total_to_collect / total_to_pay, total_debt.
ALTER TABLE counterparts ADD COLUMN debt bigint NOT NULL DEFAULT 0;

CREATE FUNCTION counterparts_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  src text;
BEGIN
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
                                AND r.signed_total > 0 AND r.signed_total - r.credited_amount > 0
                                AND r.issue_date >= coalesce(b.collections_since, '-infinity'::date)
                              THEN r.signed_total - r.credited_amount ELSE 0 END AS debt
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
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($q$
      UPDATE counterparts c SET last_doc_date = (
        SELECT max(i.issue_date) FROM invoices i
         WHERE i.business_id = c.business_id AND i.counterpart_rut = c.rut
           AND i.direction = CASE c.kind WHEN 'client' THEN 'VENTA' ELSE 'COMPRA' END)
       WHERE (c.business_id, c.kind, c.rut) IN (
         SELECT o.business_id, CASE o.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END, o.counterpart_rut
           FROM old_rows o %s
          WHERE o.issue_date >= (SELECT x.last_doc_date FROM counterparts x WHERE x.business_id = o.business_id
                  AND x.rut = o.counterpart_rut AND x.kind = CASE o.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END) %s)$q$,
      CASE WHEN TG_OP = 'UPDATE' THEN 'JOIN new_rows n ON n.id = o.id' ELSE '' END,
      CASE WHEN TG_OP = 'UPDATE' THEN 'AND (n.issue_date <> o.issue_date OR n.counterpart_rut <> o.counterpart_rut OR n.direction <> o.direction)' ELSE '' END);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER invoices_counterparts_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION counterparts_apply();
CREATE TRIGGER invoices_counterparts_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION counterparts_apply();
CREATE TRIGGER invoices_counterparts_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION counterparts_apply();

-- The open amounts of a business's counterparts when its "gestión de cobranza desde" moves.
CREATE FUNCTION counterparts_refresh_debt(p_business bigint) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE counterparts c SET debt = coalesce(a.debt, 0)
    FROM counterparts c2
    LEFT JOIN (
      SELECT CASE i.direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind, i.counterpart_rut AS rut,
             sum(i.signed_total - i.credited_amount) AS debt
        FROM invoices i JOIN businesses b ON b.id = i.business_id
       WHERE i.business_id = p_business AND NOT i.payed AND i.collectible AND i.counted
         AND i.estado IS DISTINCT FROM 'Rechazada' AND i.signed_total > 0 AND i.signed_total - i.credited_amount > 0
         AND i.issue_date >= coalesce(b.collections_since, '-infinity'::date)
       GROUP BY 1, 2) a ON a.kind = c2.kind AND a.rut = c2.rut
   WHERE c.id = c2.id AND c2.business_id = p_business AND c.debt IS DISTINCT FROM coalesce(a.debt, 0);
$$;

CREATE FUNCTION counterparts_collections_since() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM counterparts_refresh_debt(NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER businesses_counterparts_debt AFTER UPDATE OF collections_since ON businesses
  FOR EACH ROW WHEN (OLD.collections_since IS DISTINCT FROM NEW.collections_since)
  EXECUTE FUNCTION counterparts_collections_since();

-- The counterparts' figures of the invoices already stored.
UPDATE counterparts c SET num_documents = a.n, last_doc_date = a.last_date, total_amount = a.total
  FROM (SELECT business_id, CASE direction WHEN 'VENTA' THEN 'client' ELSE 'provider' END AS kind,
               counterpart_rut AS rut, count(*) AS n, max(issue_date) AS last_date,
               coalesce(sum(signed_total) FILTER (WHERE counted), 0) AS total
          FROM invoices GROUP BY 1, 2, 3) a
 WHERE c.business_id = a.business_id AND c.kind = a.kind AND c.rut = a.rut;
SELECT counterparts_refresh_debt(id) FROM businesses;

-- A client's or provider's documents by date: the registry's pages, its figures by due date.
CREATE INDEX invoices_counterpart_idx ON invoices (business_id, direction, counterpart_rut, issue_date DESC, id DESC);

-- The lists' sort orders (rut: counterparts_key).
CREATE INDEX counterparts_name_idx ON counterparts (business_id, kind, business_name, id);
CREATE INDEX counterparts_debt_idx ON counterparts (business_id, kind, debt, id);
CREATE INDEX counterparts_last_doc_idx ON counterparts (business_id, kind, last_doc_date, id);
CREATE INDEX counterparts_documents_idx ON counterparts (business_id, kind, num_documents, id);
