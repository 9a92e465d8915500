-- IECV books (the SII's electronic purchase and sales books, EnvioLibro/LibroCompraVenta) are a
-- source of their own: an import of one, and the documents it wrote ('iecv' in source and
-- source_hashes), so a RECTIFICA book can tell which documents only an earlier book had told.
ALTER TABLE invoice_imports DROP CONSTRAINT invoice_imports_source_check;
ALTER TABLE invoice_imports ADD CONSTRAINT invoice_imports_source_check
  CHECK (source IN ('rcv', 'dte', 'iecv', 'mixed', 'sync', 'seed'));
ALTER TABLE invoices DROP CONSTRAINT invoices_source_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_source_check
  CHECK (source IN ('rcv', 'dte', 'iecv', 'sync', 'seed'));
