-- The certificate's file and password and each credential's secret, encrypted at rest
-- by envelope encryption (apps/api/src/lib/envelope.ts): a random data key per row encrypts the
-- payloads (AES-256-GCM: iv ‖ tag ‖ ciphertext), and the data key is stored only wrapped by the key
-- derived from APP_SECRET (`v1.<key id>.…`, lib/secrets.ts). key_id repeats the wrapping key's id
-- so a rotation selects the rows still wrapped by a previous APP_SECRET.
--
-- The columns are all set or all empty (a row other areas write for their own tests may carry only
-- the descriptive columns of 0055); the certificate area always writes all of them.

ALTER TABLE business_certificates
  ADD COLUMN file_name text CHECK (file_name IS NULL OR length(file_name) BETWEEN 1 AND 255),
  ADD COLUMN file_sealed bytea,
  ADD COLUMN password_sealed bytea,
  ADD COLUMN data_key_wrapped text CHECK (data_key_wrapped LIKE 'v1.%'),
  ADD COLUMN key_id text,
  ADD CONSTRAINT business_certificates_sealed_together CHECK (
    (file_sealed IS NULL AND password_sealed IS NULL AND data_key_wrapped IS NULL AND key_id IS NULL)
    OR (file_sealed IS NOT NULL AND password_sealed IS NOT NULL AND data_key_wrapped IS NOT NULL
        AND key_id IS NOT NULL AND length(file_sealed) > 28 AND length(password_sealed) > 28)
  ),
  ADD CONSTRAINT business_certificates_validity CHECK (not_after > not_before),
  ADD CONSTRAINT business_certificates_holder_rut CHECK (holder_rut IS NULL OR holder_rut ~ '^[0-9]{1,8}-[0-9K]$');

ALTER TABLE business_credentials
  ADD COLUMN secret_sealed bytea,
  ADD COLUMN data_key_wrapped text CHECK (data_key_wrapped LIKE 'v1.%'),
  ADD COLUMN key_id text,
  ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT business_credentials_sealed_together CHECK (
    (secret_sealed IS NULL AND data_key_wrapped IS NULL AND key_id IS NULL)
    OR (secret_sealed IS NOT NULL AND data_key_wrapped IS NOT NULL AND key_id IS NOT NULL
        AND length(secret_sealed) > 28)
  ),
  ADD CONSTRAINT business_credentials_name_length CHECK (length(name) BETWEEN 1 AND 60),
  ADD CONSTRAINT business_credentials_username_length CHECK (length(username) BETWEEN 1 AND 120);

-- Rotation looks rows up by the key that wrapped them.
CREATE INDEX business_certificates_key_id_idx ON business_certificates (key_id);
CREATE INDEX business_credentials_key_id_idx ON business_credentials (key_id);
