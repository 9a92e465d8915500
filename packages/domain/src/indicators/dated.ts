import type { Dated } from '../f29/rates';

// Parameters that change by law, decree or oficio: each row applies from `from` (YYYY-MM-DD) until
// the next row's `from`, and `to` (inclusive) closes the last row where the sources stop. A date
// after `to` is unknown: the value may have changed since and nobody here has read the new one.

export type Span<T> = Dated<T> & { readonly to?: string };

/** The row in force on `date`, or undefined before the first row or after a closed row's `to`. */
export function spanOn<T>(rows: readonly Span<T>[], date: string): Span<T> | undefined {
  let found: Span<T> | undefined;
  for (const r of rows) if (r.from <= date) found = r;
  if (found?.to !== undefined && date > found.to) return undefined;
  return found;
}

/** The first day (YYYY-MM-DD) of a period YYYYMM. */
export function periodStart(period: number): string {
  return `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}-01`;
}
