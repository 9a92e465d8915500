-- Bank connections (platform spec §7 "Bank tokens": create by account id, delete by id, download by
-- id). A token links an account to the deployment's bank feed; `external_id` is the feed's own
-- reference for it. The local feed is a folder per account (features/bank/bank-feed.adapter.ts).
CREATE TABLE bm_bank_tokens (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bm_account_id bigint NOT NULL,
  provider text NOT NULL CHECK (provider IN ('folder', 'http')),
  external_id text NOT NULL,
  last_download_at timestamptz,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_id, bm_account_id) REFERENCES bm_accounts (business_id, id) ON DELETE CASCADE,
  UNIQUE (bm_account_id)
);
