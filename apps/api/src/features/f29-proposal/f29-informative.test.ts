import type { F29DocumentsResponse, F29ProposalResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor, insertInvoice } from '../../test/invoices';

// The informative purchase lines (docs/f29.md): 521 (count 564) is the net of the purchases whose IVA
// is none of it credit, 562 (count 584) the exempt amount of the purchases. Figures from the rule.

let h: Harness;
let c: Client;
afterAll(() => h?.close());
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  c = await clientFor(h, 'u1', 'b1');
});

describe('informative purchase lines', () => {
  it('521/564 and 562/584 add up the purchases without credit and the exempt ones, with their documents', async () => {
    const b = h.businessId('b1');
    const purchase = (seed: Parameters<typeof insertInvoice>[2]) =>
      insertInvoice(h.db, b, {
        direction: 'COMPRA',
        issueDate: '2026-03-10',
        purchaseRegister: 'REGISTRO',
        ...seed,
      });
    const noCredit = await purchase({ net: 400_000, iva: 76_000, ivaRecoverable: 0 });
    await h.db.query('UPDATE invoices SET iva_non_recoverable = iva_amount WHERE id = $1', [noCredit]);
    const exempt = await purchase({ docType: 34, net: 0, iva: 0, exempt: 250_000 });
    await purchase({ net: 100_000, iva: 19_000 });
    const res = await c.get('/api/v1/client/f29_proposals/2026/3');
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as F29ProposalResponse;
    const line = (code: string) => p.lines.find((l) => l.code === code)!;
    expect([line('521').count_code, line('521').count, line('521').amount]).toEqual(['564', 1, 400_000]);
    expect([line('562').count_code, line('562').count, line('562').amount]).toEqual(['584', 1, 250_000]);
    // Informative: the credit is the recoverable IVA alone.
    expect(line('520').amount).toBe(19_000);
    const docs = async (code: string) => {
      const r = await c.get(`/api/v1/client/f29_proposals/2026/3/documents?code=${code}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as F29DocumentsResponse).documents.map((d) => [d.id, d.amount]);
    };
    expect(await docs('521')).toEqual([[noCredit, 400_000]]);
    expect(await docs('562')).toEqual([[exempt, 250_000]]);
  });
});
