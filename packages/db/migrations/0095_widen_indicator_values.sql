-- The indicators a deployment keeps current without a release: the UTM (SII) and the IPC (INE) by
-- month, dated their first day, and the UF (Banco Central) by day. Each value says where it came
-- from (an indicators service, named, or an operator) and whether it is confirmed (the rule lives
-- in packages/domain src/indicators/series.ts: an operator, an official service, or a second record
-- that agrees); only a confirmed value takes precedence over the portal's built-in tables. An
-- operator's value is never replaced by a service's.
CREATE TABLE indicator_series_values (
  indicator text NOT NULL CHECK (indicator IN ('UTM', 'UF', 'IPC')),
  on_date date NOT NULL,
  value numeric(12, 2) NOT NULL,
  source text NOT NULL CHECK (length(btrim(source)) BETWEEN 1 AND 500),
  origin text NOT NULL CHECK (origin IN ('service', 'operator')),
  confirmed boolean NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (indicator, on_date),
  CHECK (indicator = 'UF' OR extract(day FROM on_date) = 1),
  CHECK (indicator <> 'UTM' OR (value = trunc(value) AND value BETWEEN 10000 AND 1000000)),
  CHECK (indicator <> 'UF' OR value BETWEEN 10000 AND 1000000),
  CHECK (indicator <> 'IPC' OR (value * 10 = trunc(value * 10) AND value BETWEEN -10 AND 10))
);

INSERT INTO indicator_series_values (indicator, on_date, value, source, origin, confirmed, recorded_at)
SELECT indicator, make_date(period / 100, period % 100, 1), pesos, source, 'operator', confirmed, recorded_at
  FROM indicator_values;
DROP TABLE indicator_values;
ALTER TABLE indicator_series_values RENAME TO indicator_values;

-- Each refresh from an indicators service: when, from where, how many values it wrote, or why it
-- failed. The operator's screen shows the last ones (the freshness of the values).
CREATE TABLE indicator_refreshes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  ok boolean NOT NULL,
  written integer NOT NULL DEFAULT 0 CHECK (written >= 0),
  unconfirmed integer NOT NULL DEFAULT 0 CHECK (unconfirmed >= 0),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 1000)
);
CREATE INDEX indicator_refreshes_newest ON indicator_refreshes (finished_at DESC);
