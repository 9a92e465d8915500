// Amounts of a bank account as the user reads them, in the account's own currency with its ISO 4217
// decimals (packages/domain currencies.ts): pesos '$1.234.567', '-$5.000'; dollars '1.234,56 USD';
// yen '1.500 JPY'; dinars of Bahrain '0,125 BHD' — written the Chilean way (dot thousands, comma
// decimals). Amounts travel as integers of the currency's minor unit.
import { formatCurrencyAmount } from '@portal/domain';

export function formatAmount(amount: number, currency: string): string {
  return formatCurrencyAmount(amount, currency || 'CLP', { ascii: true });
}

/** What is left of a movement to reconcile: its size less what its reconciliations cover (never < 0). */
export function openAmount(movement: { amount: number; conciliated_amount: number }): number {
  return Math.max(0, Math.abs(movement.amount) - movement.conciliated_amount);
}

/** Money in (a credit) is reconciled with sales, money out (a debit) with purchases. */
export function movementDirection(amount: number): 'income' | 'expense' {
  return amount >= 0 ? 'income' : 'expense';
}
