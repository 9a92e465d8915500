-- Mail the receiving server refused for good (SMTP 5xx): the outbox row says so instead of being
-- retried for a day, and the mail's context says whose timeline records the bounce (a debt
-- notice's invoice and collection event). Temporary failures are retried as before.
ALTER TABLE outbox_emails ADD COLUMN bounced_at timestamptz;
ALTER TABLE outbox_emails ADD COLUMN last_error text;
-- {business_id, invoice_id, collection_event_id} for collection mail; null for the others.
ALTER TABLE outbox_emails ADD COLUMN context jsonb;
