-- Sign-up and onboarding (platform spec §2.2, §4). A new account cannot sign in
-- until it is confirmed by the e-mailed code or link; accounts made any other way (seed,
-- operators) are confirmed when written, so the column defaults to the moment of insertion.
ALTER TABLE users ADD COLUMN confirmed_at timestamptz DEFAULT now();
ALTER TABLE users ADD COLUMN referral_code text
  CONSTRAINT users_referral_code_check CHECK (referral_code IS NULL OR length(referral_code) BETWEEN 1 AND 64);
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;
ALTER TABLE users ADD COLUMN term_document_id bigint REFERENCES term_documents (id);

ALTER TABLE businesses ADD COLUMN referral_code text
  CONSTRAINT businesses_referral_code_check CHECK (referral_code IS NULL OR length(referral_code) BETWEEN 1 AND 64);
ALTER TABLE businesses ADD CONSTRAINT businesses_status_onboarding_check
  CHECK (status_onboarding IS NULL OR status_onboarding IN ('fill_information', 'completed'));

-- One live confirmation per account: a 6-digit code and a link token, both stored as hashes
-- (the code salted), expiring, with a bounded number of wrong codes.
CREATE TABLE account_confirmations (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 5),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at)
);

-- The SII key of a business, sealed with APP_SECRET (lib/secrets.ts, AES-256-GCM, bound to the
-- business by its context): never stored in clear, never answered.
CREATE TABLE sii_credentials (
  business_id bigint PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  rut text NOT NULL,
  password_sealed text NOT NULL CHECK (password_sealed LIKE 'v1.%'),
  verified_at timestamptz,
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The sign-up screens and the data-completion screen (contract-your-plan step 1) are built: turn
-- their routes on where the flags already exist (a new database gets them on from the catalog).
UPDATE feature_flags SET active = true WHERE key IN ('onboarding', 'contract_plan');
