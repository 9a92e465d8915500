-- The F29 proposal computed from the books (packages/domain src/f29).
-- The business's PPM rate (pago provisional mensual, LIR art. 84) in thousandths of a percent
-- (250 = 0,25 %); null: the portal proposes the domain's default (Pro Pyme General, 0,25 %).
ALTER TABLE businesses ADD COLUMN f29_ppm_rate_milli integer
  CHECK (f29_ppm_rate_milli IS NULL OR f29_ppm_rate_milli BETWEEN 0 AND 10000);

-- The IVA screens' flag: the proposal's screen is built (routes of the flag without a screen stay
-- inactive, shared/built-pages.ts); a new database gets it on from the catalog.
UPDATE feature_flags SET active = true WHERE key = 'vat_report';
