// Trust suite — the statement importer, given files the project's writers make (OFX 1 and 2,
// camt.053, CSV cartolas) with their movements repeated, reordered, truncated and mutated. The server
// never answers 5xx; a refused file leaves the business as it was; an accepted file imported again
// adds nothing; the same movements in another order import the same set.
// Cases per property: FUZZ_RUNS (default 8 in `npm test`; `npm run test:fuzz` runs many more).
import { type StatementAccount, type StatementEntry, writeCamt053, writeCsv, writeOfx } from '@portal/bank';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../features/invoice-imports/test-helpers';
import type { AuthHeaders } from '../test/harness';
import { errorBody, isSpanish } from './support/client';
import { changedTables, tenantDigest } from './support/digest';
import { type Trust, createTrust, inTenant } from './support/tenants';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
// A run imports a few files through the API (about 0.15 s on the shared 2-core machine): 1 s a run
// leaves six times that for a loaded one, and `npm run test:fuzz` needs no other setting.
const TIMEOUT = 10_000 + RUNS * 1_000;

const t: Trust = await createTrust({ invoices: 4 });
const owner: AuthHeaders = await t.session('u1');
afterAll(() => t.close());

let nextNumber = 880_000_000;
async function freshAccount(currency = 'CLP'): Promise<{ id: number; number: string }> {
  const number = String(nextNumber++);
  const { rows } = await t.h.db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number, currency) VALUES ($1, '001', $2, $3) RETURNING id::int AS id`,
    [t.a.id, number, currency],
  );
  return { id: rows[0]!.id, number };
}

async function upload(accountId: number, name: string, bytes: Buffer) {
  const { payload, contentType } = multipart([{ name, bytes, field: 'files' }]);
  return t.inject({
    method: 'POST',
    url: `/api/v1/client/bm_accounts/${accountId}/statements`,
    headers: { ...inTenant(owner, t.a.id), 'content-type': contentType },
    payload,
  });
}

const movementKeys = async (accountId: number) =>
  (
    await t.h.db.query<{ k: string }>(
      `SELECT post_date::text || '|' || amount || '|' || description AS k FROM bm_movements WHERE bm_account_id = $1 ORDER BY 1`,
      [accountId],
    )
  ).rows.map((r) => r.k);

const entry = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  amount: fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((a) => a !== 0),
  text: fc.constantFrom(
    'TRANSF DE 76.123.456-7 COMERCIAL',
    'PAGO PROVEEDOR',
    'COMISION MANTENCION',
    'DEP CHEQUE',
    'Ñandú Ltda',
  ),
});
const entries = fc.array(entry, { minLength: 1, maxLength: 12 }).map((list) =>
  list.map(
    (e, i): StatementEntry => ({
      bankRef: `F${i}`,
      bookingDate: `2026-10-${String(e.day).padStart(2, '0')}`,
      valueDate: null,
      amount: e.amount,
      description: `${e.text} ${i}`,
      counterpartyName: null,
      counterpartyAccount: null,
      reference: null,
      runningBalance: null,
      type: null,
    }),
  ),
);
// Besides one statement per file: two consecutive statements of the account in one camt.053, a
// bank and a card statement in one OFX (the card's account exists, so nothing is asked), and an
// account in Swiss francs (cents).
type Format = 'ofx1' | 'ofx2' | 'camt' | 'csv' | 'camt2' | 'ofxcard' | 'chf';
const FORMATS: Format[] = ['ofx1', 'ofx2', 'camt', 'csv', 'camt2', 'ofxcard', 'chf'];
const currencyOf = (format: Format) => (format === 'chf' ? 'CHF' : 'CLP');
type Target = { number: string; card: string };
async function freshTarget(format: Format): Promise<{ id: number; number: string; card: string }> {
  const a = await freshAccount(currencyOf(format));
  const card = format === 'ofxcard' ? (await freshAccount()).number : '';
  return { ...a, card };
}
const write = (format: Format, target: Target, list: StatementEntry[]): string => {
  const account: StatementAccount = {
    accountNumber: format === 'csv' ? '' : target.number,
    bankId: null,
    currency: currencyOf(format),
    openingBalance: null,
    closingBalance: null,
    periodStart: null,
    periodEnd: null,
    entries: list,
  };
  if (format === 'ofx1') return writeOfx([account], { version: 1 });
  if (format === 'ofx2') return writeOfx([account], { version: 2 });
  if (format === 'camt' || format === 'chf') return writeCamt053([account], { version: '001.05' });
  if (format === 'camt2') {
    const half = Math.ceil(list.length / 2);
    return writeCamt053(
      [
        { ...account, entries: list.slice(0, half) },
        { ...account, entries: list.slice(half) },
      ],
      { version: '001.02' },
    );
  }
  if (format === 'ofxcard')
    return writeOfx(
      [
        account,
        {
          ...account,
          accountNumber: target.card,
          card: true,
          entries: list.map((e) => ({ ...e, bankRef: `C${e.bankRef}` })),
        },
      ],
      { version: 2 },
    );
  return writeCsv(account, 'banco-de-chile');
};

describe('statement import, fuzzed', () => {
  it(
    'imports the same set whatever the order; again, nothing new',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...FORMATS), entries, fc.integer(), async (format, list, seed) => {
          const a = await freshTarget(format);
          const b = await freshTarget(format);
          const shuffled = fc.sample(fc.shuffledSubarray(list, { minLength: list.length }), {
            seed,
            numRuns: 1,
          })[0]!;
          const first = await upload(a.id, 'x', Buffer.from(write(format, a, list)));
          expect(first.statusCode, first.body).toBe(200);
          expect(first.json().imports[0].new).toBe(list.length);
          const again = await upload(a.id, 'x', Buffer.from(write(format, a, list)));
          expect(again.json().imports[0]).toMatchObject({ new: 0, unchanged: list.length });
          const other = await upload(b.id, 'x', Buffer.from(write(format, b, shuffled)));
          expect(other.statusCode, other.body).toBe(200);
          expect(await movementKeys(b.id)).toEqual(await movementKeys(a.id));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'repeated, truncated or mutated files: never 5xx, and a refusal writes nothing',
    async () => {
      const mutate = fc.oneof(
        fc.record({
          kind: fc.constant('truncate' as const),
          at: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        }),
        fc.record({
          kind: fc.constant('flip' as const),
          at: fc.double({ min: 0, max: 1, noNaN: true }),
          byte: fc.integer({ min: 0, max: 255 }),
        }),
        fc.record({ kind: fc.constant('repeat' as const) }),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...FORMATS), entries, mutate, async (format, list, m) => {
          const a = await freshTarget(format);
          const text = write(format, a, m.kind === 'repeat' ? [...list, ...list] : list);
          let bytes = Buffer.from(text);
          if (m.kind === 'truncate') bytes = bytes.subarray(0, Math.floor(bytes.length * m.at));
          if (m.kind === 'flip') {
            bytes = Buffer.from(bytes);
            bytes[Math.min(bytes.length - 1, Math.floor(bytes.length * m.at))] = m.byte;
          }
          const before = await tenantDigest(t.h.db, t.a.id);
          const res = await upload(a.id, 'y', bytes);
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(isSpanish(errorBody(res)?.error), res.body).toBe(true);
            expect(changedTables(before, await tenantDigest(t.h.db, t.a.id))).toEqual([]);
          } else if (m.kind === 'repeat') {
            // Files with the bank's ids (OFX FITID, camt AcctSvcrRef) take a re-sent movement once; a CSV
            // has no ids, and two equal rows of one cartola are two movements (two equal fees of a day).
            expect(res.json().imports[0].new).toBe(format === 'csv' ? list.length * 2 : list.length);
          }
        }),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT * 2,
  );
});
