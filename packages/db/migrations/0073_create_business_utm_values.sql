-- The UTM of a month as a business's user entered it (the value the SII published), for the F29
-- proposal's reajuste of the remanente (DL 825 art. 27) when the portal's table
-- (packages/domain src/f29/utm.ts) does not know that month yet. The table, when it knows the month,
-- takes precedence. One value per business and month (YYYYMM), in whole pesos.
CREATE TABLE business_utm_values (
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  period integer NOT NULL CHECK (period BETWEEN 200001 AND 210012 AND period % 100 BETWEEN 1 AND 12),
  pesos integer NOT NULL CHECK (pesos BETWEEN 10000 AND 1000000),
  entered_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, period)
);
