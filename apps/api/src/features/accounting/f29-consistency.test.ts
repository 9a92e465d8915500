import type { BalanceResponse, LedgerResponse } from '@portal/contracts';
import { TAX_DOCUMENT_TYPES, f29DocKind, isFixedAssetPurchase, ivaLineOf } from '@portal/domain';
import { writeRcvCsv } from '@portal/sii';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../../seed/invoices';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';
import { type Harness, createHarness, inBusiness } from '../../test/harness';
import { addBusiness, upload } from '../invoice-imports/test-helpers';

// The journal agrees with the F29 (migration 0105): the retention of a factura de compra subtracted
// once, a pending purchase out of the books until it enters the register, the credit share of uso
// común as IVA crédito, and, for any generated book, IVA débito = 538, IVA crédito = 537 − 504,
// retenciones = 151 and IVA retenido = 039. Expected figures are computed here from the rules'
// statements (docs/contabilidad.md, docs/f29.md).

let h: Harness;
let c: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
});

type Line = { code: string; debit: number; credit: number };
async function linesOf(businessId: number, sourceType: string, sourceId: number): Promise<Line[]> {
  const { rows } = await h.db.query<Line>(
    `SELECT a.account_number AS code, l.debit, l.credit FROM journal_lines l JOIN accounts a ON a.id = l.account_id
      WHERE l.business_id = $1 AND l.source_type = $2 AND l.source_id = $3 ORDER BY a.account_number`,
    [businessId, sourceType, sourceId],
  );
  return rows;
}

describe('a factura de compra with its IVA retained in full', () => {
  it('posts the expense at neto and the provider at neto + IVA − retention, whether the total leaves the retention out or not', async () => {
    const b = h.businessId('b1');
    const net = 300_000;
    const iva = (net * 19) / 100;
    // "MntTotal … menos IVA retenido" (Formato DTE): the total the provider is paid is neto.
    const leavesOut = await insertInvoice(h.db, b, {
      direction: 'COMPRA',
      docType: 46,
      net,
      iva,
      issueDate: '2026-05-04',
      purchaseRegister: 'REGISTRO',
    });
    await h.db.query(
      'UPDATE invoices SET total_amount = $2, signed_total = $2, iva_retained_total = $3 WHERE id = $1',
      [leavesOut, net + iva - iva, iva],
    );
    // A register that states the total with the IVA in it (as the project's own generator writes).
    const includes = await insertInvoice(h.db, b, {
      direction: 'COMPRA',
      docType: 46,
      net,
      iva,
      issueDate: '2026-05-05',
      purchaseRegister: 'REGISTRO',
    });
    await h.db.query('UPDATE invoices SET iva_retained_total = $2 WHERE id = $1', [includes, iva]);
    const expected = [
      { code: '1120', debit: iva, credit: 0 },
      { code: '2101', debit: 0, credit: net + iva - iva },
      { code: '2106', debit: 0, credit: iva },
      { code: '4299', debit: net, credit: 0 },
    ];
    expect(await linesOf(b, 'invoice', leavesOut)).toEqual(expected);
    expect(await linesOf(b, 'invoice', includes)).toEqual(expected);
  });
});

describe('a purchase the RCV marks as activo fijo', () => {
  it('goes to Otros activos fijos until someone classifies it, and to line 525', async () => {
    const b = h.businessId('b1');
    const id = await insertInvoice(h.db, b, {
      direction: 'COMPRA',
      net: 1_500_000,
      iva: 285_000,
      issueDate: '2026-04-10',
      purchaseRegister: 'REGISTRO',
    });
    await h.db.query('UPDATE invoices SET rcv_fixed_asset = true WHERE id = $1', [id]);
    expect(await linesOf(b, 'invoice', id)).toEqual([
      { code: '1120', debit: 285_000, credit: 0 },
      { code: '1206', debit: 1_500_000, credit: 0 },
      { code: '2101', debit: 0, credit: 1_785_000 },
    ]);
    const f29 = (await c.get('/api/v1/client/f29_proposals/2026/4')).json();
    expect(f29.lines.find((l: { code: string }) => l.code === '525').amount).toBe(285_000);
  });
});

describe('a purchase pending in the Registro de Compras', () => {
  it('posts nothing until it enters the register, then its whole entry', async () => {
    const b = h.businessId('b1');
    const id = await insertInvoice(h.db, b, {
      direction: 'COMPRA',
      net: 80_000,
      issueDate: '2026-05-20',
      purchaseRegister: 'PENDIENTE',
    });
    expect(await linesOf(b, 'invoice', id)).toEqual([]);
    await h.db.query(`UPDATE invoices SET purchase_register = 'REGISTRO' WHERE id = $1`, [id]);
    expect(await linesOf(b, 'invoice', id)).toEqual([
      { code: '1120', debit: 15_200, credit: 0 },
      { code: '2101', debit: 0, credit: 95_200 },
      { code: '4299', debit: 80_000, credit: 0 },
    ]);
  });
});

describe('IVA de uso común', () => {
  it('its credit share by the factor of January to the month is IVA crédito; a sale of an earlier month moves it', async () => {
    const b = h.businessId('b2');
    const sale = (issueDate: string, net: number, exempt: number, docType = exempt && !net ? 34 : 33) =>
      insertInvoice(h.db, b, { docType, net, exempt, iva: (net * 19) / 100, issueDate });
    await sale('2026-01-10', 600_000, 0);
    await sale('2026-02-10', 0, 200_000);
    const shared = 19_000;
    const purchase = await insertInvoice(h.db, b, {
      direction: 'COMPRA',
      net: 100_000,
      iva: shared,
      ivaRecoverable: 0,
      issueDate: '2026-02-15',
      purchaseRegister: 'REGISTRO',
    });
    await h.db.query('UPDATE invoices SET iva_shared_use = $2 WHERE id = $1', [purchase, shared]);
    // The purchase itself leaves all the IVA in the expense.
    expect(await linesOf(b, 'invoice', purchase)).toEqual([
      { code: '2101', debit: 0, credit: 119_000 },
      { code: '4299', debit: 119_000, credit: 0 },
    ]);
    // Factor January–February: taxed 600.000 of 800.000 sold; 19.000 × 600.000 / 800.000 = 14.250.
    const share = (withCredit: number, total: number) => Math.round((shared * withCredit) / total);
    expect(await linesOf(b, 'shared_use', b * 1_000_000 + 202602)).toEqual([
      { code: '1120', debit: share(600_000, 800_000), credit: 0 },
      { code: '4299', debit: 0, credit: share(600_000, 800_000) },
    ]);
    // An exempt sale of January lowers February's factor to 600.000 / 1.000.000.
    const january = await sale('2026-01-20', 0, 200_000);
    expect((await linesOf(b, 'shared_use', b * 1_000_000 + 202602))[0].debit).toBe(share(600_000, 1_000_000));
    await h.db.query('DELETE FROM invoices WHERE id = $1', [january]);
    expect((await linesOf(b, 'shared_use', b * 1_000_000 + 202602))[0].debit).toBe(share(600_000, 800_000));
    // The proposal's line 520 takes the same credit.
    const f29res = await (await clientFor(h, 'u2', 'b2')).get('/api/v1/client/f29_proposals/2026/2');
    expect(f29res.statusCode, f29res.body).toBe(200);
    const f29 = f29res.json();
    expect(f29.lines.find((l: { code: string }) => l.code === '520').amount).toBe(share(600_000, 800_000));
    // Another business's uso común of the same month is a source of its own.
    const other = h.businessId('b1');
    const theirs = await insertInvoice(h.db, other, {
      direction: 'COMPRA',
      net: 10_000,
      iva: 1_900,
      ivaRecoverable: 0,
      issueDate: '2026-02-20',
      purchaseRegister: 'REGISTRO',
    });
    await h.db.query('UPDATE invoices SET iva_shared_use = 1900 WHERE id = $1', [theirs]);
    expect((await linesOf(other, 'shared_use', other * 1_000_000 + 202602))[0]).toEqual({
      code: '1120',
      debit: 1_900,
      credit: 0,
    });
    expect((await linesOf(b, 'shared_use', b * 1_000_000 + 202602))[0].debit).toBe(share(600_000, 800_000));
    // The ledger names the line by its month.
    const owner2 = await clientFor(h, 'u2', 'b2');
    const { account } = (await owner2.get('/api/v1/client/accounts/show_by_code/1120')).json();
    const ledger = (
      await owner2.get(`/api/v1/client/accounting/ledger?account_id=${account.id}&from=202602&to=202602`)
    ).json() as LedgerResponse;
    expect(ledger.data.map((l) => [l.description, l.debit])).toEqual([
      [
        'Crédito fiscal del IVA de uso común de febrero 2026 (factor de proporcionalidad del F29)',
        share(600_000, 800_000),
      ],
    ]);
    // Reclaiming the purchase takes its uso común out of the month.
    await h.db.query(`UPDATE invoices SET purchase_register = 'RECLAMADO' WHERE id = $1`, [purchase]);
    expect(await linesOf(b, 'shared_use', b * 1_000_000 + 202602)).toEqual([]);
  });
});

describe('the rules the database restates', () => {
  it('place each purchase type on the F29 line the domain does, and know the exports', async () => {
    for (const t of TAX_DOCUMENT_TYPES) {
      const { rows } = await h.db.query<{
        plain: string | null;
        fixed: string | null;
        rcv: string | null;
        export: boolean;
      }>(
        `SELECT f29_purchase_iva_line($1, NULL, false) AS plain, f29_purchase_iva_line($1, '1201', false) AS fixed,
                f29_purchase_iva_line($1, NULL, true) AS rcv, f29_export_doc($1) AS export`,
        [t.code],
      );
      expect(rows[0], `tipo ${t.code}`).toEqual({
        plain: ivaLineOf('COMPRA', t.code, false),
        fixed: ivaLineOf('COMPRA', t.code, true),
        rcv: ivaLineOf('COMPRA', t.code, isFixedAssetPurchase(null, true)),
        export: f29DocKind(t.code) === 'exportacion',
      });
    }
  });
});

describe('a range that starts mid-year', () => {
  it('carries the opening balance into the balance and the ledger alike', async () => {
    const b = h.businessId('b1');
    const client = { counterpartRut: '96790240-3', counterpartName: 'Cliente Medio Año SpA' };
    await insertInvoice(h.db, b, { ...client, net: 1_000_000, issueDate: '2026-02-10' });
    await insertInvoice(h.db, b, { ...client, net: 500_000, issueDate: '2026-07-10' });
    const get = async <T>(url: string) => {
      const res = await c.get(`/api/v1/client/accounting/${url}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    };
    const { account } = (await c.get('/api/v1/client/accounts/show_by_code/1110')).json();
    const ledger = await get<LedgerResponse>(`ledger?account_id=${account.id}&from=202607&to=202612`);
    const { rows } = await h.db.query<{ before: number; all: number }>(
      `SELECT coalesce(sum(debit - credit) FILTER (WHERE line_date < '2026-07-01'), 0)::bigint AS before,
              coalesce(sum(debit - credit) FILTER (WHERE line_date <= '2026-12-31'), 0)::bigint AS all
         FROM journal_lines WHERE business_id = $1 AND account_id = $2`,
      [b, account.id],
    );
    expect(ledger.opening_balance).toBe(rows[0].before);
    expect(ledger.closing_balance).toBe(rows[0].all);
    const balance = await get<BalanceResponse>('balance?from=202607&to=202612');
    const row = balance.rows.find((r) => r.account_number === '1110');
    expect(row?.debtor).toBe(rows[0].all);
    expect(row?.assets).toBe(ledger.closing_balance);
  });
});

describe('any generated book against its F29 (property)', () => {
  it('IVA débito = 538, IVA crédito = 537 − 504, retenciones = 151 and IVA retenido = 039, month by month', async () => {
    const owner = await h.signInAs('u1');
    const asOwner = (businessId: number, url: string) =>
      h.app.inject({ method: 'GET', url, headers: inBusiness(owner, businessId) });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 20, max: 80 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 50_000, max: 2_000_000 })), {
          maxLength: 6,
        }),
        // Per mille of the purchases turned to uso común.
        fc.integer({ min: 0, max: 600 }),
        async (seed, count, tickets, sharedPerMille) => {
          const business = { rut: '76086428-5', name: `Empresa F29 ${seed}` };
          const b = await addBusiness(h, business.rut, business.name);
          try {
            const docs = generateInvoices({ seed, business, count });
            const files = (['VENTA', 'COMPRA'] as const).map((dir) => ({
              name: `${dir}.csv`,
              bytes: writeRcvCsv(
                dir,
                docs.filter((d) => d.direction === dir),
                { businessRut: business.rut },
              ),
            }));
            const imported = await upload(h, owner, b.id, files);
            expect(imported.statusCode, imported.body).toBe(200);
            // Some purchases turned to uso común after the import (the update path of the journal).
            await h.db.query(
              `UPDATE invoices SET iva_shared_use = iva_amount, iva_recoverable = 0
                WHERE business_id = $1 AND direction = 'COMPRA' AND doc_type IN (33, 56, 61) AND iva_amount > 0
                  AND (abs(hashtext(folio::text)) % 1000) < $2`,
              [b.id, sharedPerMille],
            );
            const { rows: periods } = await h.db.query<{ period: number }>(
              'SELECT DISTINCT period FROM invoices WHERE business_id = $1 ORDER BY 1',
              [b.id],
            );
            // Received tickets the business retains, on days of the generated months.
            for (const [i, [day, gross]] of tickets.entries()) {
              const period = periods[day % periods.length].period;
              const date = `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}-${String((day % 28) + 1).padStart(2, '0')}`;
              const retention = Math.round(gross * 0.1525);
              await h.db.query(
                `INSERT INTO honorarium_tickets (business_id, kind, number, issue_date, status, counterpart_rut,
                   counterpart_name, gross_amount, retention_amount, net_amount, retention_by)
                 VALUES ($1, 'received', $2, $3, 'VIG', '11111111-1', 'Profesional', $4::bigint, $5::bigint, $4::bigint - $5::bigint, 'receiver')`,
                [b.id, i + 1, date, gross, retention],
              );
            }
            const { rows: journal } = await h.db.query<{
              period: number;
              debito: number;
              credito: number;
              retenido: number;
              retencion: number;
            }>(
              `SELECT x.period,
                      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.role = 'iva_debito'), 0)::bigint AS debito,
                      coalesce(sum(l.debit - l.credit) FILTER (WHERE a.role = 'iva_credito'), 0)::bigint AS credito,
                      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.role = 'iva_retenido'), 0)::bigint AS retenido,
                      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.role = 'retencion_honorarios'), 0)::bigint AS retencion
                 FROM journal_lines l
                 JOIN accounts a ON a.id = l.account_id
                 LEFT JOIN invoices i ON l.source_type = 'invoice' AND i.id = l.source_id
                CROSS JOIN LATERAL (SELECT CASE l.source_type
                  WHEN 'invoice' THEN i.period
                  WHEN 'shared_use' THEN (l.source_id % 1000000)::int
                  ELSE (date_part('year', l.line_date) * 100 + date_part('month', l.line_date))::int END AS period) x
                WHERE l.business_id = $1 GROUP BY 1`,
              [b.id],
            );
            for (const { period } of periods) {
              const res = await asOwner(
                b.id,
                `/api/v1/client/f29_proposals/${Math.floor(period / 100)}/${period % 100}`,
              );
              expect(res.statusCode, res.body).toBe(200);
              const lines: { code: string; amount: number }[] = res.json().lines;
              const line = (code: string) => lines.find((l) => l.code === code)?.amount ?? 0;
              const month = journal.find((j) => j.period === period);
              expect(
                {
                  period,
                  debito: month?.debito ?? 0,
                  credito: month?.credito ?? 0,
                  retencion: month?.retencion ?? 0,
                  retenido: month?.retenido ?? 0,
                },
                JSON.stringify(res.json().totals),
              ).toEqual({
                period,
                debito: line('538'),
                credito: line('537') - line('504'),
                retencion: line('151'),
                retenido: line('039'),
              });
            }
          } finally {
            await h.db.query('DELETE FROM businesses WHERE id = $1', [b.id]);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);
});
