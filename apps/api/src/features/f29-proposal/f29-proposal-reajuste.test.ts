import type { F29ProposalResponse, F29UtmValuesResponse } from '@portal/contracts';
import { addPeriods, periodOf, todayInChile } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';

// The remanente's reajuste (DL 825 art. 27) through the HTTP app: the remanente of month M is
// converted to UTM at the value of the month its tax was due (M+1) and back to pesos at the UTM of
// the month it is used (M+2), so line 504 of the F29 of M+1 = 077 of M × UTM(M+2) / UTM(M+1), to the
// peso. The expected chain is computed here from that statement, with the UTM written here (SII
// table, as the research transcribed it), never from the domain's table.

let h: Harness;
let c: Client;
let guest: Client;
let other: Client;
const BASE = '/api/v1/client/f29_proposals';

const UTM: Record<number, number> = {
  202508: 68_647,
  202509: 69_265,
  202510: 69_265,
  202511: 69_542,
  202512: 69_542,
  202601: 69_751,
  202602: 69_611,
  202603: 69_889,
  202604: 69_889,
  202605: 70_588,
  202606: 71_506,
  202607: 71_649,
  202608: 71_649,
  202609: 71_721,
  202610: 72_151,
};

// A big purchase in September 2025 and a sale a month after: the remanente shrinks but lasts.
const PURCHASE_IVA = 9_500_000;
const SALES_IVA: Record<number, number> = {
  202510: 190_000,
  202511: 380_000,
  202512: 95_000,
  202601: 570_000,
  202602: 0,
  202603: 285_000,
};

const next = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);
/** a × b / c rounded half up to the peso, in integers. */
const round = (a: number, b: number, d: number) =>
  Number((2n * BigInt(a) * BigInt(b) + BigInt(d)) / (2n * BigInt(d)));

afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  await h.db.query('DELETE FROM invoices WHERE business_id = $1', [c.businessId]);
  await h.db.query('DELETE FROM honorarium_tickets WHERE business_id = $1', [c.businessId]);
  await insertInvoice(h.db, c.businessId, {
    direction: 'COMPRA',
    issueDate: '2025-09-10',
    net: (PURCHASE_IVA * 100) / 19,
    iva: PURCHASE_IVA,
    purchaseRegister: 'REGISTRO',
  });
  for (const [p, iva] of Object.entries(SALES_IVA)) {
    if (iva === 0) continue;
    const period = Number(p);
    await insertInvoice(h.db, c.businessId, {
      direction: 'VENTA',
      issueDate: `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}-15`,
      net: (iva * 100) / 19,
      iva,
    });
  }
});

const show = async (period: number, client: Client = c) => {
  const res = await client.get(`${BASE}/${Math.floor(period / 100)}/${period % 100}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as F29ProposalResponse;
};
const line = (p: F29ProposalResponse, code: string) => p.lines.find((l) => l.code === code)!;

describe('line 504 across a year end', () => {
  it('reajusta the remanente of M by UTM(M+2) / UTM(M+1), month after month, 2025-09 to 2026-03', async () => {
    // The statement, month by month: no sales in September, so 077 = the purchase's IVA.
    let prev077 = PURCHASE_IVA;
    const want: { period: number; l504: number; l077: number }[] = [];
    for (let p = 202510; p <= 202603; p = next(p)) {
      const l504 = round(prev077, UTM[next(p)], UTM[p]);
      const l077 = Math.max(0, l504 - SALES_IVA[p]);
      want.push({ period: p, l504, l077 });
      prev077 = l077;
    }
    expect(want.length).toBe(6);
    expect(want.every((w) => w.l077 > 0)).toBe(true);
    const sep = await show(202509);
    expect(line(sep, '077').amount).toBe(PURCHASE_IVA);
    expect(line(sep, '504').amount).toBe(0);
    for (const w of want) {
      const got = await show(w.period);
      expect(line(got, '504').amount, `${w.period} 504`).toBe(w.l504);
      expect(line(got, '077').amount, `${w.period} 077`).toBe(w.l077);
      expect(line(got, '504').note, `${w.period}`).toBeNull();
    }
    // September's remanente, due in October (69.265), used in November (69.542).
    expect(want[0].l504).toBe(round(PURCHASE_IVA, 69_542, 69_265));
  });

  it('says on line 504 which UTM it used', async () => {
    const dec = await show(202512);
    const b = line(dec, '504').breakdown;
    expect(b[0].label).toBe('Remanente de noviembre de 2025 (077)');
    expect(b[1].label).toBe('Reajustado: × UTM de enero de 2026 $69.751 / UTM de diciembre de 2025 $69.542');
  });
});

/** 077 of `to`, chained from September 2025 by the rule, with `utm` for the months the test knows. */
function remanenteOf(to: number, utm: Record<number, number>): number {
  let prev077 = PURCHASE_IVA;
  for (let p = 202510; p <= to; p = next(p)) {
    const l504 = round(prev077, utm[next(p)], utm[p]);
    prev077 = Math.max(0, l504 - (SALES_IVA[p] ?? 0));
  }
  return prev077;
}

describe('a missing UTM', () => {
  it('is named in the answer and the remanente is carried unadjusted', async () => {
    const oct = await show(202610);
    expect(oct.missing_utm).toEqual([
      {
        period: 202611,
        year: 2026,
        month: 11,
        message: 'Falta el valor de la UTM de noviembre de 2026 para reajustar el remanente.',
      },
    ]);
    expect(line(oct, '504').amount).toBe(remanenteOf(202609, UTM));
    expect(line(oct, '504').note).toMatch(/Falta el valor de la UTM de noviembre de 2026/);
    expect(oct.warnings).toContainEqual({
      code: '504',
      message: 'Falta el valor de la UTM de noviembre de 2026 para reajustar el remanente.',
    });
    expect(oct.user_utm).toEqual([]);
    // November needs November's and December's; both are named, each once.
    const nov = await show(202611);
    expect(nov.missing_utm.map((m) => m.period)).toEqual([202611, 202612]);
    expect(nov.warnings.filter((w) => /noviembre de 2026/.test(w.message))).toHaveLength(1);
  });

  it('refuses a bad value, a month not yet published and a guest, in Spanish', async () => {
    const bad = await c.send('PUT', `${BASE}/utm_values/2026/11`, { pesos: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/La UTM es un monto entero en pesos/);
    const text = await c.send('PUT', `${BASE}/utm_values/2026/11`, { pesos: '72.300' });
    expect(text.statusCode).toBe(400);
    const after = addPeriods(periodOf(todayInChile())!, 1);
    const future = await c.send('PUT', `${BASE}/utm_values/${Math.floor(after / 100)}/${after % 100}`, {
      pesos: 72_300,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatch(/todavía no se publica/);
    expect((await guest.send('PUT', `${BASE}/utm_values/2026/11`, { pesos: 72_300 })).statusCode).toBe(403);
    expect(((await c.get(`${BASE}/utm_values`)).json() as F29UtmValuesResponse).values).toEqual([]);
  });

  it('can be entered by the user, is used and said so, for this business only', async () => {
    const res = await c.send('PUT', `${BASE}/utm_values/2026/11`, { pesos: 72_300 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as F29UtmValuesResponse).values).toMatchObject([
      { period: 202611, pesos: 72_300, table_pesos: null },
    ]);
    const oct = await show(202610);
    expect(oct.missing_utm).toEqual([]);
    expect(oct.user_utm).toEqual([{ period: 202611, pesos: 72_300 }]);
    expect(line(oct, '504').amount).toBe(round(remanenteOf(202609, UTM), 72_300, UTM[202610]));
    expect(line(oct, '504').breakdown[1].label).toBe(
      'Reajustado: × UTM de noviembre de 2026 $72.300 (ingresado por el usuario) / UTM de octubre de 2026 $72.151',
    );
    expect((await show(202611)).missing_utm.map((m) => m.period)).toEqual([202612]);
    // The guest reads it; the other business neither sees it nor uses it.
    expect(((await guest.get(`${BASE}/utm_values`)).json() as F29UtmValuesResponse).values).toHaveLength(1);
    expect(((await other.get(`${BASE}/utm_values`)).json() as F29UtmValuesResponse).values).toEqual([]);
    const b2 = await other.send('PUT', `${BASE}/utm_values/2026/11`, { pesos: 80_000 });
    expect(b2.statusCode).toBe(200);
    expect(line(await show(202610), '504').amount).toBe(round(remanenteOf(202609, UTM), 72_300, UTM[202610]));
    const { rows } = await h.db.query<{ business_id: string; pesos: number }>(
      'SELECT business_id::text, pesos FROM business_utm_values ORDER BY business_id',
    );
    expect(rows).toEqual([
      { business_id: String(c.businessId), pesos: 72_300 },
      { business_id: String(other.businessId), pesos: 80_000 },
    ]);
  });

  it('gives way to the portal table when the table knows the month', async () => {
    const res = await c.send('PUT', `${BASE}/utm_values/2026/10`, { pesos: 99_999 });
    expect((res.json() as F29UtmValuesResponse).values).toMatchObject([
      { period: 202610, pesos: 99_999, table_pesos: 72_151 },
      { period: 202611, pesos: 72_300, table_pesos: null },
    ]);
    const oct = await show(202610);
    expect(oct.user_utm).toEqual([{ period: 202611, pesos: 72_300 }]);
    expect(line(oct, '504').amount).toBe(round(remanenteOf(202609, UTM), 72_300, UTM[202610]));
  });
});

describe('the indicator table', () => {
  it('takes precedence over the built-in table and an entered value only when confirmed', async () => {
    await h.db.query(
      `INSERT INTO indicator_values (indicator, on_date, value, source, origin, confirmed) VALUES
         ('UTM', '2026-11-01', 72400, 'sii.cl/valores_y_fechas/utm/utm2026.htm y mindicador.cl', 'operator', true),
         ('UTM', '2026-12-01', 72500, 'una sola fuente', 'service', false)`,
    );
    try {
      const oct = await show(202610);
      // November: the confirmed 72.400 over the 72.300 the business entered; no longer "by the user".
      expect(line(oct, '504').amount).toBe(round(remanenteOf(202609, UTM), 72_400, UTM[202610]));
      expect(oct.user_utm).toEqual([]);
      expect(line(oct, '504').breakdown[1].label).not.toMatch(/ingresado por el usuario/);
      // December's value is not confirmed: still missing.
      expect((await show(202611)).missing_utm.map((m) => m.period)).toEqual([202612]);
      const values = ((await c.get(`${BASE}/utm_values`)).json() as F29UtmValuesResponse).values;
      expect(values.find((v) => v.period === 202611)).toMatchObject({ pesos: 72_300, table_pesos: 72_400 });
    } finally {
      await h.db.query('DELETE FROM indicator_values');
    }
  });
});
