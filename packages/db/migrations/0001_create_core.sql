-- Foundation: people, businesses and what links them. Every tenant table carries business_id.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  phone text,
  rut text,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  support_hash text NOT NULL DEFAULT md5(random()::text),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE businesses (
  id bigserial PRIMARY KEY,
  hash_id text NOT NULL UNIQUE DEFAULT md5(random()::text || clock_timestamp()::text),
  rut text NOT NULL,
  name text NOT NULL,
  fantasy_name text,
  email text,
  phone text,
  address text,
  commune text,
  activity text,
  status text NOT NULL DEFAULT 'Activo',
  status_rent boolean NOT NULL DEFAULT true,
  status_onboarding text,
  debtor text,
  debtor_date date,
  closed_at timestamptz,
  payed boolean NOT NULL DEFAULT true,
  prospect boolean NOT NULL DEFAULT false,
  plan jsonb NOT NULL DEFAULT '[]'::jsonb,
  valid_contract_plan boolean NOT NULL DEFAULT false,
  cobranza_online_active boolean,
  plan_external_subscription text,
  tax_regime_value text,
  subscription_status_name text,
  learning_tasks jsonb NOT NULL DEFAULT '[]'::jsonb,
  business_messages_preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  rent_form_send boolean NOT NULL DEFAULT false,
  rent_show_result boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT businesses_debtor_check CHECK (debtor IS NULL OR debtor IN ('defaulter', 'up_to_date')),
  CONSTRAINT businesses_plan_is_list CHECK (jsonb_typeof(plan) = 'array')
);
CREATE UNIQUE INDEX businesses_rut_key ON businesses (rut) WHERE rut NOT LIKE '%UNENROLLED%';

CREATE TABLE businesses_users (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'admin', 'other')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, user_id)
);
CREATE INDEX businesses_users_user_idx ON businesses_users (user_id);

-- devise_token_auth semantics: one token per (user, client device), stored hashed.
CREATE TABLE user_tokens (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client text NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, client)
);

CREATE TABLE password_resets (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-ins per key ('email:…' or 'ip:…'), shared by every API process.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE user_messages (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feature_flags (
  key text PRIMARY KEY,
  active boolean NOT NULL DEFAULT false,
  is_public boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE feature_flag_users (
  flag_key text NOT NULL REFERENCES feature_flags (key) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  active boolean NOT NULL,
  PRIMARY KEY (flag_key, user_id)
);

CREATE TABLE business_functionalities (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  reference text NOT NULL,
  beta boolean NOT NULL DEFAULT false,
  PRIMARY KEY (business_id, reference)
);

CREATE TABLE settings (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  key text NOT NULL,
  name text NOT NULL,
  value text,
  active boolean NOT NULL DEFAULT true,
  visualized boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, key)
);

CREATE TABLE term_documents (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  version text NOT NULL,
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_terms (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  term_document_id bigint NOT NULL REFERENCES term_documents (id),
  accepted boolean NOT NULL DEFAULT false,
  accepted_at timestamptz,
  accepted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (business_id, term_document_id)
);

-- Embedded mail transport: messages wait here and are readable at the development mailbox.
CREATE TABLE outbox_emails (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
