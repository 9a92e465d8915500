-- The honorarium tickets screen is built: turn its route (/honorarios) on where the flag
-- already exists (a new database gets it from the catalog).
UPDATE feature_flags SET active = true WHERE key = 'honorarium';
