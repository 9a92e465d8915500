import {
  INDICATOR_MESSAGES,
  type IndicatorsOverview,
  type SeriesValueView,
  type SetIndicatorBody,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import {
  builtInValue,
  builtInValues,
  confirmation,
  expectedLatest,
  INDICATOR_SERIES,
  type IndicatorSeries,
  parameterViews,
  type RecordedBy,
  SERIES_DAILY,
  SERIES_NAMES,
  sameValue,
  type SeriesValue,
  todayInChile,
} from '@portal/domain';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service';
import type { IndicatorsSettings, IndicatorsSource } from './indicators-source';
import {
  lastRefreshes,
  type NewValue,
  recordRefresh,
  type StoredValue,
  storedValues,
  writeValues,
} from './indicators.repository';

export {
  builtInTableSource,
  cmfSource,
  IndicatorsConfigError,
  IndicatorsSourceError,
  type IndicatorsSettings,
  type IndicatorsSource,
  indicatorsSettings,
  mindicadorSource,
} from './indicators-source';
export { storedValues, type StoredValue } from './indicators.repository';

// The indicators a deployment keeps current: what a service or an operator recorded, judged by the
// domain's confirmation rule, written all at once (a refresh or an import writes all its values or
// none), and what the operator reads about each indicator and its freshness.

export const INDICATOR_JOBS = { refresh: 'indicators.refresh' } as const;

/** What the portal holds of a series on a date: a confirmed recorded value, else the table's. */
type Known = (series: IndicatorSeries, date: string) => number | undefined;

function knownFrom(stored: readonly StoredValue[]): { known: Known; add(v: NewValue): void } {
  const confirmed = new Map<string, number>();
  for (const s of stored) if (s.confirmed) confirmed.set(`${s.indicator} ${s.date}`, s.value);
  return {
    known: (series, date) => confirmed.get(`${series} ${date}`) ?? builtInValue(series, date)?.value,
    add(v) {
      if (v.confirmed) confirmed.set(`${v.indicator} ${v.date}`, v.value);
    },
  };
}

/**
 * Judges and writes values in one transaction, IPC first (the UTM rule reads it), then UTM, then UF,
 * each oldest first (a month's UTM reads the month before). Answers how many rows changed and how
 * many of the values stay unconfirmed.
 */
export async function recordValues(
  db: Db,
  values: readonly (SeriesValue & { indicator: IndicatorSeries })[],
  by: RecordedBy,
): Promise<{ written: number; unconfirmed: number }> {
  const order = (s: IndicatorSeries) => ['IPC', 'UTM', 'UF'].indexOf(s);
  const sorted = [...values].sort(
    (a, b) => order(a.indicator) - order(b.indicator) || (a.date < b.date ? -1 : 1),
  );
  return db.transaction(async (tx) => {
    const stored = await storedValues(tx, {});
    const operatorDates = new Set(
      stored.filter((s) => s.origin === 'operator').map((s) => `${s.indicator} ${s.date}`),
    );
    const k = knownFrom(stored);
    const rows: NewValue[] = [];
    let unconfirmed = 0;
    for (const v of sorted) {
      // An operator's value stays; the service's is not even judged against it.
      if (by.kind === 'service' && operatorDates.has(`${v.indicator} ${v.date}`)) continue;
      const c = confirmation(v.indicator, v.date, v.value, by, k.known);
      const row: NewValue = {
        indicator: v.indicator,
        date: v.date,
        value: v.value,
        source: v.source.slice(0, 500),
        origin: by.kind,
        confirmed: c.confirmed,
        note: c.why,
      };
      if (!c.confirmed) unconfirmed++;
      k.add(row);
      rows.push(row);
    }
    return { written: await writeValues(tx, rows), unconfirmed };
  });
}

/** The years a refresh reads on `today`: the current one, and the last one in January and February. */
export function refreshYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) <= 2 ? [year - 1, year] : [year];
}

/**
 * Reads every series of the refresh's years from the source and records them; the run is recorded
 * either way (the operator's screen shows it). A failure writes no value and is thrown again, so
 * the queue retries it.
 */
export async function refreshIndicators(
  db: Db,
  source: IndicatorsSource,
  now: Date = new Date(),
): Promise<{ written: number; unconfirmed: number }> {
  const started = new Date();
  try {
    const values: (SeriesValue & { indicator: IndicatorSeries })[] = [];
    for (const indicator of INDICATOR_SERIES)
      for (const year of refreshYears(todayInChile(now)))
        for (const v of await source.yearValues(indicator, year)) values.push({ ...v, indicator });
    const result = await recordValues(db, values, { kind: 'service', official: source.official });
    await recordRefresh(db, {
      source: source.name,
      started_at: started,
      ok: true,
      ...result,
      message: `${values.length} valores leídos`,
    });
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await recordRefresh(db, {
      source: source.name,
      started_at: started,
      ok: false,
      written: 0,
      unconfirmed: 0,
      message,
    });
    throw err;
  }
}

/** The queue's handler of the daily refresh (registered in background.ts when a source is set). */
export function indicatorJobs(source: IndicatorsSource | null): Record<string, JobHandler> {
  if (!source) return {};
  return {
    [INDICATOR_JOBS.refresh]: { run: async (_job, db) => void (await refreshIndicators(db, source)) },
  };
}

/** An operator's refresh now: a job like the daily one, once per minute at most. */
export async function requestRefresh(
  db: Queryable,
  settings: IndicatorsSettings,
): Promise<{ message: string }> {
  if (!settings.source) return { message: INDICATOR_MESSAGES.noService };
  const slot = Math.floor(Date.now() / 60_000);
  const id = await enqueueJob(db, {
    kind: INDICATOR_JOBS.refresh,
    payload: { requested: slot },
    dedupeKey: `${INDICATOR_JOBS.refresh}:operator:${slot}`,
  });
  return {
    message: id === null ? INDICATOR_MESSAGES.refreshAlreadyQueued : INDICATOR_MESSAGES.refreshQueued,
  };
}

/** An operator's value, entered by hand (the screen, or `npm run indicators -- set`). */
export async function setIndicatorValue(db: Db, body: SetIndicatorBody): Promise<void> {
  await recordValues(
    db,
    [{ indicator: body.indicator, date: body.date, value: body.value, source: body.source }],
    {
      kind: 'operator',
    },
  );
}

const SHOWN: Record<IndicatorSeries, number> = { UTM: 8, UF: 10, IPC: 8 };

function seriesValues(indicator: IndicatorSeries, stored: readonly StoredValue[]): SeriesValueView[] {
  const byDate = new Map<string, SeriesValueView[]>();
  const push = (v: SeriesValueView) => byDate.set(v.date, [...(byDate.get(v.date) ?? []), v]);
  for (const s of stored)
    if (s.indicator === indicator)
      push({
        date: s.date,
        value: s.value,
        source: s.source,
        origin: s.origin,
        confirmed: s.confirmed,
        used: s.confirmed,
        note: s.note,
        recorded_at: s.recorded_at,
      });
  for (const t of builtInValues(indicator)) {
    const recorded = byDate.get(t.date) ?? [];
    const replaced = recorded.some((r) => r.confirmed);
    // A recorded value equal to the table's is its confirmation, not a second row.
    if (recorded.some((r) => r.confirmed && sameValue(indicator, r.value, t.value) && r.origin === 'service'))
      continue;
    push({
      date: t.date,
      value: t.value,
      source: t.source,
      origin: 'table',
      confirmed: true,
      used: !replaced,
      note: '',
      recorded_at: null,
    });
  }
  return [...byDate.values()]
    .flat()
    .sort((a, b) => (a.date === b.date ? Number(b.used) - Number(a.used) : a.date < b.date ? 1 : -1))
    .slice(0, SHOWN[indicator]);
}

/** Everything the operator's screen shows, as of `now`. */
export async function indicatorsOverview(
  db: Queryable,
  settings: IndicatorsSettings,
  now: Date = new Date(),
): Promise<IndicatorsOverview> {
  const today = todayInChile(now);
  const stored = await storedValues(db, {});
  const series = INDICATOR_SERIES.map((code) => {
    const values = seriesValues(code, stored);
    const latest = values.find((v) => v.used && v.date <= today) ?? null;
    const expected = expectedLatest(code, today);
    return {
      code,
      name: SERIES_NAMES[code],
      daily: SERIES_DAILY[code],
      expected,
      latest,
      fresh: latest !== null && latest.date >= expected,
      values,
    };
  });
  const parameters = parameterViews().map((p) => ({
    code: p.code,
    name: p.name,
    current: p.rows.find((r) => r.from <= today && (r.to === null || today <= r.to)) ?? null,
    rows: [...p.rows],
  }));
  return {
    today,
    service: settings.source
      ? {
          name: settings.source.name,
          official: settings.source.official,
          refresh_seconds: settings.refreshSeconds,
        }
      : null,
    refreshes: await lastRefreshes(db, 5),
    series,
    parameters,
  };
}
