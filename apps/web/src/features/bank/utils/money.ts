// Amounts of a bank account as the user reads them: pesos for CLP ('$1.234.567', '-$5.000');
// USD and EUR travel in cents (integer minor units) and show two decimals with the currency
// ('USD 1.234,56', '-EUR 0,05'), written the Chilean way (dot thousands, comma decimals).
import { formatCLP } from '@portal/domain';

export function formatAmount(amount: number, currency: string): string {
  if (currency === 'CLP' || !currency) return formatCLP(amount);
  const abs = Math.abs(Math.trunc(amount));
  const units = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currency} ${units.toLocaleString('es-CL')},${cents}`;
}

/** What is left of a movement to reconcile: its size less what its reconciliations cover (never < 0). */
export function openAmount(movement: { amount: number; conciliated_amount: number }): number {
  return Math.max(0, Math.abs(movement.amount) - movement.conciliated_amount);
}

/** Money in (a credit) is reconciled with sales, money out (a debit) with purchases. */
export function movementDirection(amount: number): 'income' | 'expense' {
  return amount >= 0 ? 'income' : 'expense';
}
