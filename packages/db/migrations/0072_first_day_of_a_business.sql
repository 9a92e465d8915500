-- A person removed from a business keeps the date of it. Without any business left, such a person
-- sees the blocking "no business" notice; one who never had a business (a sign-up left before
-- "Datos de tu empresa") is taken to that step instead.
ALTER TABLE users ADD COLUMN removed_from_business_at timestamptz;

-- Businesses created before a new business got a plan and its areas: the free plan and the areas
-- it opens (PLAN_FUNCTIONALITIES.free of packages/domain/src/plan.ts when this migration was written;
-- new businesses get the list from there).
UPDATE businesses SET plan = '[{"name": "Plan gratuito", "value": 0}]'::jsonb WHERE plan = '[]'::jsonb;

INSERT INTO business_functionalities (business_id, reference)
SELECT b.id, area.reference
  FROM businesses b
 CROSS JOIN unnest(ARRAY['invoices', 'clients', 'vat_report', 'business_bank_movement', 'conciliation',
                         'expenses', 'honorarium', 'documents']) AS area(reference)
 WHERE NOT EXISTS (SELECT 1 FROM business_functionalities f WHERE f.business_id = b.id)
ON CONFLICT DO NOTHING;
