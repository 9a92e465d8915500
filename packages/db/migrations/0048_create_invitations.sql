-- Invitations to join a business ("Associated users"): an owner or admin invites an
-- e-mail with a role; the link carries a 256-bit random token stored only as its SHA-256, valid for
-- 7 days and used once. Accepting it links the business to the (new or existing) account.
CREATE TABLE business_invitations (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'other')),
  token_hash text NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at)
);
-- One live invitation per (business, e-mail): inviting again replaces it.
CREATE UNIQUE INDEX business_invitations_live_key ON business_invitations (business_id, email)
  WHERE used_at IS NULL;

-- The associated users' screens and the invitation page are built: turn their flag on where it
-- already exists (a new database gets it on from the catalog).
UPDATE feature_flags SET active = true WHERE key = 'associated_users';
