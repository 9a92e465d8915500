-- Indicator values of the deployment (not of a business), each with where it was read: the UTM of a
-- month as the SII published it, recorded after the portal's built-in table
-- (packages/domain src/f29/utm.ts) was written. A value counts only when confirmed (two agreeing
-- sources, or one and the SII's chain rule); then it takes precedence over the built-in table and
-- over a value a business entered. An unconfirmed value is kept and never used.
CREATE TABLE indicator_values (
  indicator text NOT NULL CHECK (indicator IN ('UTM')),
  period integer NOT NULL CHECK (period BETWEEN 200001 AND 210012 AND period % 100 BETWEEN 1 AND 12),
  pesos integer NOT NULL CHECK (pesos > 0),
  source text NOT NULL CHECK (length(btrim(source)) > 0),
  confirmed boolean NOT NULL DEFAULT false,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (indicator, period)
);
