-- Clients and providers are built (issue #12 §1): turn their routes on where the flag already
-- exists (a new database gets it on from the catalog).
UPDATE feature_flags SET active = true WHERE key = 'clients';
