-- Bank accounts, movements and reconciliation are built (issue "Bank: accounts, statement import,
-- movements, and reconciliation"): turn their routes on where the flags already exist (a new
-- database gets them on from the catalog).
UPDATE feature_flags SET active = true WHERE key IN ('bank_accounts', 'bank_movements', 'conciliation');
