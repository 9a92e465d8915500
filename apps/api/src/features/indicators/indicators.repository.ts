import type { IndicatorSeries } from '@portal/domain';
import type { Queryable } from '@portal/db';

// The deployment's indicator values (migrations 0074, 0095): not a business's, so no business id.

export type StoredValue = {
  indicator: IndicatorSeries;
  date: string;
  value: number;
  source: string;
  origin: 'service' | 'operator';
  confirmed: boolean;
  note: string;
  recorded_at: string;
};

const ISO = `to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Stored values, newest first; of one series, and from a date, when given. */
export async function storedValues(
  db: Queryable,
  opts: { indicator?: IndicatorSeries; from?: string; confirmedOnly?: boolean; limit?: number } = {},
): Promise<StoredValue[]> {
  const { rows } = await db.query<StoredValue & { value: string | number }>(
    `SELECT indicator, to_char(on_date, 'YYYY-MM-DD') AS date, value, source, origin, confirmed, note,
            ${ISO} AS recorded_at
       FROM indicator_values
      WHERE ($1::text IS NULL OR indicator = $1) AND ($2::date IS NULL OR on_date >= $2)
        AND (NOT $3::boolean OR confirmed)
      ORDER BY on_date DESC, indicator
      LIMIT $4`,
    [opts.indicator ?? null, opts.from ?? null, opts.confirmedOnly ?? false, opts.limit ?? 100_000],
  );
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}

export type NewValue = Omit<StoredValue, 'recorded_at'>;

/**
 * Writes values in one statement: a new date is inserted; a stored one changes only when something
 * about it changed, and an operator's value only by another operator's. Answers how many rows it
 * wrote (inserted or changed).
 */
export async function writeValues(db: Queryable, values: readonly NewValue[]): Promise<number> {
  if (values.length === 0) return 0;
  const { rows } = await db.query<{ n: number }>(
    `WITH written AS (
       INSERT INTO indicator_values AS v (indicator, on_date, value, source, origin, confirmed, note)
       SELECT * FROM unnest($1::text[], $2::date[], $3::numeric[], $4::text[], $5::text[], $6::boolean[], $7::text[])
       ON CONFLICT (indicator, on_date) DO UPDATE
          SET value = EXCLUDED.value, source = EXCLUDED.source, origin = EXCLUDED.origin,
              confirmed = EXCLUDED.confirmed, note = EXCLUDED.note, recorded_at = now()
        WHERE (v.origin = 'service' OR EXCLUDED.origin = 'operator')
          AND (v.value, v.source, v.origin, v.confirmed, v.note)
              IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.source, EXCLUDED.origin, EXCLUDED.confirmed, EXCLUDED.note)
       RETURNING 1)
     SELECT count(*)::int AS n FROM written`,
    [
      values.map((v) => v.indicator),
      values.map((v) => v.date),
      values.map((v) => v.value),
      values.map((v) => v.source),
      values.map((v) => v.origin),
      values.map((v) => v.confirmed),
      values.map((v) => v.note),
    ],
  );
  return rows[0].n;
}

export type RefreshRow = {
  source: string;
  started_at: string;
  finished_at: string;
  ok: boolean;
  written: number;
  unconfirmed: number;
  message: string;
};

export async function recordRefresh(
  db: Queryable,
  r: Omit<RefreshRow, 'finished_at' | 'started_at'> & { started_at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO indicator_refreshes (source, started_at, ok, written, unconfirmed, message)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [r.source, r.started_at.toISOString(), r.ok, r.written, r.unconfirmed, r.message.slice(0, 1000)],
  );
}

export async function lastRefreshes(db: Queryable, limit: number): Promise<RefreshRow[]> {
  const { rows } = await db.query<RefreshRow>(
    `SELECT source, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
            to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at,
            ok, written, unconfirmed, message
       FROM indicator_refreshes ORDER BY finished_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
