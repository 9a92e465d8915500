// Figures in tables and reports: right-aligned tabular digits, pesos with a zero as a dash.
import { formatCLP } from '@portal/domain';
import type { CSSProperties } from 'react';

export const NUM: CSSProperties = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
};

/** Pesos, a zero as a dash (easier to read down a column of a balance). */
export function money(value: number, zeroAsDash = false): string {
  return zeroAsDash && value === 0 ? '—' : formatCLP(value);
}
