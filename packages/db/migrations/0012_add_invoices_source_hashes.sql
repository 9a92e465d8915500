-- The SII content hash of a document per source that told it ({"rcv": "...", "dte": "..."}).
-- An RCV carries no items and a DTE no reception date, so their hashes of one document differ:
-- an import compares with the hash of its own source, and the same RCV after a DTE (or the other
-- way round) is "unchanged", not "updated" every time. content_hash stays the latest one.
ALTER TABLE invoices ADD COLUMN source_hashes jsonb NOT NULL DEFAULT '{}'::jsonb;
