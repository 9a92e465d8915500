// The books: what `--skip accounting` skips.
//
// 1. The reports of the largest business over the last twelve months of its data (in process, like
//    the other lists): the libro mayor of its busiest account (first and last page), the 8-column
//    balance and the income statement. Its journal is what the documents and reconciliations of the
//    bench data made (migration 0051's triggers), so its size is reported beside the figures.
// 2. What the journal adds to an import: the same RCV (scale.rcvRows documents, ventas + compras)
//    imported into fresh businesses with the journal's triggers on invoices disabled and enabled,
//    alternately, three times each after one import that warms up; the overhead is
//    median(with) / median(without) − 1.
import { computeRutDv } from '@portal/domain';
import { addPeriods, periodOf } from '@portal/domain';
import type { Case, Harness } from './api';
import type { BenchMeta, Scale } from './data';
import { importFiles } from './server';

const BOOKS = '/api/v1/client/accounting';

export type AccountingTarget = {
  accountId: number;
  accountLabel: string;
  /** Lines of that account in the range, and of the whole journal of the business. */
  accountLines: number;
  journalLines: number;
  from: number;
  to: number;
};

/** The busiest account of the list business over the twelve months that end at the data's anchor. */
export async function accountingTarget(h: Harness, meta: BenchMeta): Promise<AccountingTarget> {
  const to = periodOf(meta.anchor)!;
  const from = addPeriods(to, -11);
  const { rows } = await h.db.query<{ id: number; label: string; n: number }>(
    `SELECT m.account_id::int AS id, a.account_number || ' ' || a.name AS label, sum(m.lines)::int AS n
       FROM journal_account_months m JOIN accounts a ON a.id = m.account_id
      WHERE m.business_id = $1 AND m.period BETWEEN $2 AND $3
      GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    [meta.listBusinessId, from, to],
  );
  const { rows: all } = await h.db.query<{ n: number }>(
    'SELECT coalesce(sum(lines), 0)::int AS n FROM journal_account_months WHERE business_id = $1',
    [meta.listBusinessId],
  );
  if (!rows[0])
    throw new Error('the list business has no journal: was the bench data built before migration 0051?');
  return {
    accountId: rows[0].id,
    accountLabel: rows[0].label,
    accountLines: rows[0].n,
    journalLines: all[0]!.n,
    from,
    to,
  };
}

export function accountingCases(t: AccountingTarget): Case[] {
  const range = `from=${t.from}&to=${t.to}`;
  const lastPage = Math.max(1, Math.ceil(t.accountLines / 50));
  return [
    {
      name: 'libro mayor, busiest account, first page',
      group: 'other',
      url: `${BOOKS}/ledger?account_id=${t.accountId}&${range}`,
    },
    {
      name: 'libro mayor, busiest account, last page',
      group: 'other',
      url: `${BOOKS}/ledger?account_id=${t.accountId}&${range}&page=${lastPage}`,
    },
    { name: 'balance general (8 columns), a year', group: 'other', url: `${BOOKS}/balance?${range}` },
    { name: 'estado de resultados, a year', group: 'other', url: `${BOOKS}/income_statement?${range}` },
  ];
}

export type JournalOverhead = {
  rows: number;
  runs: number;
  withoutSeconds: number[];
  withSeconds: number[];
  /** median(with) / median(without) − 1. */
  overhead: number;
};

const JOURNAL_TRIGGERS = ['invoices_journal_insert', 'invoices_journal_update', 'invoices_journal_delete'];

async function setJournal(h: Harness, on: boolean) {
  for (const t of JOURNAL_TRIGGERS)
    await h.db.query(`ALTER TABLE invoices ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${t}`);
}

/** The RCV import with and without the journal, alternately, into fresh businesses that go afterwards. */
export async function measureJournalOverhead(
  h: Harness,
  meta: BenchMeta,
  scale: Scale,
  runs = 3,
): Promise<JournalOverhead> {
  const { rows: user } = await h.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    meta.listUser,
  ]);
  const made: number[] = [];
  const times = { with: [] as number[], without: [] as number[] };
  try {
    // The first import warms the process up (JIT, caches) and is not counted.
    for (let i = -1; i < runs * 2; i++) {
      const journal = i % 2 !== 0;
      const body = 79_500_001 + i;
      const business = {
        rut: `${body}-${computeRutDv(body).toUpperCase()}`,
        name: `Libros de Prueba ${i + 1} SpA`,
      };
      // A run cut short may have left it.
      await h.db.query('DELETE FROM businesses WHERE rut = $1', [business.rut]);
      const { rows: biz } = await h.db.query<{ id: number }>(
        'INSERT INTO businesses (rut, name) VALUES ($1, $2) RETURNING id',
        [business.rut, business.name],
      );
      const id = biz[0]!.id;
      made.push(id);
      await h.db.query(
        "INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, 'owner') ON CONFLICT DO NOTHING",
        [id, user[0]!.id],
      );
      // The same documents every run: the generator's seed depends on the row count only.
      const form = new FormData();
      for (const f of importFiles('rcv', { ...business, rut: business.rut }, scale.rcvRows))
        form.append('files', new Blob([f.bytes]), f.name);
      const request = new Request('http://bench/', { method: 'POST', body: form });
      const payload = Buffer.from(await request.arrayBuffer());
      await setJournal(h, journal);
      const t0 = performance.now();
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/client/sii_invoice/imports',
        headers: {
          ...h.list,
          'business-id': String(id),
          'content-type': request.headers.get('content-type')!,
        },
        payload,
      });
      const seconds = (performance.now() - t0) / 1000;
      await setJournal(h, true);
      if (res.statusCode !== 200)
        throw new Error(`journal overhead import: ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (i >= 0) (journal ? times.with : times.without).push(seconds);
    }
  } finally {
    await setJournal(h, true);
    for (const id of made) await h.db.query('DELETE FROM businesses WHERE id = $1', [id]);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    rows: scale.rcvRows,
    runs,
    withoutSeconds: times.without,
    withSeconds: times.with,
    overhead: median(times.with) / median(times.without) - 1,
  };
}
