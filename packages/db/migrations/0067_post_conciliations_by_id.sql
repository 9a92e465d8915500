-- A statement's reconciliations are posted looking each one up by its id.
-- Without statistics (PGlite never gathers them; a server's autovacuum may not have looked yet) the
-- planner took the business's reconciliations as a handful, read them all through
-- bm_conciliations_document_idx and matched them against the statement's ids in a nested loop:
-- 10,000 new reconciliations into a business that had 28,000 took 138 s (812 million rows compared),
-- and a bench build of 500,000 movements did not finish; the movements were then read the same way,
-- by business with the id as a filter. Each look-up (reconciliation, movement, document) is behind
-- OFFSET 0, which the planner cannot flatten into the join, and names only the id, so it runs once
-- per row by primary key whatever the statistics say; the business is checked after.
CREATE OR REPLACE FUNCTION journal_post_conciliations(p_ids bigint[]) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  WITH src AS (
    SELECT c.id, c.business_id, c.amount, m.post_date, sign(m.amount)::int AS dir, i.direction, i.collectible
      FROM unnest(p_ids) AS x(id)
     CROSS JOIN LATERAL (SELECT * FROM bm_conciliations c WHERE c.id = x.id OFFSET 0) c
     CROSS JOIN LATERAL (SELECT * FROM bm_movements m WHERE m.id = c.bm_movement_id OFFSET 0) m
     CROSS JOIN LATERAL (SELECT * FROM invoices i WHERE i.id = c.conciliation_id OFFSET 0) i
      JOIN bm_accounts ba ON ba.id = m.bm_account_id AND ba.business_id = c.business_id AND ba.currency = 'CLP'
     WHERE c.conciliation_type = 'Invoice' AND m.amount <> 0
       AND m.business_id = c.business_id AND i.business_id = c.business_id
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
