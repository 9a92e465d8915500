import type { F29DeclaredRemanenteResponse, F29ProposalResponse } from '@portal/contracts';
import { periodOf, todayInChile } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';

// The remanente actually declared: the user enters the 077 of the last F29 the business filed, for
// its month D, and the proposal's chain starts there. By DL 825 art. 27 the remanente of D is
// converted to UTM at the UTM of D+1 (the month its tax was due) and back to pesos at the UTM of D+2
// (the month it is used): 504 of D+1 = 077 of D × UTM(D+2) / UTM(D+1), rounded to the peso (half up,
// as utm.ts and rates.ts mulDivRound document). The expected figures are computed here from that
// statement with the UTM written here (SII table as the research transcribed it), not by the code.

let h: Harness;
let c: Client;
let guest: Client;
let other: Client;
const BASE = '/api/v1/client/f29_proposals';

const UTM: Record<number, number> = {
  202602: 69_611,
  202603: 69_889,
  202604: 69_889,
  202605: 70_588,
  202606: 71_506,
};

// The books: a big purchase in February 2026 (so the chain of proposals has a remanente of its own)
// and a sale in May. The business filed its March F29 with 077 = $2.000.000.
const PURCHASE_IVA = 4_750_000;
const MAY_SALE_IVA = 190_000;
const DECLARED = { year: 2026, month: 3, pesos: 2_000_000 };

const next = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);
/** a × b / d rounded half up to the peso, in integers. */
const round = (a: number, b: number, d: number) =>
  Number((2n * BigInt(a) * BigInt(b) + BigInt(d)) / (2n * BigInt(d)));
/** 504 of the month after `from`, from the 077 of `from`. */
const reajuste = (l077: number, from: number) => round(l077, UTM[next(next(from))], UTM[next(from)]);

afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  for (const b of [c.businessId, other.businessId]) {
    await h.db.query('DELETE FROM invoices WHERE business_id = $1', [b]);
    await h.db.query('DELETE FROM honorarium_tickets WHERE business_id = $1', [b]);
  }
  await insertInvoice(h.db, c.businessId, {
    direction: 'COMPRA',
    issueDate: '2026-02-10',
    net: (PURCHASE_IVA * 100) / 19,
    iva: PURCHASE_IVA,
    purchaseRegister: 'REGISTRO',
  });
  await insertInvoice(h.db, c.businessId, {
    direction: 'VENTA',
    issueDate: '2026-05-15',
    net: (MAY_SALE_IVA * 100) / 19,
    iva: MAY_SALE_IVA,
  });
});

const show = async (period: number, client: Client = c) => {
  const res = await client.get(`${BASE}/${Math.floor(period / 100)}/${period % 100}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as F29ProposalResponse;
};
const line = (p: F29ProposalResponse, code: string) => p.lines.find((l) => l.code === code)!;
const stored = async () =>
  (
    await h.db.query<{ business_id: string; period: number; pesos: number }>(
      'SELECT business_id::text, period, pesos::bigint AS pesos FROM business_f29_declared_remanente ORDER BY business_id',
    )
  ).rows;

/** The chain of proposals from February's purchase, by the rule (no declared F29). */
function chained(to: number): { l504: number; l077: number } {
  let l077 = PURCHASE_IVA;
  let l504 = 0;
  for (let p = 202603; p <= to; p = next(p)) {
    l504 = reajuste(l077, p - (p % 100 === 1 ? 89 : 1));
    l077 = Math.max(0, l504 - (p === 202605 ? MAY_SALE_IVA : 0));
  }
  return { l504, l077 };
}

describe('without a declared F29', () => {
  it('chains the proposals from the first month with documents', async () => {
    const apr = await show(202604);
    expect(line(apr, '504').amount).toBe(chained(202604).l504);
    expect(apr.declared_remanente).toBeNull();
    expect(apr.chain_from).toBe(202602);
    expect(apr.warnings.some((w) => /ingresa su remanente \(código 077\)/.test(w.message))).toBe(true);
    const none = (await c.get(`${BASE}/declared_remanente`)).json() as F29DeclaredRemanenteResponse;
    expect(none.declared).toBeNull();
  });
});

describe('bad input', () => {
  it('is refused in Spanish and leaves the database unchanged', async () => {
    const before = await stored();
    const cases: [unknown, number, RegExp][] = [
      [{ ...DECLARED, pesos: -1 }, 400, /El remanente \(código 077\) es un monto entero en pesos/],
      [{ ...DECLARED, pesos: 1.5 }, 400, /El remanente \(código 077\)/],
      [{ ...DECLARED, pesos: '2.000.000' }, 400, /El remanente \(código 077\)/],
      [{ ...DECLARED, pesos: 1_000_000_000_000 }, 400, /El remanente \(código 077\)/],
      [{ ...DECLARED, month: 13 }, 400, /El mes va de 1 a 12/],
      [{ year: 2026, pesos: 1 }, 400, /El mes va de 1 a 12/],
    ];
    for (const [body, status, message] of cases) {
      const res = await c.send('PUT', `${BASE}/declared_remanente`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    // The current month's F29 is filed next month: it cannot have been declared yet.
    const now = periodOf(todayInChile())!;
    const current = await c.send('PUT', `${BASE}/declared_remanente`, {
      year: Math.floor(now / 100),
      month: now % 100,
      pesos: 1_000,
    });
    expect(current.statusCode).toBe(422);
    expect(current.json().error).toMatch(/todavía no se puede haber declarado/);
    expect((await guest.send('PUT', `${BASE}/declared_remanente`, DECLARED)).statusCode).toBe(403);
    expect((await guest.send('DELETE', `${BASE}/declared_remanente`)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    expect(before).toEqual([]);
  });
});

describe('a declared 077', () => {
  it('starts the chain: 504 of the month after = 077 × UTM(D+2) / UTM(D+1)', async () => {
    const res = await c.send('PUT', `${BASE}/declared_remanente`, DECLARED);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as F29DeclaredRemanenteResponse).declared).toMatchObject({
      period: 202603,
      year: 2026,
      month: 3,
      pesos: 2_000_000,
    });
    // April: 2.000.000 × UTM mayo / UTM abril; no debits, so 077 = 504.
    const apr504 = round(DECLARED.pesos, UTM[202605], UTM[202604]);
    const apr = await show(202604);
    expect(line(apr, '504').amount).toBe(apr504);
    expect(line(apr, '504').amount).not.toBe(chained(202604).l504);
    expect(line(apr, '077').amount).toBe(apr504);
    expect(apr.declared_remanente).toEqual({ period: 202603, pesos: 2_000_000, used: true });
    expect(apr.chain_from).toBe(202604);
    expect(apr.warnings.some((w) => /propuestas encadenadas/.test(w.message))).toBe(false);
    expect(line(apr, '504').breakdown).toEqual([
      { label: 'Remanente de marzo de 2026 (077 declarado en el F29)', amount: 2_000_000 },
      {
        label: 'Reajustado: × UTM de mayo de 2026 $70.588 / UTM de abril de 2026 $69.889',
        amount: apr504,
      },
    ]);
    // May: April's 077 reajustado, less May's débito.
    const may504 = round(apr504, UTM[202606], UTM[202605]);
    const may = await show(202605);
    expect(line(may, '504').amount).toBe(may504);
    expect(line(may, '077').amount).toBe(may504 - MAY_SALE_IVA);
    // March itself and the months before are computed from the books, as before.
    const mar = await show(202603);
    expect(mar.declared_remanente).toEqual({ period: 202603, pesos: 2_000_000, used: false });
    expect(line(mar, '504').amount).toBe(chained(202603).l504);
  });

  it('is this business only', async () => {
    expect(
      ((await guest.get(`${BASE}/declared_remanente`)).json() as F29DeclaredRemanenteResponse).declared,
    ).toMatchObject({ period: 202603, pesos: 2_000_000 });
    expect(
      ((await other.get(`${BASE}/declared_remanente`)).json() as F29DeclaredRemanenteResponse).declared,
    ).toBeNull();
    const otherApr = await show(202604, other);
    expect(otherApr.declared_remanente).toBeNull();
    expect(line(otherApr, '504').amount).toBe(0);
    const b2 = await other.send('PUT', `${BASE}/declared_remanente`, { year: 2026, month: 1, pesos: 7 });
    expect(b2.statusCode, b2.body).toBe(200);
    expect(line(await show(202604), '504').amount).toBe(round(DECLARED.pesos, UTM[202605], UTM[202604]));
    expect(await stored()).toEqual([
      { business_id: String(c.businessId), period: 202603, pesos: 2_000_000 },
      { business_id: String(other.businessId), period: 202601, pesos: 7 },
    ]);
  });

  it('once deleted, the chain goes back to the proposals', async () => {
    const res = await c.send('DELETE', `${BASE}/declared_remanente`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as F29DeclaredRemanenteResponse).declared).toBeNull();
    expect(line(await show(202604), '504').amount).toBe(chained(202604).l504);
    expect((await stored()).map((r) => r.business_id)).toEqual([String(other.businessId)]);
  });
});
