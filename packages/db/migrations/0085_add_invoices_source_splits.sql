-- What each source that told a document said of how its IVA splits, by source
-- ({"rcv": {"iva": 19000, "rec": 19000, "nonrec": 0, "details": [], "shared": 0, "ret_total": 0,
-- "ret_partial": 0, "reg": "REGISTRO"}, "dte": {...}}). The split is the register's (RCV over book
-- over DTE), but it is worth only as much as the document's IVA it splits, which is the DTE's:
-- the import takes the split of the highest-ranked source whose IVA is the document's, so the result
-- does not depend on the order the sources arrive in (features/invoice-imports/source-precedence.ts).
-- Documents stored before this keep their split until a source tells them again.
ALTER TABLE invoices ADD COLUMN source_splits jsonb NOT NULL DEFAULT '{}'::jsonb;
