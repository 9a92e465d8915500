// fast-check arbitraries for the property tests (test-only; fast-check is a dev dependency).
import fc from 'fast-check';
import { isoDate } from './dates';
import { oneLine } from './text';
import type { StatementAccount, StatementEntry } from './types';

const CHARS = 'abcxyzÑñáéíóúü ABC019&<>"\';,.-/#$%'.split('');

/** A one-line text as the readers return it (trimmed, whitespace collapsed), possibly empty. */
export const lineText = (maxLength = 30) =>
  fc.string({ unit: fc.constantFrom(...CHARS), maxLength }).map(oneLine);

const nonEmpty = (maxLength = 20) => lineText(maxLength).filter((s) => s !== '' && !/^saldo /i.test(s));

export const isoDay = fc
  .record({
    y: fc.integer({ min: 2000, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => isoDate(y, m, d) as string);

const OFX_TYPES = ['CREDIT', 'DEBIT', 'XFER', 'FEE', 'CHECK', 'POS'];

export type ArbOptions = { currency?: string; runningBalances?: boolean; maxEntries?: number };

const entryArb = (running: boolean): fc.Arbitrary<StatementEntry> =>
  fc.record({
    bankRef: fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
    bookingDate: isoDay,
    valueDate: fc.option(isoDay, { nil: null }),
    amount: fc.integer({ min: -1e12, max: 1e12 }),
    description: lineText(),
    counterpartyName: fc.option(nonEmpty(), { nil: null }),
    counterpartyAccount: fc.option(fc.stringMatching(/^[0-9]{2}-[0-9]{3,9}$/), { nil: null }),
    reference: fc.option(fc.stringMatching(/^[0-9A-Z]{1,12}$/), { nil: null }),
    runningBalance: running ? fc.integer({ min: -1e12, max: 1e12 }) : fc.constant(null),
    type: fc.option(fc.constantFrom(...OFX_TYPES), { nil: null }),
  });

export const accountArb = (o: ArbOptions = {}): fc.Arbitrary<StatementAccount> =>
  fc
    .record({
      accountNumber: fc.constantFrom('00-123-45678-90', 'CL12345678901234567890', '9100', ''),
      card: fc.boolean(),
      bankId: fc.option(fc.constantFrom('BCHICLRM', 'BSCHCLRM'), { nil: null }),
      currency: o.currency
        ? fc.constant(o.currency)
        : fc.constantFrom('CLP', 'USD', 'EUR', 'JPY', 'AUD', 'CAD', 'CHF', 'BHD', 'CLF'),
      openingBalance: fc.option(fc.integer({ min: -1e12, max: 1e12 }), { nil: null }),
      closingBalance: fc.option(fc.integer({ min: -1e12, max: 1e12 }), { nil: null }),
      period: fc.option(fc.tuple(isoDay, isoDay), { nil: null }),
      entries: fc.array(entryArb(o.runningBalances ?? false), { maxLength: o.maxEntries ?? 12 }),
    })
    .map(({ period, ...a }) => ({ ...a, periodStart: period?.[0] ?? null, periodEnd: period?.[1] ?? null }));
