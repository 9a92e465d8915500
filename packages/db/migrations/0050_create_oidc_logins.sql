-- Sign-in with an identity provider (OpenID Connect).
-- A started sign-in: the PKCE verifier and nonce wait here under the hash of its state, for at most
-- ten minutes, and are taken (deleted) by the one callback that names that state.
CREATE TABLE oidc_logins (
  state_hash text PRIMARY KEY,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oidc_logins_created_at ON oidc_logins (created_at);

-- A provider's account (issuer and subject) linked to a portal user, by a verified e-mail the
-- first time.
CREATE TABLE user_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user_id ON user_identities (user_id);

-- Sessions opened by the provider carry a refresh token (its SHA-256): short access tokens are
-- renewed with it, and each use replaces both.
ALTER TABLE user_tokens ADD COLUMN refresh_hash text;

UPDATE feature_flags SET active = true WHERE key = 'oauth2';
