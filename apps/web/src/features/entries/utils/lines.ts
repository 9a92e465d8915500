// The lines of a record as the editors hold them (an account and a peso amount on one side) and the
// check the server makes: at least two lines, each with one side, the debe equal to the haber.
import { ENTRY_MAX_LINES } from '@portal/contracts';

export type DraftLine = { key: number; accountId: number | null; debit: number; credit: number };
export type LineInput = { account_id: number; debit: number; credit: number };

let nextKey = 1;
export function newLine(partial: Partial<Omit<DraftLine, 'key'>> = {}): DraftLine {
  nextKey += 1;
  return { key: nextKey, accountId: null, debit: 0, credit: 0, ...partial };
}

/** A peso amount typed into a field: a whole number of 0 or more, anything else 0. */
export function pesos(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/\./g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

export type Balance = {
  debit: number;
  credit: number;
  /** debe − haber: 0 when the record squares. */
  difference: number;
  balanced: boolean;
  /** Why it cannot be saved yet, or null. */
  problem: 'lines' | 'account' | 'side' | 'balance' | null;
};

/** The totals and what keeps the lines from being saved (in the order the user fixes them). */
export function checkLines(lines: readonly DraftLine[]): Balance {
  const debit = lines.reduce((s, l) => s + pesos(l.debit), 0);
  const credit = lines.reduce((s, l) => s + pesos(l.credit), 0);
  const difference = debit - credit;
  let problem: Balance['problem'] = null;
  if (lines.length < 2 || lines.length > ENTRY_MAX_LINES) problem = 'lines';
  else if (lines.some((l) => l.accountId === null)) problem = 'account';
  else if (lines.some((l) => pesos(l.debit) > 0 === pesos(l.credit) > 0)) problem = 'side';
  else if (difference !== 0) problem = 'balance';
  return { debit, credit, difference, balanced: difference === 0 && debit > 0, problem };
}

/** The lines as the contract's `incomes` (only when checkLines finds no problem). */
export function toIncomes(lines: readonly DraftLine[]): LineInput[] {
  return lines.map((l) => ({ account_id: l.accountId ?? 0, debit: pesos(l.debit), credit: pesos(l.credit) }));
}

/** A saved record's lines back into the editor. */
export function fromIncomes(incomes: readonly LineInput[]): DraftLine[] {
  return incomes.map((l) => newLine({ accountId: l.account_id, debit: l.debit, credit: l.credit }));
}
