-- The accounting screens are built: the four reports (balance general, libro mayor,
-- estado de resultado, evolución de resultados) and the chart of accounts. Turn their routes on
-- where the flags already exist (a new database gets them on from the catalog).
UPDATE feature_flags SET active = true WHERE key IN ('accounting_reports', 'accounts');
