import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StatementAccount, writeCamt053 } from '@portal/bank';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusiness } from '../invoice-imports/test-helpers';
import { createFileDropAdapter } from '../invoice-imports/sii-inbox';
import { runSiiSync } from '../invoice-imports/sii-sync';
import { insertAccount } from '../../test/bank';
import { type Harness, createHarness } from '../../test/harness';

// The inbox folder takes bank statements too: one that names an account of the business is
// imported into it; one of an account the business does not have is rejected with the reason.
const RUT = '76222333-3';

const statement = (number: string): StatementAccount => ({
  accountNumber: number,
  bankId: null,
  currency: 'CLP',
  openingBalance: 500_000,
  closingBalance: 620_000,
  periodStart: null,
  periodEnd: null,
  entries: [
    {
      bankRef: 'N1',
      bookingDate: '2026-11-02',
      valueDate: null,
      amount: 120_000,
      description: 'TRANSF RECIBIDA',
      counterpartyName: null,
      counterpartyAccount: null,
      reference: null,
      runningBalance: null,
      type: null,
    },
  ],
});

let h: Harness;
let inbox: string;
let businessId: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 1 });
  businessId = (await addBusiness(h, RUT, 'Constructora Cordillera SpA')).id;
  inbox = mkdtempSync(join(tmpdir(), 'bank-inbox-'));
});
afterAll(async () => {
  await h?.close();
  rmSync(inbox, { recursive: true, force: true });
});

describe('bank statements in the inbox', () => {
  it('imports a statement of an account of the business; refuses one of an unknown account', async () => {
    const account = await insertAccount(h.db, businessId, { number: '987654321' });
    const dir = join(inbox, RUT);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'cartola.xml'), writeCamt053([statement('987654321')], { version: '001.04' }));
    writeFileSync(join(dir, 'otra.xml'), writeCamt053([statement('111222333')], { version: '001.04' }));
    const report = await runSiiSync(h.db, createFileDropAdapter(inbox, { settleMs: 0 }));
    expect(report.map((r) => [r.file, r.outcome.ok])).toEqual([
      ['cartola.xml', true],
      ['otra.xml', false],
    ]);
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bm_movements WHERE bm_account_id = $1',
      [account.id],
    );
    expect(rows[0]!.n).toBe(1);
    const rejected = readdirSync(join(dir, 'rejected')).find((f) => f.endsWith('.error.txt'))!;
    expect(readFileSync(join(dir, 'rejected', rejected), 'utf8')).toContain(
      'la empresa no tiene la cuenta N° 111222333. Créala en Cuentas bancarias',
    );
  });
});
