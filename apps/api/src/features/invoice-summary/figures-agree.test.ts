// Every figure of the sales and purchases slice agrees with the others and with the documents: a
// generated book (guides, facturas de compra, credit notes referencing paid and unpaid invoices,
// boletas, claimed and "no incluir" purchases, non-recoverable and shared-use IVA) is written
// through the importer's upsert; the dashboard, summary, cash flow, to-do, list totals and CSV are
// compared with figures this file computes from the documents by the rules' statements (SII: guides
// are not in the Registro de Compras y Ventas; boletas are paid at issue; credit notes subtract and
// reduce the invoice they reference; only recoverable IVA of registered purchases is credit).
import type { SiiDocument } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices, writeInvoices } from '../../seed/invoices';
import { type Harness, createHarness } from '../../test/harness';
import { API, CURRENT_PERIOD, type Client, LIST, TODAY, addDays, clientFor } from '../../test/invoices';

// The rules, as stated (not read from the code under test).
const NOT_IN_REGISTER = new Set([50, 52]);
const PAID_AT_ISSUE = new Set([35, 38, 39, 41, 47, 48]);
const CREDIT_NOTES = new Set([60, 61, 106, 112]);
const WINDOW = 12;

let h: Harness;
let c: Client;
let docs: SiiDocument[];
/** What the database holds that the documents do not say: paid (the generator's), and the start of collections. */
let paid: Map<string, boolean>;
let since: string;

const key = (d: { direction: string; docType: number; issuerRut: string; folio: number }) =>
  `${d.direction}|${d.docType}|${d.issuerRut}|${d.folio}`;
const periodOf = (iso: string) => Number(iso.slice(0, 4)) * 100 + Number(iso.slice(5, 7));
const plus8 = (iso: string) =>
  new Date(Date.parse(`${iso.slice(0, 10)}T12:00:00Z`) + 8 * 86_400_000).toISOString();
/** A claimed purchase's date is its claim, not an acuse. */
const acuse = (d: SiiDocument) => (d.purchaseRegister === 'RECLAMADO' ? null : d.acknowledgedAt);
/**
 * The period a document is listed in: a sale's issue month; a purchase's Registro de Compras month
 * (docs/cifras.md): a supplier's factura by its acuse de recibo (the buyer's, else 8 days after the
 * SII received it), any other purchase by its reception.
 */
const docPeriod = (d: SiiDocument) => {
  if (d.direction === 'VENTA' || !d.receptionDate) return periodOf(d.issueDate);
  const factura = [30, 32, 33, 34].includes(d.docType);
  const when = factura ? (acuse(d) ?? plus8(d.receptionDate)) : d.receptionDate;
  return Math.max(periodOf(d.issueDate), periodOf(when));
};
const addPeriods = (p: number, n: number) => {
  const m = Math.floor(p / 100) * 12 + (p % 100) - 1 + n;
  return Math.floor(m / 12) * 100 + (m % 12) + 1;
};
const sign = (d: SiiDocument) => (CREDIT_NOTES.has(d.docType) ? -1 : 1);
const counted = (d: SiiDocument) =>
  !NOT_IN_REGISTER.has(d.docType) &&
  d.purchaseRegister !== 'RECLAMADO' &&
  d.purchaseRegister !== 'NO_INCLUIR';
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  c = await clientFor(h, 'u1', 'b1');
  docs = generateInvoices({ seed: 11, business: h.data.businesses[0], count: 1200, today: TODAY });
  await writeInvoices(h.db, c.businessId, docs, { today: TODAY });
  const { rows } = await h.db.query<{
    direction: string;
    doc_type: number;
    issuer_rut: string;
    counterpart_rut: string;
    folio: number;
    payed: boolean;
  }>(
    'SELECT direction, doc_type, issuer_rut, counterpart_rut, folio, payed FROM invoices WHERE business_id = $1',
    [c.businessId],
  );
  // The generator writes purchases as the RCV de compras lists them, the supplier in the issuer's
  // place, even a factura de compra (46) that the business itself wrote and is stored under it.
  paid = new Map(
    rows.map((r) => [
      key({
        direction: r.direction,
        docType: r.doc_type,
        issuerRut: r.direction === 'COMPRA' ? r.counterpart_rut : r.issuer_rut,
        folio: Number(r.folio),
      }),
      r.payed,
    ]),
  );
  const { rows: b } = await h.db.query<{ since: string }>(
    'SELECT collections_since AS since FROM businesses WHERE id = $1',
    [c.businessId],
  );
  since = b[0].since;
});
afterAll(() => h?.close());

/** Σ of the credit notes that reference each invoice (same direction and issuer, by type and folio). */
function credited(): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of docs.filter((d) => CREDIT_NOTES.has(d.docType))) {
    for (const ref of n.references) {
      const k = key({
        direction: n.direction,
        docType: Number(ref.docType),
        issuerRut: n.issuerRut,
        folio: Number(ref.folio),
      });
      if (docs.some((d) => key(d) === k)) {
        out.set(k, (out.get(k) ?? 0) + n.totalAmount);
        break;
      }
    }
  }
  return out;
}

/** What each document still owes, and when it is due (the rule: unpaid, can be owed, counted, since the start, less its notes). */
function owed(direction: 'VENTA' | 'COMPRA') {
  const notes = credited();
  const from = addPeriods(CURRENT_PERIOD, -(WINDOW - 1));
  return docs
    .filter((d) => d.direction === direction && docPeriod(d) >= from && docPeriod(d) <= CURRENT_PERIOD)
    .filter(
      (d) =>
        !paid.get(key(d)) &&
        !PAID_AT_ISSUE.has(d.docType) &&
        counted(d) &&
        sign(d) > 0 &&
        d.issueDate >= since,
    )
    .map((d) => ({
      d,
      amount: d.totalAmount - (notes.get(key(d)) ?? 0),
      due: d.dueDate ?? addDays(d.issueDate, 30),
    }))
    .filter((o) => o.amount > 0);
}

describe('a generated book: every figure agrees', () => {
  it('has what the rules treat apart', () => {
    const types = new Set(docs.map((d) => d.docType));
    for (const t of [39, 46, 52, 61]) expect(types.has(t), `type ${t}`).toBe(true);
    expect(docs.some((d) => d.purchaseRegister === 'RECLAMADO')).toBe(true);
    expect(docs.some((d) => d.purchaseRegister === 'NO_INCLUIR')).toBe(true);
    expect(docs.some((d) => (d.ivaBreakdown?.nonRecoverable.length ?? 0) > 0)).toBe(true);
    const notes = credited();
    const referenced = docs.filter((d) => notes.has(key(d)));
    expect(referenced.some((d) => paid.get(key(d)))).toBe(true);
    expect(referenced.some((d) => !paid.get(key(d)))).toBe(true);
  });

  it('the detail shows the IVA split, the RCV tab and the note → invoice link', async () => {
    const idOf = async (d: SiiDocument) =>
      (
        await h.db.query<{ id: number }>(
          'SELECT id FROM invoices WHERE business_id = $1 AND direction = $2 AND doc_type = $3 AND issuer_rut = $4 AND folio = $5',
          [c.businessId, d.direction, d.docType, d.issuerRut, d.folio],
        )
      ).rows[0].id;
    const nonRec = docs.find((d) => (d.ivaBreakdown?.nonRecoverable.length ?? 0) > 0)!;
    const detail = (await c.get(`${LIST}/${await idOf(nonRec)}`)).json().invoice;
    expect(detail.iva_breakdown).toMatchObject({
      recoverable: 0,
      non_recoverable: nonRec.ivaAmount,
      non_recoverable_details: nonRec.ivaBreakdown!.nonRecoverable,
    });
    expect(detail.purchase_register).toBe(nonRec.purchaseRegister);
    const note = docs.find((d) => d.docType === 61 && d.references.length > 0)!;
    const invoice = docs.find(
      (d) =>
        d.direction === note.direction &&
        d.issuerRut === note.issuerRut &&
        d.docType === Number(note.references[0].docType) &&
        d.folio === Number(note.references[0].folio),
    )!;
    const noteDetail = (await c.get(`${LIST}/${await idOf(note)}`)).json().invoice;
    expect(noteDetail.referenced_invoice_id).toBe(Number(await idOf(invoice)));
    const invoiceDetail = (await c.get(`${LIST}/${await idOf(invoice)}`)).json().invoice;
    expect(invoiceDetail.credited_amount).toBe(credited().get(key(invoice)));
  });

  it('list totals: counted documents in the total, guides and claimed purchases apart', async () => {
    for (const direction of ['VENTA', 'COMPRA'] as const) {
      const from = addPeriods(CURRENT_PERIOD, -23);
      const mine = docs.filter((d) => d.direction === direction && docPeriod(d) >= from);
      const res = await c.get(`${LIST}?operationType=${direction}&last_periods=24`);
      const list = res.json();
      expect(list.meta.total_elements).toBe(mine.length);
      expect(list.total_det_mnt_total).toBe(sum(mine.filter(counted).map((d) => sign(d) * d.totalAmount)));
      expect(list.excluded_count).toBe(mine.filter((d) => !counted(d)).length);
      expect(list.excluded_det_mnt_total).toBe(
        sum(mine.filter((d) => !counted(d)).map((d) => sign(d) * d.totalAmount)),
      );
      // The CSV holds the same documents, signed: its total column sums to both figures.
      const csv = await c.get(`${LIST}?operationType=${direction}&last_periods=24&format=csv`);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .slice(1);
      expect(lines).toHaveLength(mine.length);
      const column = sum(lines.map((l) => Number(l.split(';').at(-3))));
      expect(column).toBe(list.total_det_mnt_total + list.excluded_det_mnt_total);
    }
  });

  it('monthly summary: sales and purchases of the period, IVA débito and only recoverable IVA crédito', async () => {
    for (const n of [0, 1, 2, 5]) {
      const period = addPeriods(CURRENT_PERIOD, -n);
      const of = (dir: string) =>
        docs.filter((d) => d.direction === dir && docPeriod(d) === period && counted(d));
      const sales = of('VENTA');
      const purchases = of('COMPRA');
      const debit = sum(sales.map((d) => sign(d) * d.ivaAmount));
      const credit = sum(
        purchases
          .filter((d) => (d.purchaseRegister ?? 'REGISTRO') === 'REGISTRO')
          .map((d) => sign(d) * (d.ivaBreakdown ? d.ivaBreakdown.recoverable : d.ivaAmount)),
      );
      const res = await c.get(`${API}/dashboard/monthly_summary?period=${period}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        sales: { count: sales.length, total: sum(sales.map((d) => sign(d) * d.totalAmount)) },
        purchases: { count: purchases.length, total: sum(purchases.map((d) => sign(d) * d.totalAmount)) },
        iva_debit: debit,
        iva_credit: credit,
        iva_balance: debit - credit,
      });
      const apart = (dir: string) =>
        docs.filter((d) => d.direction === dir && docPeriod(d) === period && !counted(d));
      expect(res.json().sales_excluded).toEqual({
        count: apart('VENTA').length,
        total: sum(apart('VENTA').map((d) => sign(d) * d.totalAmount)),
      });
      expect(res.json().purchases_excluded).toEqual({
        count: apart('COMPRA').length,
        total: sum(apart('COMPRA').map((d) => sign(d) * d.totalAmount)),
      });
    }
  });

  it('dashboard, to-do, cash flow and the expired filter: the same overdue documents and amounts', async () => {
    const sales = owed('VENTA');
    const purchases = owed('COMPRA');
    const overdue = (xs: ReturnType<typeof owed>) => xs.filter((o) => o.due < TODAY);
    const expiredSales = overdue(sales);
    expect(expiredSales.length).toBeGreaterThan(0);
    const figure = (xs: ReturnType<typeof owed>) => ({
      count: xs.length,
      total: sum(xs.map((o) => o.amount)),
    });

    const dash = (await c.get(`${API}/dashboard/expired_payed_document`)).json().data;
    expect(dash.sales.expired).toEqual(figure(expiredSales));
    expect(dash.sales.to_be_due).toEqual(figure(sales.filter((o) => o.due >= TODAY)));
    expect(dash.purchases.expired).toEqual(figure(overdue(purchases)));

    const tasks = (await c.get('/api/v1/client/todo_tasks')).json();
    const collect = (Array.isArray(tasks) ? tasks : tasks.tasks).find(
      (t: { kind: string }) => t.kind === 'collect_overdue',
    );
    expect({ count: collect.count, total: collect.amount }).toEqual(figure(expiredSales));

    const expiredList = (await c.get(`${LIST}?operationType=VENTA&expired=true`)).json();
    expect(expiredList.meta.total_elements).toBe(expiredSales.length);
    // The figure the dashboard shows: Σ of what they still owe, not of their totals.
    expect(expiredList.total_det_mnt_total).toBe(figure(expiredSales).total);
    // "Por vencer" opens the list of sales still owed and not yet due: the same documents and saldo.
    const dueList = (await c.get(`${LIST}?operationType=VENTA&owed=true&expired=false`)).json();
    expect({ count: dueList.meta.total_elements, total: dueList.total_det_mnt_total }).toEqual(
      figure(sales.filter((o) => o.due >= TODAY)),
    );
    const duePurchases = (
      await c.get(`${LIST}?operationType=COMPRA&last_periods=12&owed=true&expired=false`)
    ).json();
    expect({ count: duePurchases.meta.total_elements, total: duePurchases.total_det_mnt_total }).toEqual(
      dash.purchases.to_be_due,
    );

    const to = addDays(TODAY, 400);
    const flow = (await c.get(`/api/v1/client/cash_flow?group_by=month&to=${to}`)).json();
    expect(flow.buckets[0].inflows).toBe(figure(expiredSales).total);
    expect(flow.buckets[0].outflows).toBe(figure(overdue(purchases)).total);
    expect(flow.totals.inflows).toBe(sum(sales.filter((o) => o.due <= to).map((o) => o.amount)));
    expect(flow.totals.outflows).toBe(sum(purchases.filter((o) => o.due <= to).map((o) => o.amount)));
    // No bucket ever shows money coming in below zero: notes are netted into their invoices.
    for (const b of flow.buckets) expect(b.inflows).toBeGreaterThanOrEqual(0);
  });
});
