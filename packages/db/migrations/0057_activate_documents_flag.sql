-- The document library /documentos is built: turn its route on where the flag already
-- exists (a new database gets it on from the catalog).
UPDATE feature_flags SET active = true WHERE key = 'documents';
