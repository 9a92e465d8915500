-- Tax rules (packages/domain tax-documents.ts holds them with the SII's wording):
-- which documents are in the Registro de Compras y Ventas, which can be owed, how a purchase's IVA
-- splits (only recoverable IVA is credit), the RCV tab a purchase came from, and the credit note →
-- invoice link that nets a note against the invoice it references.

-- False for types outside the register (guías de despacho 50/52): listed, never in a total.
ALTER TABLE invoices ADD COLUMN in_register boolean NOT NULL DEFAULT true;
-- False for documents paid at issue (boletas, month summaries) and guides: never receivable.
ALTER TABLE invoices ADD COLUMN collectible boolean NOT NULL DEFAULT true;
-- The RCV compras tab; null is REGISTRO (rows imported before this migration, sales).
ALTER TABLE invoices ADD COLUMN purchase_register text
  CHECK (purchase_register IS NULL OR purchase_register IN ('REGISTRO', 'PENDIENTE', 'NO_INCLUIR', 'RECLAMADO'));
-- IVA split (positive pesos as the files write them; the type gives the sign). iva_amount stays the
-- whole IVA; iva_recoverable is the only part that is IVA credit.
ALTER TABLE invoices ADD COLUMN iva_recoverable bigint;
ALTER TABLE invoices ADD COLUMN iva_non_recoverable bigint NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN iva_non_recoverable_details jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE invoices ADD COLUMN iva_shared_use bigint NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN iva_retained_total bigint NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN iva_retained_partial bigint NOT NULL DEFAULT 0;
-- A credit note's referenced invoice (same business, direction and issuer; by type and folio),
-- and on an invoice the Σ of the notes that reference it (positive): its open amount is
-- signed_total - credited_amount.
ALTER TABLE invoices ADD COLUMN referenced_invoice_id bigint;
ALTER TABLE invoices ADD COLUMN credited_amount bigint NOT NULL DEFAULT 0;
-- In the list total, sales/purchases totals and IVA: in the register and not claimed or left out.
ALTER TABLE invoices ADD COLUMN counted boolean
  GENERATED ALWAYS AS (in_register AND coalesce(purchase_register, 'REGISTRO') NOT IN ('RECLAMADO', 'NO_INCLUIR')) STORED;

-- Backfill of the rows already stored, by the domain table as of this migration.
UPDATE invoices SET
  in_register = doc_type NOT IN (50, 52),
  collectible = doc_type NOT IN (35, 38, 39, 41, 47, 48, 50, 52, 105, 906, 914, 919, 920, 922, 924),
  iva_recoverable = iva_amount;
UPDATE invoices SET internal_due_date = NULL WHERE NOT collectible AND internal_due_date IS NOT NULL;
ALTER TABLE invoices ALTER COLUMN iva_recoverable SET DEFAULT 0;
ALTER TABLE invoices ALTER COLUMN iva_recoverable SET NOT NULL;

CREATE INDEX invoices_referenced_idx ON invoices (business_id, referenced_invoice_id) INCLUDE (total_amount) WHERE referenced_invoice_id IS NOT NULL;

-- "Gestión de cobranza desde": unpaid documents issued before it are outside receivables, payables,
-- cash flow and to-do (still listed and in totals and IVA). Set at the first import.
ALTER TABLE businesses ADD COLUMN collections_since date;
UPDATE businesses b SET collections_since = (
  SELECT (date_trunc('month', min(created_at) AT TIME ZONE 'America/Santiago') - interval '1 month')::date
    FROM invoice_imports WHERE business_id = b.id);

-- The unpaid-by-due-date index carries what the receivable rule reads (index-only stays possible).
DROP INDEX invoices_unpaid_due_idx;
CREATE INDEX invoices_unpaid_due_idx ON invoices (business_id, direction, internal_due_date)
  INCLUDE (period, signed_total, credited_amount, estado, collectible, counted, id, issue_date, total_amount, folio)
  WHERE NOT payed;

-- invoice_monthly_totals gains what the default views need: counted (in the register, not claimed
-- nor left out), pending (RCV PENDIENTE: not yet IVA credit) and Σ of the signed recoverable IVA.
DROP TRIGGER invoices_monthly_totals_insert ON invoices;
DROP TRIGGER invoices_monthly_totals_update ON invoices;
DROP TRIGGER invoices_monthly_totals_delete ON invoices;
DROP FUNCTION invoice_monthly_totals_apply();
DELETE FROM invoice_monthly_totals;
ALTER TABLE invoice_monthly_totals DROP CONSTRAINT invoice_monthly_totals_pkey;
ALTER TABLE invoice_monthly_totals ADD COLUMN counted boolean NOT NULL DEFAULT true;
ALTER TABLE invoice_monthly_totals ADD COLUMN pending boolean NOT NULL DEFAULT false;
ALTER TABLE invoice_monthly_totals ADD COLUMN signed_iva_credit bigint NOT NULL DEFAULT 0;
ALTER TABLE invoice_monthly_totals ADD PRIMARY KEY
  (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending);

CREATE FUNCTION invoice_monthly_totals_apply() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  -- Deltas of the statement (+ new rows, - old rows) per group, groups in key order so concurrent
  -- writers lock rows in the same order; groups whose deltas cancel (a due date or a comment-only
  -- change) are not touched, so they take no row lock.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_monthly_totals AS t
      (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, doc_count, signed_total, signed_iva, signed_iva_credit)
    SELECT business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, sum(n), sum(total), sum(iva), sum(credit)
      FROM (SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL AS classified,
             estado IS NOT DISTINCT FROM 'Rechazada' AS rejected, counted,
             purchase_register IS NOT DISTINCT FROM 'PENDIENTE' AS pending, 1 AS n, signed_total AS total,
             (CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END) AS iva,
             (CASE WHEN signed_total < 0 THEN -iva_recoverable ELSE iva_recoverable END) AS credit
        FROM new_rows) d
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(iva) <> 0 OR sum(credit) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending) DO UPDATE
      SET doc_count = t.doc_count + EXCLUDED.doc_count, signed_total = t.signed_total + EXCLUDED.signed_total,
          signed_iva = t.signed_iva + EXCLUDED.signed_iva,
          signed_iva_credit = t.signed_iva_credit + EXCLUDED.signed_iva_credit;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_monthly_totals AS t
      (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, doc_count, signed_total, signed_iva, signed_iva_credit)
    SELECT business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, sum(n), sum(total), sum(iva), sum(credit)
      FROM (SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL AS classified,
             estado IS NOT DISTINCT FROM 'Rechazada' AS rejected, counted,
             purchase_register IS NOT DISTINCT FROM 'PENDIENTE' AS pending, -1 AS n, -signed_total AS total,
             -(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END) AS iva,
             -(CASE WHEN signed_total < 0 THEN -iva_recoverable ELSE iva_recoverable END) AS credit
        FROM old_rows o
        -- Deleting a business cascades here after its row is gone (its totals go by their own cascade).
        WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.id = o.business_id)) d
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(iva) <> 0 OR sum(credit) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending) DO UPDATE
      SET doc_count = t.doc_count + EXCLUDED.doc_count, signed_total = t.signed_total + EXCLUDED.signed_total,
          signed_iva = t.signed_iva + EXCLUDED.signed_iva,
          signed_iva_credit = t.signed_iva_credit + EXCLUDED.signed_iva_credit;
  ELSE
    INSERT INTO invoice_monthly_totals AS t
      (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, doc_count, signed_total, signed_iva, signed_iva_credit)
    SELECT business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, sum(n), sum(total), sum(iva), sum(credit)
      FROM (SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL AS classified,
             estado IS NOT DISTINCT FROM 'Rechazada' AS rejected, counted,
             purchase_register IS NOT DISTINCT FROM 'PENDIENTE' AS pending, 1 AS n, signed_total AS total,
             (CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END) AS iva,
             (CASE WHEN signed_total < 0 THEN -iva_recoverable ELSE iva_recoverable END) AS credit
        FROM new_rows
      UNION ALL
      SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL AS classified,
             estado IS NOT DISTINCT FROM 'Rechazada' AS rejected, counted,
             purchase_register IS NOT DISTINCT FROM 'PENDIENTE' AS pending, -1 AS n, -signed_total AS total,
             -(CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END) AS iva,
             -(CASE WHEN signed_total < 0 THEN -iva_recoverable ELSE iva_recoverable END) AS credit
        FROM old_rows) d
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(iva) <> 0 OR sum(credit) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending) DO UPDATE
      SET doc_count = t.doc_count + EXCLUDED.doc_count, signed_total = t.signed_total + EXCLUDED.signed_total,
          signed_iva = t.signed_iva + EXCLUDED.signed_iva,
          signed_iva_credit = t.signed_iva_credit + EXCLUDED.signed_iva_credit;
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

INSERT INTO invoice_monthly_totals (business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, doc_count, signed_total, signed_iva, signed_iva_credit)
SELECT business_id, direction, period, doc_type, payed, classified, rejected, counted, pending, sum(n), sum(total), sum(iva), sum(credit)
  FROM (SELECT business_id, direction, period, doc_type, payed, invoicing_account_id IS NOT NULL AS classified,
             estado IS NOT DISTINCT FROM 'Rechazada' AS rejected, counted,
             purchase_register IS NOT DISTINCT FROM 'PENDIENTE' AS pending, 1 AS n, signed_total AS total,
             (CASE WHEN signed_total < 0 THEN -iva_amount ELSE iva_amount END) AS iva,
             (CASE WHEN signed_total < 0 THEN -iva_recoverable ELSE iva_recoverable END) AS credit
        FROM invoices) d
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- Sorting by amount sorts by the signed amount (a credit note is the smallest): its index follows.
DROP INDEX invoices_list_total_idx;
CREATE INDEX invoices_list_total_idx ON invoices (business_id, direction, signed_total, id)
  INCLUDE (period, payed, doc_type, invoicing_account_id);

-- The invoices some credit note reduces (linkCreditNotes recomputes them after every import).
CREATE INDEX invoices_credited_idx ON invoices (business_id) WHERE credited_amount <> 0;
