-- The screens of other accounting records are built: the history, the wizard
-- from a template (entrada / salida de dinero) and the manual record. Turn their route on where the
-- flag already exists (a new database gets it on from the catalog).
UPDATE feature_flags SET active = true WHERE key = 'entries';
