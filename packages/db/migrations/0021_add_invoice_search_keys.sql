-- Search by counterpart without reading every invoice of the periods, and cheaper imports.
-- Measurements behind each choice: docs/query-plans.md and docs/benchmarks.md (npm run bench).
--
-- search_text is 'folio rut-digits folded-name' (invoice-rows.ts buildSearchText). Everything after
-- its first space, search_key, is the same for every document of a counterpart, so a search that
-- can only match that part (any query with a letter, or words) is answered from the business's
-- few hundred distinct keys: the keys that contain the text (invoice_search_keys), then exactly
-- their documents (invoices_search_idx, index-only), instead of a LIKE over up to 120,000 index
-- entries (list-filters.ts searchShape, invoices-list.repository.ts searchPage).
ALTER TABLE invoices ADD COLUMN search_key text
  GENERATED ALWAYS AS (substr(search_text, strpos(search_text, ' ') + 1)) STORED;

-- invoices_filter_idx (0015) is replaced: the same columns, with search_key leading instead of
-- search_text included, so one index serves searches, their totals and their combinations with
-- the other filters (payed, expired, document type, classified, reconciliation).
DROP INDEX invoices_filter_idx;
CREATE INDEX invoices_search_idx ON invoices (business_id, direction, search_key, period)
  INCLUDE (signed_total, id, issue_date, total_amount, folio, payed, internal_due_date, doc_type,
    invoicing_account_id, conciliated, bm_movement_id, counterpart_rut);

-- The distinct keys of each business and direction. Kept by statement-level triggers (one
-- INSERT … ON CONFLICT DO NOTHING of the statement's distinct keys); never shrunk: a key left
-- without documents only costs a look-up that finds nothing.
CREATE TABLE invoice_search_keys (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  direction text NOT NULL,
  search_key text NOT NULL,
  PRIMARY KEY (business_id, direction, search_key)
);

CREATE FUNCTION invoice_search_keys_add() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO invoice_search_keys (business_id, direction, search_key)
  SELECT DISTINCT business_id, direction, search_key FROM new_rows ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER invoices_search_keys_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_search_keys_add();
CREATE TRIGGER invoices_search_keys_update AFTER UPDATE ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_search_keys_add();

INSERT INTO invoice_search_keys (business_id, direction, search_key)
SELECT DISTINCT business_id, direction, search_key FROM invoices;

-- Per-row foreign key checks were a fifth of an import's database time (EXPLAIN ANALYZE of a
-- 5,000-row upsert). last_import_id is written by the importer in the same transaction as its
-- import and never read back, and imports are only deleted with their business: its check goes.
ALTER TABLE invoices DROP CONSTRAINT invoices_last_import_id_fkey;

-- invoices.business_id: the importer writes the business of the request's scope. Its cascade is
-- kept by a trigger, which deletes the documents while the business row still exists (so the
-- monthly totals triggers see it, as before); its other rows go by their own cascades.
ALTER TABLE invoices DROP CONSTRAINT invoices_business_id_fkey;

CREATE FUNCTION businesses_delete_invoices() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM invoices WHERE business_id = OLD.id;
  RETURN OLD;
END
$$;

CREATE TRIGGER businesses_delete_invoices BEFORE DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_delete_invoices();
