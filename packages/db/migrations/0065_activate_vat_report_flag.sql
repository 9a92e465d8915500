-- The sales report screens are built: the wizard, its history and Mis F29. Turn their
-- route on where the flag already exists (a new database gets it on from the catalog).
UPDATE feature_flags SET active = true WHERE key = 'vat_report';
