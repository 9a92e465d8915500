import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StatementAccount, writeOfx } from '@portal/bank';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/bank';
import { type Harness, createHarness } from '../../test/harness';
import { type Client, clientFor } from '../../test/invoices';

// Bank connections with the local feed: a folder per account under DATA_DIR/bank-feed/<rut>/<number>/.
// Linking makes the folder; a download imports what is there (and sets aside what it cannot).

const statement = (number: string): StatementAccount => ({
  accountNumber: number,
  bankId: '001',
  currency: 'CLP',
  openingBalance: null,
  closingBalance: null,
  periodStart: null,
  periodEnd: null,
  entries: [
    {
      bankRef: 'K1',
      bookingDate: '2026-11-10',
      valueDate: null,
      amount: 75_000,
      description: 'ABONO',
      counterpartyName: null,
      counterpartyAccount: null,
      reference: null,
      runningBalance: null,
      type: null,
    },
  ],
});

describe('bank connections (local folder feed)', () => {
  let h: Harness;
  let c: Client;
  let other: Client;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-feed-'));
    h = await createHarness({ businesses: 2, env: () => ({ DATA_DIR: dataDir }) });
    c = await clientFor(h, 'u1', 'b1');
    other = await clientFor(h, 'u2', 'b2');
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('links an account once, downloads what its folder holds, and unlinks it', async () => {
    const acct = await insertAccount(h.db, c.businessId, { number: '4455667788' });
    const res = await c.send('POST', `/api/v1/client/bm_accounts/${acct.id}/bank_tokens`);
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().bank_token;
    expect(token).toMatchObject({ bm_account_id: acct.id, provider: 'folder', last_download_at: null });
    expect((await c.send('POST', `/api/v1/client/bm_accounts/${acct.id}/bank_tokens`)).statusCode).toBe(409);

    const { rows } = await h.db.query<{ rut: string }>('SELECT rut FROM businesses WHERE id = $1', [
      c.businessId,
    ]);
    const folder = join(dataDir, 'bank-feed', rows[0]!.rut, '4455667788');
    expect(existsSync(folder)).toBe(true);
    writeFileSync(join(folder, 'noviembre.ofx'), writeOfx([statement('4455667788')], { version: 1 }));
    writeFileSync(join(folder, 'otra.ofx'), writeOfx([statement('1234567')], { version: 1 }));
    mkdirSync(join(folder, 'sub'), { recursive: true });

    const down = await c.send('POST', `/api/v1/client/bank_tokens/${token.id}/download`);
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().imports).toEqual([expect.objectContaining({ file_name: 'noviembre.ofx', new: 1 })]);
    expect(down.json().rejected).toEqual([
      { file_name: 'otra.ofx', error: expect.stringContaining('no de la cuenta N° 4455667788') },
    ]);
    expect(readdirSync(join(folder, 'processed'))).toEqual([expect.stringMatching(/-noviembre\.ofx$/)]);
    const why = readdirSync(join(folder, 'rejected')).find((f) => f.endsWith('.error.txt'))!;
    expect(readFileSync(join(folder, 'rejected', why), 'utf8')).toContain('no de la cuenta');
    // Nothing waiting: a second download imports nothing.
    expect((await c.send('POST', `/api/v1/client/bank_tokens/${token.id}/download`)).json().imports).toEqual(
      [],
    );

    expect((await other.send('POST', `/api/v1/client/bank_tokens/${token.id}/download`)).statusCode).toBe(
      404,
    );
    expect((await other.send('DELETE', `/api/v1/client/bank_tokens/${token.id}`)).statusCode).toBe(404);
    const gone = await c.send('DELETE', `/api/v1/client/bank_tokens/${token.id}`);
    expect(gone.json()).toEqual({ message: 'La conexión bancaria fue eliminada.' });
    // The movements stay.
    const list = (await c.get(`/api/v1/client/bm_movements?search_by[bm_account_id]=${acct.id}`)).json();
    expect(list.meta.total_elements).toBe(1);
  });
});
