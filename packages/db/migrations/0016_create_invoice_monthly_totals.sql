-- Count and Σ of invoices per business, direction, period and the list's aggregable filters
-- (document type, paid, classified; rejected for the VAT credit). The default list view, its
-- payed/document_type/classified filters, the summary, averages, chart and monthly summary read
-- these few rows instead of counting up to 200,000 invoices.
--
-- Kept exact by statement-level triggers on invoices (transition tables): every INSERT, UPDATE and
-- DELETE, from any writer (importer, API, seed, SQL by hand), adds its deltas in the same
-- transaction, one upsert per statement and group, groups in key order so concurrent writers lock
-- rows in the same order. refreshMonthlyTotals (features/invoices) recomputes from invoices.
CREATE TABLE invoice_monthly_totals (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  direction text NOT NULL,
  period integer NOT NULL,
  doc_type integer NOT NULL,
  payed boolean NOT NULL,
  classified boolean NOT NULL,
  rejected boolean NOT NULL,
  doc_count bigint NOT NULL DEFAULT 0,
  signed_total bigint NOT NULL DEFAULT 0,
  -- IVA with the document's sign (credit notes subtract).
  signed_iva bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, direction, period, doc_type, payed, classified, rejected)
);

CREATE FUNCTION invoice_monthly_totals_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_monthly_totals AS t
      (business_id, direction, period, doc_type, payed, classified, rejected, doc_count, signed_total, signed_iva)
    SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL,
           estado IS NOT DISTINCT FROM 'Rechazada', count(*), sum(signed_total),
           sum(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (business_id, direction, period, doc_type, payed, classified, rejected) DO UPDATE
      SET doc_count = t.doc_count + EXCLUDED.doc_count, signed_total = t.signed_total + EXCLUDED.signed_total,
          signed_iva = t.signed_iva + EXCLUDED.signed_iva;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_monthly_totals AS t
      (business_id, direction, period, doc_type, payed, classified, rejected, doc_count, signed_total, signed_iva)
    SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL,
           estado IS NOT DISTINCT FROM 'Rechazada', -count(*), -sum(signed_total),
           -sum(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END)
      -- Deleting a business cascades here after its row is gone (its totals go by their own cascade).
      FROM old_rows o WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id)
     GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (business_id, direction, period, doc_type, payed, classified, rejected) DO UPDATE
      SET doc_count = t.doc_count + EXCLUDED.doc_count, signed_total = t.signed_total + EXCLUDED.signed_total,
          signed_iva = t.signed_iva + EXCLUDED.signed_iva;
  ELSE
    -- An UPDATE moves a row from its old group to its new one; groups whose deltas cancel (a due
    -- date or a comment-only change) are not touched, so they take no row lock.
    INSERT INTO invoice_monthly_totals AS t
      (business_id, direction, period, doc_type, payed, classified, rejected, doc_count, signed_total, signed_iva)
    SELECT business_id, direction, period, doc_type, payed, classified, rejected,
           sum(n), sum(total), sum(iva)
      FROM (
        SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL AS classified,
               estado IS NOT DISTINCT FROM 'Rechazada' AS rejected, 1 AS n, signed_total AS total,
               CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END AS iva
          FROM new_rows
        UNION ALL
        SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL,
               estado IS NOT DISTINCT FROM 'Rechazada', -1, -signed_total,
               -(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END)
          FROM old_rows
      ) d
     GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(iva) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (business_id, direction, period, doc_type, payed, classified, rejected) DO UPDATE
      SET doc_count = t.doc_count + EXCLUDED.doc_count, signed_total = t.signed_total + EXCLUDED.signed_total,
          signed_iva = t.signed_iva + EXCLUDED.signed_iva;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER invoices_monthly_totals_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_monthly_totals_apply();
CREATE TRIGGER invoices_monthly_totals_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_monthly_totals_apply();
CREATE TRIGGER invoices_monthly_totals_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_monthly_totals_apply();

CREATE FUNCTION invoice_monthly_totals_truncate() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM invoice_monthly_totals;
  RETURN NULL;
END
$$;
CREATE TRIGGER invoices_monthly_totals_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_monthly_totals_truncate();

INSERT INTO invoice_monthly_totals
  (business_id, direction, period, doc_type, payed, classified, rejected, doc_count, signed_total, signed_iva)
SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL,
       estado IS NOT DISTINCT FROM 'Rechazada', count(*), sum(signed_total),
       sum(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END)
  FROM invoices GROUP BY 1, 2, 3, 4, 5, 6, 7;
