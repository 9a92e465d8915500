import { dateText, moneyText } from './money-text';
import type { StatementAccount, StatementEntry } from './types';

export type BalanceCheck = { ok: true } | { ok: false; message: string; entryIndex: number | null };

/**
 * Checks a statement's arithmetic: opening + Σ amounts = closing when both are given, and each
 * running balance = the previous one + its entry's amount. Many Chilean cartolas list the newest
 * entry first; the chain is then walked from the bottom. `entryIndex` is the entry's position in
 * `account.entries` (file order).
 */
export const checkBalances = (account: StatementAccount): BalanceCheck => {
  const { entries, currency } = account;
  const money = (v: number) => moneyText(v, currency);
  const chain = checkRunning(account);
  if (chain !== null) return chain;
  if (account.openingBalance !== null && account.closingBalance !== null) {
    const sum = entries.reduce((s, e) => s + e.amount, 0);
    const expected = account.openingBalance + sum;
    if (expected !== account.closingBalance)
      return {
        ok: false,
        entryIndex: null,
        message:
          `El saldo no cuadra: el saldo inicial ${money(account.openingBalance)} más los movimientos ` +
          `(${money(sum)}) da ${money(expected)}, y la cartola informa un saldo final de ${money(account.closingBalance)}.`,
      };
  }
  return { ok: true };
};

/** Positions of the entries in chronological order (file order, or reversed when the file runs newest first). */
const chronological = (entries: StatementEntry[]): number[] => {
  const order = entries.map((_, i) => i);
  if (entries.length < 2) return order;
  const first = entries[0].bookingDate;
  const last = entries[entries.length - 1].bookingDate;
  if (first > last) return order.reverse();
  if (first < last) return order;
  // All on one day: the balances say which way the chain runs.
  return chainBreak(entries, order) === -1 || chainBreak(entries, order.slice().reverse()) !== -1
    ? order
    : order.reverse();
};

/** The first position (in `order`) whose running balance does not follow from the previous one, or -1. */
const chainBreak = (entries: StatementEntry[], order: number[]): number => {
  for (let k = 1; k < order.length; k++) {
    const prev = entries[order[k - 1]].runningBalance;
    const cur = entries[order[k]];
    if (prev !== null && cur.runningBalance !== null && prev + cur.amount !== cur.runningBalance) return k;
  }
  return -1;
};

const checkRunning = (account: StatementAccount): BalanceCheck | null => {
  const { entries } = account;
  if (!entries.some((e) => e.runningBalance !== null)) return null;
  const order = chronological(entries);
  const broken = chainBreak(entries, order);
  if (broken !== -1) {
    const prev = entries[order[broken - 1]].runningBalance as number;
    return mismatch(account, order[broken], prev + entries[order[broken]].amount);
  }
  // The first entry must also follow from the opening balance, and the last lead to the closing one.
  const firstEntry = entries[order[0]];
  if (
    account.openingBalance !== null &&
    firstEntry.runningBalance !== null &&
    account.openingBalance + firstEntry.amount !== firstEntry.runningBalance
  )
    return mismatch(account, order[0], account.openingBalance + firstEntry.amount);
  const lastBalance = entries[order[order.length - 1]].runningBalance;
  if (account.closingBalance !== null && lastBalance !== null && lastBalance !== account.closingBalance) {
    const money = (v: number) => moneyText(v, account.currency);
    return {
      ok: false,
      entryIndex: null,
      message:
        `El saldo no cuadra: después del último movimiento el saldo es ${money(lastBalance)}, ` +
        `y la cartola informa un saldo final de ${money(account.closingBalance)}.`,
    };
  }
  return null;
};

const mismatch = (account: StatementAccount, index: number, expected: number): BalanceCheck => {
  const e = account.entries[index];
  const money = (v: number) => moneyText(v, account.currency);
  const what = e.description.length > 60 ? `${e.description.slice(0, 60)}…` : e.description;
  return {
    ok: false,
    entryIndex: index,
    message:
      `El saldo no cuadra en el movimiento ${index + 1} (${dateText(e.bookingDate)}, «${what}», ${money(e.amount)}): ` +
      `se esperaba ${money(expected)} y la cartola dice ${money(e.runningBalance as number)}.`,
  };
};
