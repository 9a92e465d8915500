-- The credentials screen (/mis-datos/mis-credenciales) is built: turn its route on where
-- the flag already exists (a new database gets it on from the catalog). The certificate's route
-- (flag `certificates`) stays off as the spec says; the demo turns it on for its own user only
-- (apps/api/src/seed/demo.ts, feature_flag_users), so a production database keeps it off.
UPDATE feature_flags SET active = true WHERE key = 'credentials';
