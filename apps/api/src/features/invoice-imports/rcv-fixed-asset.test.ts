import type { F29ProposalResponse } from '@portal/contracts';
import { type SiiDocument, writeRcvCsv } from '@portal/sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { addBusiness, upload } from './test-helpers';

// Activo fijo read at import: an RCV compras row the buyer characterised as activo fijo ('Tipo
// Compra' "Activo Fijo", the activo fijo columns) goes to F29 line 525 (count 524) without a manual
// classification; the other purchases stay in 520 (count 519). Expected figures: the rows' own IVA.

let h: Harness;
let owner: AuthHeaders;
let b: { id: number };
const BUSINESS = { rut: '76086428-5', name: 'Ferretería Los Aromos SpA' };

const purchase = (folio: number, net: number, fixedAsset: boolean): SiiDocument => {
  const iva = (net * 19) / 100;
  return {
    direction: 'COMPRA',
    docType: 33,
    folio,
    issuerRut: '76354771-K',
    issuerName: 'Maquinarias del Sur SpA',
    receiverRut: BUSINESS.rut,
    receiverName: BUSINESS.name,
    issueDate: '2026-05-04',
    receptionDate: '2026-05-04',
    acknowledgedAt: '2026-05-05',
    dueDate: null,
    netAmount: net,
    exemptAmount: 0,
    ivaAmount: iva,
    otherTaxes: 0,
    totalAmount: net + iva,
    ivaRate: 19,
    references: [],
    items: [],
    sourceLine: null,
    ivaBreakdown: {
      recoverable: iva,
      nonRecoverable: [],
      sharedUse: 0,
      retainedTotal: 0,
      retainedPartial: 0,
    },
    purchaseRegister: 'REGISTRO',
    fixedAsset,
  };
};
const DOCS = [purchase(1, 15_000_000, true), purchase(2, 1_000_000, false), purchase(3, 500_000, false)];

beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  owner = await h.signInAs('u1');
  b = await addBusiness(h, BUSINESS.rut, BUSINESS.name);
});
afterAll(() => h?.close());

describe('an RCV compras file with activo fijo', () => {
  it('writes Tipo Compra and the activo fijo columns, and the import stores the characterisation', async () => {
    const csv = writeRcvCsv('COMPRA', DOCS, { businessRut: BUSINESS.rut });
    const text = csv.toString('latin1');
    expect(text.split('\n')[1]).toMatch(/^1;33;Activo Fijo;/);
    const res = await upload(h, owner, b.id, [{ name: 'compras.csv', bytes: csv }]);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.db.query<{ folio: number; rcv_fixed_asset: boolean }>(
      'SELECT folio::int AS folio, rcv_fixed_asset FROM invoices WHERE business_id = $1 ORDER BY folio',
      [b.id],
    );
    expect(rows).toEqual([
      { folio: 1, rcv_fixed_asset: true },
      { folio: 2, rcv_fixed_asset: false },
      { folio: 3, rcv_fixed_asset: false },
    ]);
  });

  it('puts it in line 525 of the F29 proposal, the others in 520', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/client/f29_proposals/2026/5',
      headers: inBusiness(owner, b.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as F29ProposalResponse;
    const line = (code: string) => p.lines.find((l) => l.code === code)!;
    expect(line('525')).toMatchObject({ count_code: '524', count: 1, amount: 2_850_000 });
    expect(line('520')).toMatchObject({ count_code: '519', count: 2, amount: 190_000 + 95_000 });
    const docs = await h.app.inject({
      method: 'GET',
      url: '/api/v1/client/f29_proposals/2026/5/documents?code=525',
      headers: inBusiness(owner, b.id),
    });
    expect(docs.json().documents.map((d: { folio: number }) => d.folio)).toEqual([1]);
  });
});
