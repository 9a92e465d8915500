-- Indexes of the invoice lists, totals, CSV export and dashboards (features/invoices).
-- Every list query is one business and one direction, so (business_id, direction) lead every key.
-- Measurements behind each choice: docs/query-plans.md (200,000 invoices in one business,
-- 1,000,000 in all, PostgreSQL).

-- Pages in a sort order without other filters than period, payed, document type or classified:
-- walk the index in order and stop after the page (the filters are checked in the index, the
-- totals come from invoice_monthly_totals). The date one also feeds the CSV export's keyset batches.
CREATE INDEX invoices_list_date_idx ON invoices (business_id, direction, issue_date DESC, id DESC)
  INCLUDE (period, payed, doc_type, invoicing_account_id);
CREATE INDEX invoices_list_total_idx ON invoices (business_id, direction, total_amount, id)
  INCLUDE (period, payed, doc_type, invoicing_account_id);
CREATE INDEX invoices_list_folio_idx ON invoices (business_id, direction, folio, id)
  INCLUDE (period, payed, doc_type, invoicing_account_id);
CREATE INDEX invoices_list_payed_idx ON invoices (business_id, direction, payed, id)
  INCLUDE (period, doc_type, invoicing_account_id);

-- Any other filter (search, expired, reconciliation) and its count/Σ: one index-only scan over the
-- business's periods, carrying every column a filter, a sort or a total reads. Searching this way
-- costs what the business has, not what all businesses have: a trigram GIN answers '%ltda%' from
-- posting lists of every tenant (measured 15–35 ms at 1M rows for common words, growing with the
-- table); this scan reads only the business's rows. Column order matters: each row is decoded up
-- to the last column a filter needs, so the filtered columns come first (search_text first: the
-- measured scan of 60,000 entries took 13 ms with it first, 40 ms with it last).
CREATE INDEX invoices_filter_idx ON invoices (business_id, direction, period)
  INCLUDE (search_text, payed, internal_due_date, doc_type, invoicing_account_id, signed_total, id, issue_date,
    total_amount, folio, conciliated, bm_movement_id, counterpart_rut);

-- Unpaid documents by internal due date: expired counts, cash flow buckets, to-do tasks.
CREATE INDEX invoices_unpaid_due_idx ON invoices (business_id, direction, internal_due_date)
  INCLUDE (period, signed_total, estado, id, issue_date, total_amount, folio) WHERE NOT payed;

-- Purchases still without acuse de recibo by reception day: the to-do task of the 8-day window.
CREATE INDEX invoices_unacknowledged_idx ON invoices (business_id, (coalesce(reception_date, issue_date)))
  WHERE direction = 'COMPRA' AND estado IS NULL;
