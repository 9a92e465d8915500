-- Acuse de recibo events of purchase invoices (Ley 19.983): what was sent, through which channel
-- ('local' records only; an SII adapter would send and keep its track id), by whom and when.
CREATE TABLE invoice_acknowledgments (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  event_code text NOT NULL CHECK (event_code IN ('ACD', 'RCD')),
  channel text NOT NULL,
  status text NOT NULL CHECK (status IN ('recorded', 'sent')),
  track_id text,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_acknowledgments_invoice_idx ON invoice_acknowledgments (invoice_id, id);
