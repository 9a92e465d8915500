import type { F29ProposalResponse } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness, inBusiness } from '../../test/harness';
import { insertInvoice } from '../../test/invoices';
import { addBusiness } from '../invoice-imports/test-helpers';

// "Pago de IVA (F29)" is filled from the proposal of the month before the record's date (migration
// 0106). The expected lines are the rule of docs/contabilidad.md applied to the proposal's lines:
// IVA débito 538 to the debit; IVA crédito credited by the month's credit (537 − 504) plus the
// remanente the books carry (the previous 077) less the new remanente (077); the reajuste (504 −
// previous 077) to Otros ingresos; 151, 039 and 062 to the debit; 091 out of the money account.

let h: Harness;
let businessId: number;
let send: (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<LightMyRequestResponse>;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  businessId = (await addBusiness(h, '76543210-3', 'Pagos F29 SpA')).id;
  const owner = await h.signInAs('u1');
  send = (method, url, payload) =>
    h.app.inject({ method, url, headers: inBusiness(owner, businessId), ...(payload ? { payload } : {}) });
});

const proposal = async (year: number, month: number): Promise<F29ProposalResponse> => {
  const res = await send('GET', `/api/v1/client/f29_proposals/${year}/${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const line = (p: F29ProposalResponse, code: string) => p.lines.find((l) => l.code === code)?.amount ?? 0;
const accountId = async (code: string): Promise<number> =>
  (await send('GET', `/api/v1/client/accounts/show_by_code/${code}`)).json().account.id;
type Income = { account_number: string; debit: number; credit: number };
const lines = (incomes: Income[]) =>
  incomes
    .map((l) => [l.account_number, l.debit, l.credit])
    .sort((a, b) => String(a).localeCompare(String(b)));
const balanceOf = async (code: string, to: number) => {
  const res = await send(
    'GET',
    `/api/v1/client/accounting/ledger?account_id=${await accountId(code)}&from=202601&to=${to}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().closing_balance as number;
};

type Evaluated = { incomes: (Income & { account_id: number })[] };
const save = async (date: string, evaluated: Evaluated) => {
  const res = await send('POST', '/api/v1/client/entries', {
    date,
    name: 'Pago de IVA (F29)',
    type_entry: 'expense',
    template_id: 6,
    incomes: evaluated.incomes.map((l) => ({ account_id: l.account_id, debit: l.debit, credit: l.credit })),
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('the F29 payment template', () => {
  it('pays a month with IVA to pay, retentions and PPM from its proposal', async () => {
    const net = 1_000_000;
    await insertInvoice(h.db, businessId, { net, iva: (net * 19) / 100, issueDate: '2026-06-10' });
    await insertInvoice(h.db, businessId, {
      direction: 'COMPRA',
      net: 500_000,
      iva: 95_000,
      issueDate: '2026-06-12',
      purchaseRegister: 'REGISTRO',
    });
    const gross = 100_000;
    const retention = Math.round((gross * 15.25) / 100); // 2026's rate, Ley 21.133
    await h.db.query(
      `INSERT INTO honorarium_tickets (business_id, kind, number, issue_date, status, counterpart_rut, counterpart_name,
         gross_amount, retention_amount, net_amount, retention_by)
       VALUES ($1, 'received', 1, '2026-06-15', 'VIG', '11111111-1', 'Profesional', $2::bigint, $3::bigint,
               $2::bigint - $3::bigint, 'receiver')`,
      [businessId, gross, retention],
    );
    const june = await proposal(2026, 6);
    const bank = await accountId('1102');
    const res = await send('POST', '/api/v1/client/income_templates/6/evaluate', {
      date: '2026-07-12',
      input_acc: bank,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ppm = Math.round((net * 0.25) / 100); // the default rate, 0,25 %
    const pay = (net * 19) / 100 - 95_000 + ppm + retention;
    expect(line(june, '091')).toBe(pay);
    expect(lines(res.json().incomes)).toEqual(
      lines([
        { account_number: '2105', debit: 190_000, credit: 0 },
        { account_number: '1120', debit: 0, credit: 95_000 },
        { account_number: '2110', debit: retention, credit: 0 },
        { account_number: '1125', debit: ppm, credit: 0 },
        { account_number: '1102', debit: 0, credit: pay },
      ]),
    );
    await save('2026-07-12', res.json());
    // The books hold nothing of June's IVA and retention after the payment.
    expect(await balanceOf('2105', 202607)).toBe(0);
    expect(await balanceOf('1120', 202607)).toBe(0);
    expect(await balanceOf('2110', 202607)).toBe(0);
  });

  it('accepts a month with remanente and nothing to pay, reajusts the remanente, and leaves the books holding the new 077', async () => {
    expect((await send('PUT', '/api/v1/client/f29_proposals/settings', { ppm_rate: 0 })).statusCode).toBe(
      200,
    );
    // July: purchases only, a remanente; August: a sale smaller than it.
    await insertInvoice(h.db, businessId, {
      direction: 'COMPRA',
      net: 2_000_000,
      iva: 380_000,
      issueDate: '2026-07-08',
      purchaseRegister: 'REGISTRO',
    });
    await insertInvoice(h.db, businessId, { net: 500_000, iva: 95_000, issueDate: '2026-08-20' });
    const bank = await accountId('1102');
    const evaluate = (date: string) =>
      send('POST', '/api/v1/client/income_templates/6/evaluate', { date, input_acc: bank });
    // July's F29 has no débito and nothing to pay: nothing to record, and the answer says why.
    const july = await evaluate('2026-08-12');
    expect(july.statusCode).toBe(422);
    expect(july.json().error).toMatch(/julio 2026 no deja nada que registrar/);
    expect(line(await proposal(2026, 7), '077')).toBe(380_000);
    // August's: 380.000 reajusted by UTM(September) / UTM(August) (DL 825 art. 27; SII UTM table
    // 2026: agosto $71.649, septiembre $71.721), to the peso.
    const august = await proposal(2026, 8);
    const reajusted = Math.round((380_000 * 71_721) / 71_649);
    expect(line(august, '504')).toBe(reajusted);
    expect(line(august, '091')).toBe(0);
    const reajuste = reajusted - 380_000;
    const res = await evaluate('2026-09-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.json().incomes)).toEqual(
      lines([
        { account_number: '2105', debit: 95_000, credit: 0 },
        { account_number: '1120', debit: 0, credit: 95_000 - reajuste },
        { account_number: '4103', debit: 0, credit: reajuste },
      ]),
    );
    await save('2026-09-12', res.json());
    // What IVA crédito holds at the end is the remanente August declares for September.
    expect(await balanceOf('1120', 202609)).toBe(reajusted - 95_000);
    expect(line(august, '077')).toBe(reajusted - 95_000);
    expect(await balanceOf('2105', 202609)).toBe(0);
  });
});
