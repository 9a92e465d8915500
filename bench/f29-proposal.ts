// The F29 proposal: what `--skip f29` skips. The proposal of the largest business's
// busiest month (most documents), in process like the other lists: the proposal itself (its
// remanente chained from the first month of the data, so every month up to it is read), the first
// page of the documents behind line 502 and the PDF.
import type { Case, Harness } from './api';
import type { BenchMeta } from './data';

const BASE = '/api/v1/client/f29_proposals';

export type F29Target = { period: number; documents: number; months: number };

/** The month of the list business with most documents, and how many months the chain walks to it. */
export async function f29Target(h: Harness, meta: BenchMeta): Promise<F29Target> {
  const { rows } = await h.db.query<{ period: number; n: number; first: number }>(
    `SELECT period, count(*)::int AS n,
            (SELECT min(period) FROM invoices WHERE business_id = $1)::int AS first
       FROM invoices WHERE business_id = $1 GROUP BY period ORDER BY 2 DESC, 1 DESC LIMIT 1`,
    [meta.listBusinessId],
  );
  const r = rows[0];
  if (!r) throw new Error('the list business has no documents');
  const months =
    (Math.floor(r.period / 100) - Math.floor(r.first / 100)) * 12 + (r.period % 100) - (r.first % 100) + 1;
  return { period: r.period, documents: r.n, months };
}

export function f29Cases(t: F29Target): Case[] {
  const month = `${BASE}/${Math.floor(t.period / 100)}/${t.period % 100}`;
  return [
    { name: 'propuesta F29, busiest month', group: 'other', url: month },
    { name: 'propuesta F29, documents of 502, page 1', group: 'other', url: `${month}/documents?code=502` },
    { name: 'propuesta F29, PDF', group: 'other', url: `${month}.pdf` },
  ];
}
