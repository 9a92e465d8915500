import type { F29DocumentsResponse, F29ProposalResponse } from '@portal/contracts';
import type { SiiDocument } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices, writeInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';
import { expectStatus } from '../../test/status';

// The F29 proposal through the HTTP app on a real database: a generated book of 2023–2024 and
// honorarium tickets, every line recomputed here from the rules' statements (docs/f29.md).

let h: Harness;
let c: Client;
let guest: Client;
let docs: SiiDocument[];
const fixedAssetFolios = new Set<string>();
const BASE = '/api/v1/client/f29_proposals';

// UTM per month (SII table, 2022 to January 2025), written here apart from the domain's table.
const UTM: Record<number, number> = {};
const UTM_YEARS = [
  [54_442, 54_878, 55_537, 55_704, 56_762, 57_557, 58_248, 58_772, 59_595, 60_310, 60_853, 61_157],
  [61_769, 61_954, 62_450, 62_388, 63_074, 63_263, 63_326, 63_199, 63_452, 63_515, 63_960, 64_216],
  [64_666, 64_343, 64_793, 65_182, 65_443, 65_770, 65_967, 65_901, 66_362, 66_561, 66_628, 67_294],
];
for (const [y, months] of UTM_YEARS.entries())
  for (const [m, v] of months.entries()) UTM[(2022 + y) * 100 + m + 1] = v;
UTM[202501] = 67_429;

type Ticket = { date: string; status: string; kind: string; by: string; gross: number; retention: number };
const TICKETS: Ticket[] = [
  {
    date: '2024-11-04',
    status: 'VIG',
    kind: 'received',
    by: 'receiver',
    gross: 1_000_000,
    retention: 137_500,
  },
  { date: '2024-11-20', status: 'VIG', kind: 'received', by: 'receiver', gross: 400_000, retention: 55_000 },
  { date: '2024-11-21', status: 'ANUL', kind: 'received', by: 'receiver', gross: 300_000, retention: 41_250 },
  { date: '2024-11-22', status: 'VIG', kind: 'received', by: 'issuer', gross: 300_000, retention: 41_250 },
  { date: '2024-11-23', status: 'VIG', kind: 'issued', by: 'receiver', gross: 300_000, retention: 41_250 },
  { date: '2024-12-02', status: 'VIG', kind: 'received', by: 'receiver', gross: 200_000, retention: 27_500 },
];

afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  guest = await clientFor(h, 'g1', 'b1');
  const b = (
    await h.db.query<{ rut: string; name: string }>('SELECT rut, name FROM businesses WHERE id = $1', [
      c.businessId,
    ])
  ).rows[0];
  await h.db.query('DELETE FROM invoices WHERE business_id = $1', [c.businessId]);
  docs = generateInvoices({ seed: 29, business: b, count: 900, today: '2024-12-20' });
  await writeInvoices(h.db, c.businessId, docs, { today: '2024-12-20' });
  // A few purchases classified in a fixed-asset account (1203 Maquinarias y equipos).
  const { rows } = await h.db.query<{ id: number; key: string }>(
    `SELECT id::int AS id, doc_type || '|' || issuer_rut || '|' || folio AS key FROM invoices
      WHERE business_id = $1 AND direction = 'COMPRA' AND doc_type = 33 ORDER BY id LIMIT 40`,
    [c.businessId],
  );
  for (const r of rows.filter((_, i) => i % 4 === 0)) fixedAssetFolios.add(r.key);
  await h.db.query(
    `UPDATE invoices SET invoicing_account_id = (SELECT id FROM accounts WHERE business_id = $1 AND account_number = '1203')
      WHERE business_id = $1 AND id = ANY($2::bigint[])`,
    [c.businessId, rows.filter((_, i) => i % 4 === 0).map((r) => r.id)],
  );
  for (const [i, t] of TICKETS.entries())
    await h.db.query(
      `INSERT INTO honorarium_tickets (business_id, kind, number, issue_date, status, counterpart_rut, counterpart_name,
         gross_amount, retention_amount, net_amount, retention_by)
       VALUES ($1, $2, $3, $4, $5, '12345678-5', 'Profesional de prueba', $6, $7, $6::bigint - $7::bigint, $8)`,
      [c.businessId, t.kind, 100 + i, t.date, t.status, t.gross, t.retention, t.by],
    );
});

const monthOf = (iso: string) => Number(iso.slice(0, 4)) * 100 + Number(iso.slice(5, 7));
const plus8 = (iso: string) =>
  new Date(Date.parse(`${iso.slice(0, 10)}T12:00:00Z`) + 8 * 86_400_000).toISOString();
/** A claimed purchase's date is its claim, not an acuse. */
const acuse = (d: SiiDocument) => (d.purchaseRegister === 'RECLAMADO' ? null : d.acknowledgedAt);
/**
 * A sale's month is its issue month; a purchase's, its Registro de Compras month (docs/cifras.md): a
 * supplier's factura by its acuse de recibo (the buyer's, else 8 days after the SII received it),
 * any other purchase by its reception.
 */
const period = (d: SiiDocument) => {
  if (d.direction === 'VENTA' || !d.receptionDate) return monthOf(d.issueDate);
  const factura = [30, 32, 33, 34].includes(d.docType);
  const when = factura ? (acuse(d) ?? plus8(d.receptionDate)) : d.receptionDate;
  return Math.max(monthOf(d.issueDate), monthOf(when));
};
const round = (a: number, b: number, c: number) =>
  Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
const next = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);

/** Every line of every month up to `target`, from the rules as docs/f29.md states them. */
function expected(target: number, ppmPercent = 0.25) {
  const counted = docs.filter(
    (d) =>
      d.docType !== 52 &&
      d.totalAmount !== 0 &&
      (d.direction === 'VENTA' || d.purchaseRegister === 'REGISTRO'),
  );
  const first = Math.min(...docs.map(period));
  let prev077 = 0;
  let factorWith = 0;
  let factorTotal = 0;
  const out = new Map<number, Record<string, number>>();
  for (let p = first; p <= target; p = next(p)) {
    const month = counted.filter((d) => period(d) === p);
    const sales = month.filter((d) => d.direction === 'VENTA');
    const buys = month.filter((d) => d.direction === 'COMPRA');
    const sum = (xs: SiiDocument[], f: (d: SiiDocument) => number) => xs.reduce((s, d) => s + f(d), 0);
    const sign = (d: SiiDocument) => (d.docType === 61 ? -1 : 1);
    const of = (xs: SiiDocument[], t: number) => xs.filter((d) => d.docType === t);
    const fixed = (d: SiiDocument) => fixedAssetFolios.has(`${d.docType}|${d.issuerRut}|${d.folio}`);
    const l: Record<string, number> = {};
    l['502'] = sum(of(sales, 33), (d) => d.ivaAmount);
    l['503'] = of(sales, 33).length;
    l['111'] = sum(of(sales, 39), (d) => d.ivaAmount);
    l['513'] = sum(of(sales, 56), (d) => d.ivaAmount);
    l['510'] = sum(of(sales, 61), (d) => d.ivaAmount);
    l['142'] = sum(sales, (d) => sign(d) * d.exemptAmount);
    l['538'] = l['502'] + l['111'] + l['513'] - l['510'];
    if (p % 100 === 1) factorWith = factorTotal = 0;
    factorWith += sum(sales, (d) => sign(d) * d.netAmount);
    factorTotal += sum(sales, (d) => sign(d) * (d.netAmount + d.exemptAmount));
    const credit = (xs: SiiDocument[]) => {
      const shared = sum(xs, (d) => d.ivaBreakdown!.sharedUse);
      const part =
        factorTotal > 0 && factorWith < factorTotal
          ? round(shared, Math.max(0, factorWith), factorTotal)
          : shared;
      return sum(xs, (d) => d.ivaBreakdown!.recoverable) + part;
    };
    const invoices = buys.filter((d) => d.docType === 33 || d.docType === 46);
    l['520'] = credit(invoices.filter((d) => !fixed(d)));
    // Counted when its amount goes in the line (SII F29 instruction 5): IVA that is credit.
    l['519'] = invoices.filter(
      (d) => !fixed(d) && d.ivaBreakdown!.recoverable + d.ivaBreakdown!.sharedUse !== 0,
    ).length;
    l['525'] = credit(invoices.filter(fixed));
    l['528'] = credit(of(buys, 61));
    l['532'] = credit(of(buys, 56));
    // The remanente of the month before in UTM of the month its tax was due (this one), back to pesos
    // at the UTM of the month it is used (the next one) (DL 825 art. 27).
    l['504'] = prev077 > 0 ? round(prev077, UTM[next(p)], UTM[p]) : 0;
    l['537'] = l['520'] + l['525'] - l['528'] + l['532'] + l['504'];
    l['089'] = Math.max(0, l['538'] - l['537']);
    l['077'] = Math.max(0, l['537'] - l['538']);
    l['563'] = sum(sales, (d) => sign(d) * (d.netAmount + d.exemptAmount));
    l['062'] = l['563'] > 0 ? round(l['563'], Math.round(ppmPercent * 1000), 100_000) : 0;
    const ym = `${Math.floor(p / 100)}-${String(p % 100).padStart(2, '0')}`;
    l['151'] = TICKETS.filter(
      (t) => t.kind === 'received' && t.status !== 'ANUL' && t.by === 'receiver' && t.date.startsWith(ym),
    ).reduce((s, t) => s + t.retention, 0);
    l['039'] = sum(buys, (d) => sign(d) * d.ivaBreakdown!.retainedTotal);
    l['547'] = l['089'] + l['062'] + l['151'] + l['039'];
    l['091'] = l['547'];
    out.set(p, l);
    prev077 = l['077'];
  }
  return out;
}

const show = async (client: Client, y: number, m: number) => {
  const res = await client.get(`${BASE}/${y}/${m}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as F29ProposalResponse;
};
const amounts = (p: F29ProposalResponse) => Object.fromEntries(p.lines.map((l) => [l.code, l.amount]));

describe('GET /f29_proposals/:year/:month', () => {
  it('computes every line of every month of the book as the rules state them', async () => {
    const want = expected(202412);
    expect(want.size).toBeGreaterThanOrEqual(24);
    let withRemanente = 0;
    for (const [p, l] of want) {
      const got = await show(c, Math.floor(p / 100), p % 100);
      const a = amounts(got);
      for (const code of Object.keys(a)) if (code in l) expect(a[code], `${p} ${code}`).toBe(l[code]);
      expect(got.lines.find((x) => x.code === '502')!.count, `${p} 503`).toBe(l['503']);
      expect(got.lines.find((x) => x.code === '520')!.count, `${p} 519`).toBe(l['519']);
      if (l['504'] > 0) withRemanente++;
    }
    // The generated book must exercise the chain, fixed assets and uso común to prove them.
    expect(withRemanente).toBeGreaterThan(0);
    expect([...want.values()].some((l) => l['525'] > 0)).toBe(true);
    expect(docs.some((d) => (d.ivaBreakdown?.sharedUse ?? 0) > 0)).toBe(true);
  });

  it('answers the business, its rules in Spanish, links and warnings', async () => {
    const p = await show(c, 2024, 11);
    const b = (
      await h.db.query<{ name: string }>('SELECT name FROM businesses WHERE id = $1', [c.businessId])
    ).rows[0];
    expect(p.business_name).toBe(b.name);
    expect(p.ppm_rate).toEqual({ percent: 0.25, is_default: true });
    expect(p.chain_from).toBe(Math.min(...docs.map(period)));
    const l502 = p.lines.find((l) => l.code === '502')!;
    expect(l502.rule).toMatch(/IVA de las facturas/);
    expect(l502.sii).toBe('Facturas emitidas por ventas y servicios del giro');
    expect(l502.link).toEqual({ direction: 'VENTA', period: 202411, document_types: [33] });
    expect(p.lines.find((l) => l.code === '151')).toMatchObject({ amount: 137_500 + 55_000, count: 2 });
    expect(p.totals.total_a_pagar).toBe(amounts(p)['091']);
  });

  it('uses the PPM rate the business sets; guests read but cannot set it; a bad rate changes nothing', async () => {
    expect((await guest.get(`${BASE}/2024/6`)).statusCode).toBe(200);
    const refused = await guest.send('PUT', `${BASE}/settings`, { ppm_rate: 1 });
    expect(refused.statusCode).toBe(403);
    const bad = await c.send('PUT', `${BASE}/settings`, { ppm_rate: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/tasa de PPM/);
    expect((await c.get(`${BASE}/settings`)).json()).toEqual({ ppm_rate: null, default_ppm_rate: 0.25 });
    const ok = await c.send('PUT', `${BASE}/settings`, { ppm_rate: 0.5 });
    expect(ok.json()).toEqual({ ppm_rate: 0.5, default_ppm_rate: 0.25 });
    const p = await show(c, 2024, 6);
    expect(amounts(p)['062']).toBe(expected(202406, 0.5).get(202406)!['062']);
    expect(p.ppm_rate).toEqual({ percent: 0.5, is_default: false });
    expectStatus(await c.send('PUT', `${BASE}/settings`, { ppm_rate: null }), 200);
  });

  it('refuses a month out of range in Spanish', async () => {
    const res = await c.get(`${BASE}/2024/13`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/mes va de 1 a 12/);
  });
});

describe('GET /f29_proposals/:year/:month/documents', () => {
  const all = async (code: string, y = 2024, m = 11) => {
    const out: F29DocumentsResponse['documents'] = [];
    for (let page = 1; ; page++) {
      const res = await c.get(`${BASE}/${y}/${m}/documents?code=${code}&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as F29DocumentsResponse;
      expect(body.documents.length).toBeLessThanOrEqual(10);
      out.push(...body.documents);
      if (out.length >= body.meta.total_elements || body.documents.length === 0) return { body, out };
    }
  };

  it('lists the documents of a line, 10 a page, adding up to the line', async () => {
    const l = expected(202411).get(202411)!;
    const { out } = await all('502');
    expect(out.length).toBe(l['503']);
    expect(out.reduce((s, d) => s + d.amount, 0)).toBe(l['502']);
    expect(out.every((d) => d.doc_type === 33 && d.kind === 'invoice')).toBe(true);
    const tickets = await all('151');
    expect(tickets.out.map((d) => d.amount).sort()).toEqual([137_500, 55_000].sort());
  });

  it('says a line computed from others has no documents of its own', async () => {
    const res = await c.get(`${BASE}/2024/11/documents?code=538`);
    expect(res.json()).toMatchObject({ derived: true, documents: [], meta: { total_elements: 0 } });
    expect((await c.get(`${BASE}/2024/11/documents?code=999`)).statusCode).toBe(400);
  });
});

describe('GET /f29_proposals/:year/:month.pdf', () => {
  it('answers a PDF named for the month', async () => {
    const res = await c.get(`${BASE}/2024/11.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('propuesta-f29-202411.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
