-- Clients and providers are built: turn their routes on where the flag already
-- exists (a new database gets it on from the catalog).
UPDATE feature_flags SET active = true WHERE key = 'clients';
