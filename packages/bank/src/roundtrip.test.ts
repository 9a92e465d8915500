import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMT053_VERSIONS } from './camt-parse';
import { CSV_PRESETS } from './csv-presets';
import { parseStatement } from './parse';
import { accountArb } from './test-arbitraries';
import type { CsvMapping, StatementAccount, StatementEntry } from './types';
import { writeCamt053 } from './write/camt053';
import { writeCsv } from './write/csv';
import { writeOfx } from './write/ofx';

// parse(write(x)) equals x, less what each format cannot carry (named in each `carried`).
const runs = Number(process.env.FUZZ_RUNS ?? 100);
// A property's time grows with its runs: ~6 ms a run on the shared 2-core machine, six times that
// for a loaded one, never under twice vitest's 5 s default.
const TIMEOUT = Math.max(10_000, runs * 36);

const mapEntries = (a: StatementAccount, f: (e: StatementEntry) => StatementEntry): StatementAccount => ({
  ...a,
  entries: a.entries.map(f),
});

describe('round trip: parse(write(x)) = x', () => {
  it.each([1, 2] as const)(
    'OFX %i: no opening or running balance',
    (version) => {
      const carried = (a: StatementAccount): StatementAccount =>
        mapEntries({ ...a, openingBalance: null }, (e) => ({
          ...e,
          runningBalance: null,
          type: e.type ?? 'OTHER',
        }));
      fc.assert(
        fc.property(fc.array(accountArb(), { minLength: 1, maxLength: 3 }), (accounts) => {
          const parsed = parseStatement(writeOfx(accounts, { version }));
          // Bank statements are written before credit-card ones, and a card's account has no bank id.
          const ordered = [...accounts.filter((a) => !a.card), ...accounts.filter((a) => a.card)];
          expect(parsed).toEqual({
            format: 'ofx',
            accounts: ordered.map((a) => carried(a.card ? { ...a, bankId: null } : a)),
            encoding: expect.any(String),
            notes: [],
          });
        }),
        { numRuns: runs },
      );
    },
    TIMEOUT,
  );

  it.each(CAMT053_VERSIONS)(
    'camt.053.%s: no running balance',
    (version) => {
      const carried = (a: StatementAccount): StatementAccount =>
        mapEntries({ ...a, card: false }, (e) => ({ ...e, runningBalance: null }));
      fc.assert(
        fc.property(fc.array(accountArb(), { minLength: 1, maxLength: 3 }), (accounts) => {
          const parsed = parseStatement(Buffer.from(writeCamt053(accounts, { version })));
          expect(parsed).toEqual({
            format: 'camt053',
            accounts: accounts.map(carried),
            encoding: expect.any(String),
            notes: [],
          });
        }),
        { numRuns: Math.ceil(runs / 3) },
      );
    },
    TIMEOUT,
  );

  const full: CsvMapping = {
    dateColumn: 'Fecha',
    dateFormat: 'DD/MM/YYYY',
    descriptionColumn: 'Descripción',
    debitColumn: 'Cargos',
    creditColumn: 'Abonos',
    balanceColumn: 'Saldo',
    referenceColumn: 'N° Documento',
    typeColumn: 'Tipo',
    counterpartyNameColumn: 'Nombre',
    counterpartyAccountColumn: 'Cuenta destino',
    numberStyle: 'cl',
  };
  const layouts: [string, CsvMapping | string][] = [
    ['a full custom mapping', full],
    [
      'a US layout with one amount column',
      {
        ...full,
        debitColumn: undefined,
        creditColumn: undefined,
        amountColumn: 'Amount',
        numberStyle: 'us',
        dateFormat: 'MM/DD/YYYY',
      },
    ],
    ...Object.keys(CSV_PRESETS).map((k): [string, string] => [`preset ${k}`, k]),
  ];

  it.each(layouts)(
    'CSV, %s: one account, the columns the layout has',
    (_, layout) => {
      const m = typeof layout === 'string' ? CSV_PRESETS[layout].mapping : layout;
      const currency = m.currency ?? 'USD';
      const carried = (a: StatementAccount, parsed: StatementAccount): StatementAccount => ({
        ...a,
        card: false,
        bankId: null,
        currency,
        openingBalance: null,
        closingBalance: null,
        periodStart: null,
        periodEnd: null,
        entries: a.entries.map((e, i) => ({
          ...e,
          bankRef: parsed.entries[i]?.bankRef ?? '',
          valueDate: null,
          runningBalance: m.balanceColumn ? e.runningBalance : null,
          reference: m.referenceColumn ? e.reference : null,
          type: m.typeColumn ? e.type : null,
          counterpartyName: m.counterpartyNameColumn ? e.counterpartyName : null,
          counterpartyAccount: m.counterpartyAccountColumn ? e.counterpartyAccount : null,
        })),
      });
      fc.assert(
        fc.property(accountArb({ currency, runningBalances: true }), (account) => {
          const parsed = parseStatement(writeCsv(account, layout), { csv: m });
          expect(parsed.format).toBe('csv');
          expect(parsed.accounts[0]).toEqual(carried(account, parsed.accounts[0]));
          for (const e of parsed.accounts[0].entries) expect(e.bankRef).toMatch(/^h:[0-9a-f]{64}$/);
        }),
        { numRuns: Math.ceil(runs / 3) },
      );
    },
    TIMEOUT,
  );
});
