-- The SII claim code of a rejection (RCD reclamo al contenido, RFP falta parcial, RFT falta total de
-- mercaderías): what the SII's "Registro de Reclamo" receives. Rejections recorded before this column
-- were all content claims.
ALTER TABLE invoice_acknowledgments ADD COLUMN reason text;
UPDATE invoice_acknowledgments SET reason = 'RCD' WHERE event_code = 'RCD';
ALTER TABLE invoice_acknowledgments
  ADD CONSTRAINT invoice_acknowledgments_reason_check
  CHECK ((event_code = 'ACD' AND reason IS NULL) OR (event_code = 'RCD' AND reason IN ('RCD', 'RFP', 'RFT')));
