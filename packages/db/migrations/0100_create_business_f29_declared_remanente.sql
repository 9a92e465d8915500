-- The remanente de crédito fiscal (código 077) of the last F29 the business filed, as a user entered
-- it, with the period (YYYYMM) of that F29. The F29 proposal's remanente chain starts there: the 504
-- of the month after is that 077 reajustado by UTM (DL 825 art. 27), not the chain of proposals
-- computed from the first imported month. One value per business, in whole pesos.
CREATE TABLE business_f29_declared_remanente (
  business_id bigint PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  period integer NOT NULL CHECK (period BETWEEN 200001 AND 210012 AND period % 100 BETWEEN 1 AND 12),
  pesos bigint NOT NULL CHECK (pesos BETWEEN 0 AND 999999999999),
  entered_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
