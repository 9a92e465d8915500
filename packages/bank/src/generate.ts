import type { StatementAccount, StatementEntry } from './types';

export type GenerateOptions = {
  entries: number;
  /** Any integer: the same seed gives the same statement. */
  seed?: number;
  currency?: string;
  /** Write a running balance on every entry (what CSV cartolas carry). */
  runningBalances?: boolean;
  startDate?: string;
  accountNumber?: string;
  /** The balance the statement opens with (a series: the previous statement's closing). */
  openingBalance?: number;
  card?: boolean;
  bankId?: string | null;
};

/** A small deterministic PRNG (mulberry32): the generator must not depend on Math.random. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const WORDS = [
  'TRANSF',
  'PAGO',
  'ABONO',
  'COMPRA',
  'CARGO',
  'DEPÓSITO',
  'Proveedor',
  'Ñandú',
  'SpA',
  'Ltda.',
  'REMUN',
];
const NAMES = [
  'Comercial Andes SpA',
  'Juan Pérez',
  'Ferretería "El Clavo"',
  'A&B Servicios Ltda.',
  'Café <Sur>',
];
const TYPES = ['CREDIT', 'DEBIT', 'XFER', 'FEE', 'CHECK', null];

const addDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A statement with consistent balances, for tests, the writers and the throughput script:
 * amounts in minor units, dates ascending, descriptions with accents and XML/CSV-special
 * characters, unique bank references, opening and closing balances that add up.
 */
export const generateStatement = (options: GenerateOptions): StatementAccount => {
  const rnd = prng(options.seed ?? 1);
  const currency = options.currency ?? 'CLP';
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const start = options.startDate ?? '2026-01-01';
  const drawn = Math.floor(rnd() * 50_000_000);
  const opening = options.openingBalance ?? drawn;
  let balance = opening;
  let day = 0;
  const entries: StatementEntry[] = [];
  for (let i = 0; i < options.entries; i++) {
    if (rnd() < 0.2) day++;
    const magnitude = 1 + Math.floor(rnd() * 5_000_000);
    const amount = rnd() < 0.45 ? magnitude : -magnitude;
    balance += amount;
    const bookingDate = addDays(start, day);
    const cp = rnd() < 0.6 ? pick(NAMES) : null;
    entries.push({
      bankRef: `REF${String(i + 1).padStart(9, '0')}`,
      bookingDate,
      valueDate: rnd() < 0.5 ? bookingDate : null,
      amount,
      description:
        `${pick(WORDS)} ${pick(WORDS)} ${76_000_000 + Math.floor(rnd() * 999_999)} ${cp ?? ''}`.trim(),
      counterpartyName: cp,
      counterpartyAccount: cp !== null && rnd() < 0.5 ? `00-${100 + (i % 900)}-${10_000 + i}` : null,
      reference: rnd() < 0.5 ? String(100_000 + i) : null,
      runningBalance: options.runningBalances ? balance : null,
      type: pick(TYPES),
    });
  }
  return {
    accountNumber: options.accountNumber ?? '00-123-45678-90',
    card: options.card ?? false,
    bankId: options.bankId === undefined ? 'BCHICLRM' : options.bankId,
    currency,
    openingBalance: opening,
    closingBalance: balance,
    periodStart: start,
    periodEnd: addDays(start, day),
    entries,
  };
};

/**
 * Consecutive statements of one account (what a multi-statement camt.053 carries): each opens with
 * the previous one's closing balance and starts the day after it ends.
 */
export const generateStatementSeries = (
  options: GenerateOptions & { statements: number },
): StatementAccount[] => {
  const out: StatementAccount[] = [];
  let start = options.startDate ?? '2026-01-01';
  let opening = options.openingBalance;
  for (let k = 0; k < options.statements; k++) {
    const s = generateStatement({
      ...options,
      seed: (options.seed ?? 1) * 31 + k,
      startDate: start,
      ...(opening === undefined ? {} : { openingBalance: opening }),
    });
    // Each statement's references are its own: a bank numbers them once per account.
    s.entries = s.entries.map((e, i) => ({ ...e, bankRef: `S${k + 1}-${String(i + 1).padStart(6, '0')}` }));
    out.push(s);
    opening = s.closingBalance ?? undefined;
    start = addDays(s.periodEnd ?? start, 1);
  }
  return out;
};
