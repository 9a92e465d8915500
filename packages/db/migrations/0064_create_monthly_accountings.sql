-- The monthly VAT sales report (reporte de ventas, for the F29), its documents, the
-- business's report mode (manual or automatic) and the RCV totals the automatic mode compares the
-- month's books with. Amounts are integer pesos.

-- One report per business and tax period (UNIQUE): a re-submission updates it while its status is
-- 'En proceso' or 'Con problemas' (packages/domain vat-report.ts). Without movements, every other
-- field stays at its empty value (the CHECK below), as the spec sends only month, year, business,
-- source and the flag.
CREATE TABLE monthly_accountings (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  accounting_year integer NOT NULL CHECK (accounting_year BETWEEN 2000 AND 2999),
  accounting_month integer NOT NULL CHECK (accounting_month BETWEEN 1 AND 12),
  source text NOT NULL CHECK (source IN ('web', 'automatic')),
  status text NOT NULL DEFAULT 'En proceso'
    CHECK (status IN ('En proceso', 'Enviado', 'Listo', 'Declarado por el cliente', 'Con problemas')),
  without_movements boolean NOT NULL DEFAULT false,
  -- Sales with tickets (boletas): electronic, paper or both; paper ticket numbers as a range.
  ticket_type text CHECK (ticket_type IS NULL OR ticket_type IN ('none', 'electronic', 'paper', 'both')),
  initial_ticket_number bigint CHECK (initial_ticket_number IS NULL OR initial_ticket_number > 0),
  final_ticket_number bigint CHECK (final_ticket_number IS NULL OR final_ticket_number > 0),
  manual_tickets_amount bigint NOT NULL DEFAULT 0 CHECK (manual_tickets_amount >= 0),
  -- Electronic vouchers (comprobantes de pago electrónico válidos como boleta, Res. Ex. SII 2020).
  electronic_voucher_in_sii boolean NOT NULL DEFAULT false,
  electronic_voucher_supplier text CHECK (electronic_voucher_supplier IS NULL OR length(electronic_voucher_supplier) <= 80),
  -- Card sales through Transbank's terminals.
  has_tbk boolean NOT NULL DEFAULT false,
  tbk_amount bigint NOT NULL DEFAULT 0 CHECK (tbk_amount >= 0),
  tbk_count integer NOT NULL DEFAULT 0 CHECK (tbk_count >= 0),
  sell_cigarettes boolean NOT NULL DEFAULT false,
  cigarettes_amount bigint NOT NULL DEFAULT 0 CHECK (cigarettes_amount >= 0),
  fixed_assets boolean NOT NULL DEFAULT false,
  exempt_sales boolean NOT NULL DEFAULT false,
  exempt_sales_amount bigint NOT NULL DEFAULT 0 CHECK (exempt_sales_amount >= 0),
  exempt_sales_document_count integer NOT NULL DEFAULT 0 CHECK (exempt_sales_document_count >= 0),
  iva_postpone boolean NOT NULL DEFAULT false,
  ppm_payment boolean NOT NULL DEFAULT false,
  job_tickets boolean NOT NULL DEFAULT false,
  unique_tax bigint NOT NULL DEFAULT 0 CHECK (unique_tax >= 0),
  solidarity_loan_retention bigint NOT NULL DEFAULT 0 CHECK (solidarity_loan_retention >= 0),
  who_pays text NOT NULL DEFAULT 'client' CHECK (who_pays IN ('client', 'home')),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT monthly_accountings_period_key UNIQUE (business_id, accounting_year, accounting_month),
  UNIQUE (business_id, id),
  CONSTRAINT monthly_accountings_ticket_range CHECK (
    (initial_ticket_number IS NULL) = (final_ticket_number IS NULL)
    AND (initial_ticket_number IS NULL OR initial_ticket_number <= final_ticket_number)
  ),
  CONSTRAINT monthly_accountings_tbk CHECK (has_tbk OR (tbk_amount = 0 AND tbk_count = 0)),
  CONSTRAINT monthly_accountings_cigarettes CHECK (sell_cigarettes OR cigarettes_amount = 0),
  CONSTRAINT monthly_accountings_exempt CHECK (
    exempt_sales OR (exempt_sales_amount = 0 AND exempt_sales_document_count = 0)
  ),
  CONSTRAINT monthly_accountings_without_movements CHECK (
    NOT without_movements OR (
      ticket_type IS NULL AND initial_ticket_number IS NULL AND manual_tickets_amount = 0
      AND NOT electronic_voucher_in_sii AND electronic_voucher_supplier IS NULL AND NOT has_tbk
      AND NOT sell_cigarettes AND NOT fixed_assets AND NOT exempt_sales AND NOT iva_postpone
      AND NOT ppm_payment AND NOT job_tickets AND unique_tax = 0 AND solidarity_loan_retention = 0
    )
  )
);
CREATE INDEX monthly_accountings_history_idx
  ON monthly_accountings (business_id, accounting_year DESC, accounting_month DESC);

-- Files of the report: attachments (attachment), purchase invoices of fixed assets (fixed_asset),
-- and the F29 itself (liquidation: the declaration as filed, listed in Mis F29). A liquidation names
-- its period; it belongs to the period's report when there is one. Bytes in the file store; the
-- type is read from the content (PDF, PNG, JPEG).
CREATE TABLE monthly_accounting_documents (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  monthly_accounting_id bigint,
  type_document text NOT NULL CHECK (type_document IN ('attachment', 'fixed_asset', 'liquidation')),
  accounting_year integer NOT NULL CHECK (accounting_year BETWEEN 2000 AND 2999),
  accounting_month integer NOT NULL CHECK (accounting_month BETWEEN 1 AND 12),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  storage_key text NOT NULL UNIQUE,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Same business as its report (a composite key: no report of another business can be named).
  FOREIGN KEY (business_id, monthly_accounting_id)
    REFERENCES monthly_accountings (business_id, id) ON DELETE CASCADE,
  CONSTRAINT monthly_accounting_documents_owner CHECK (
    type_document = 'liquidation' OR monthly_accounting_id IS NOT NULL
  )
);
CREATE INDEX monthly_accounting_documents_business_idx
  ON monthly_accounting_documents (business_id, type_document, accounting_year DESC, accounting_month DESC, id DESC);
CREATE INDEX monthly_accounting_documents_report_idx
  ON monthly_accounting_documents (monthly_accounting_id) WHERE monthly_accounting_id IS NOT NULL;

-- The sales report mode of a business: manual (no row, the default) or automatic, which the
-- server grants only when the automatic-mode check passes (features/vat-report README).
CREATE TABLE vat_report_settings (
  business_id bigint PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  mode text NOT NULL DEFAULT 'manual' CHECK (mode IN ('manual', 'automatic')),
  activated_at timestamptz,
  activated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vat_report_settings_activation CHECK ((mode = 'automatic') = (activated_at IS NOT NULL))
);

-- What the SII's Registro de Compras y Ventas states as the totals of a month (its "resumen"):
-- documents and Σ of signed totals per direction. Written when the registry's summary is read
-- (import_id: the import that read it); the automatic mode compares them with the month's books.
CREATE TABLE rcv_period_totals (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('VENTA', 'COMPRA')),
  period integer NOT NULL CHECK (period BETWEEN 200001 AND 299912 AND period % 100 BETWEEN 1 AND 12),
  doc_count integer NOT NULL CHECK (doc_count >= 0),
  total_amount bigint NOT NULL,
  import_id bigint REFERENCES invoice_imports (id) ON DELETE SET NULL,
  stated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, direction, period)
);
