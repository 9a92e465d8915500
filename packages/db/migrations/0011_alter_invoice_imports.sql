-- Imports of SII files (feature invoice-imports). One invoice_imports row per request, which may
-- carry several files: what each file held goes in `files`; `error` says why an automated
-- (SII inbox) file was rejected, so the history shows it (a rejected upload writes nothing).
-- Sources: 'mixed' = RCV and DTE files in one request, 'seed' = the project's data generator.
ALTER TABLE invoice_imports ADD COLUMN files jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE invoice_imports ADD COLUMN error text;
ALTER TABLE invoice_imports DROP CONSTRAINT invoice_imports_source_check;
ALTER TABLE invoice_imports ADD CONSTRAINT invoice_imports_source_check
  CHECK (source IN ('rcv', 'dte', 'mixed', 'sync', 'seed'));
ALTER TABLE invoice_imports ADD CONSTRAINT invoice_imports_files_is_list CHECK (jsonb_typeof(files) = 'array');

-- Other taxes by SII code (RCV 'Codigo/Valor/Tasa Otro Imp.', DTE <ImptoReten>): other_taxes is
-- their sum; the VAT report needs them by code (e.g. 271 bebidas azucaradas, 24 licores).
ALTER TABLE invoices ADD COLUMN other_tax_details jsonb NOT NULL DEFAULT '[]'::jsonb;
