-- A purchase the RCV characterises as activo fijo ('Tipo Compra' "Activo Fijo", or an amount in
-- 'Monto Neto Activo Fijo' / 'IVA Activo Fijo'), read at import: the F29 proposal puts its IVA in
-- line 525 (count 524) without the user classifying it in a fixed-asset account. Only an RCV import
-- sets it (a DTE or a book does not say).
ALTER TABLE invoices ADD COLUMN rcv_fixed_asset boolean NOT NULL DEFAULT false;
