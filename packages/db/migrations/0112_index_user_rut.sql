-- Onboarding's personal RUT check (issue #33, platform §7 "check rut"): "is this RUT another
-- account's?" is asked at every sign-up's business step. Not unique: accounts written before the
-- check (seed, operators) may share one; the service refuses a new duplicate under an advisory lock.
CREATE INDEX users_rut_idx ON users (rut) WHERE rut IS NOT NULL;
