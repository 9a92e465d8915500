import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatementError } from './errors';
import { parseStatement } from './parse';
import { accountArb } from './test-arbitraries';
import type { CsvMapping, ParsedStatement } from './types';
import { writeCamt053 } from './write/camt053';
import { writeCsv } from './write/csv';
import { writeOfx } from './write/ofx';

// Damaged files: the reader returns a statement or throws StatementError — never another
// exception, never a fractional amount. (A hang would fail on vitest's timeout.)
const runs = Number(process.env.FUZZ_RUNS ?? 100);
// A property's time grows with its runs: ~6 ms a run on the shared 2-core machine, six times that
// for a loaded one, never under twice vitest's 5 s default.
const TIMEOUT = Math.max(10_000, runs * 36);

const mapping: CsvMapping = {
  dateColumn: 'Fecha',
  dateFormat: 'DD/MM/YYYY',
  descriptionColumn: 'Descripción',
  debitColumn: 'Cargos',
  creditColumn: 'Abonos',
  balanceColumn: 'Saldo',
  numberStyle: 'cl',
};

const indicatorMapping: CsvMapping = {
  dateColumn: 'Fecha',
  dateFormat: 'DD/MM/YYYY',
  descriptionColumn: 'Descripción',
  amountColumn: 'Monto',
  indicatorColumn: 'Cargo/Abono',
  debitValues: ['C'],
  creditValues: ['A'],
  balanceColumn: 'Saldo',
  numberStyle: 'cl',
};

const writers: [string, (a: Parameters<typeof writeCsv>[0]) => string][] = [
  ['OFX 1', (a) => writeOfx([a], { version: 1 })],
  ['OFX 2', (a) => writeOfx([a], { version: 2 })],
  ['camt.053.001.02', (a) => writeCamt053([a], { version: '001.02' })],
  ['camt.053.001.08', (a) => writeCamt053([a], { version: '001.08' })],
  ['CSV', (a) => writeCsv(a, mapping)],
  // Several statements in one file: two consecutive ones of one account, a bank and a card.
  [
    'camt.053 with two statements',
    (a) =>
      writeCamt053([a, { ...a, openingBalance: a.closingBalance, entries: a.entries.slice(1) }], {
        version: '001.04',
      }),
  ],
  [
    'OFX 2 with a bank and a card statement',
    (a) => writeOfx([a, { ...a, accountNumber: '4111222233334444', card: true }], { version: 2 }),
  ],
  ['CSV with a debit/credit indicator column', (a) => writeCsv(a, indicatorMapping)],
];

type Mutation =
  | { kind: 'cut'; at: number }
  | { kind: 'flip'; at: number; byte: number }
  | { kind: 'repeat'; line: number }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'garbage'; at: number; text: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('repeat' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('garbage' as const), at: fc.nat(), text: fc.string({ maxLength: 12 }) }),
);

const mutate = (file: Buffer, m: Mutation): Buffer => {
  const lines = () => file.toString('utf8').split('\n');
  switch (m.kind) {
    case 'cut':
      return file.subarray(0, m.at % (file.length + 1));
    case 'flip': {
      const out = Buffer.from(file);
      if (out.length > 0) out[m.at % out.length] = m.byte;
      return out;
    }
    case 'repeat': {
      const ls = lines();
      const k = m.line % ls.length;
      return Buffer.from([...ls.slice(0, k + 1), ls[k], ...ls.slice(k + 1)].join('\n'));
    }
    case 'swap': {
      const ls = lines();
      const [i, j] = [m.a % ls.length, m.b % ls.length];
      [ls[i], ls[j]] = [ls[j], ls[i]];
      return Buffer.from(ls.join('\n'));
    }
    case 'garbage': {
      // Replace a field: the text after the nearest '>' or ';' up to the next '<' or ';'.
      const s = file.toString('utf8');
      const at = m.at % (s.length + 1);
      const end = s.slice(at).search(/[<;\n]/);
      return Buffer.from(s.slice(0, at) + m.text + s.slice(end === -1 ? s.length : at + end));
    }
  }
};

const parseOrStatementError = (bytes: Buffer): ParsedStatement | null => {
  try {
    return parseStatement(bytes);
  } catch (e) {
    if (!(e instanceof StatementError)) throw e;
    // The catch-all for a reader's own bug keeps the cause: a fuzzed file must not reach it.
    expect((e as Error & { cause?: unknown }).cause).toBeUndefined();
    expect(e.message).toMatch(/^[A-ZÁÉÍÓÚ«]/);
    return null;
  }
};

describe.each(writers)('%s, damaged', (_, write) => {
  it(
    'gives a statement with integer amounts or a StatementError',
    () => {
      fc.assert(
        fc.property(
          // Pesos, cents, thousandths and whole yen: every minor unit the readers meet.
          fc
            .constantFrom('CLP', 'USD', 'CHF', 'BHD', 'JPY')
            .chain((currency) => accountArb({ currency, runningBalances: true, maxEntries: 6 })),
          fc.array(mutationArb, { minLength: 1, maxLength: 3 }),
          (account, mutations) => {
            const bytes = mutations.reduce(mutate, Buffer.from(write(account)));
            const parsed = parseOrStatementError(bytes);
            for (const a of parsed?.accounts ?? []) {
              for (const e of a.entries) {
                expect(Number.isInteger(e.amount)).toBe(true);
                if (e.runningBalance !== null) expect(Number.isInteger(e.runningBalance)).toBe(true);
              }
            }
          },
        ),
        { numRuns: runs },
      );
    },
    TIMEOUT,
  );

  it(
    'gives the same bank references for the same file (idempotent imports)',
    () => {
      fc.assert(
        fc.property(accountArb({ currency: 'CLP', runningBalances: true, maxEntries: 6 }), (account) => {
          const file = Buffer.from(write(account));
          const refs = (p: ParsedStatement) => p.accounts.flatMap((a) => a.entries.map((e) => e.bankRef));
          expect(refs(parseStatement(file))).toEqual(refs(parseStatement(Buffer.from(file))));
        }),
        { numRuns: Math.ceil(runs / 4) },
      );
    },
    TIMEOUT,
  );
});

describe('repeated rows keep distinct references', () => {
  it('two identical CSV rows get different, stable hash references', () => {
    const csv =
      'Fecha;Descripción;Cargos;Abonos;Saldo\n01/03/2026;CAFÉ;1.500;;10.000\n01/03/2026;CAFÉ;1.500;;10.000\n';
    const [a] = parseStatement(csv, { csv: mapping }).accounts;
    expect(a.entries[0].bankRef).not.toBe(a.entries[1].bankRef);
    expect(parseStatement(csv, { csv: mapping }).accounts[0].entries.map((e) => e.bankRef)).toEqual(
      a.entries.map((e) => e.bankRef),
    );
  });

  it('refuses a DOCTYPE (no entity expansion) and oversize input', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>&b;</Stmt></BkToCstmrStmt></Document>';
    expect(() => parseStatement(bomb)).toThrow(/DOCTYPE/);
    expect(() => parseStatement(Buffer.alloc(65 * 1024 * 1024, 32))).toThrow(StatementError);
  });
});
