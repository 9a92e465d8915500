import { type Span, spanOn } from './dated';

// Asignación familiar (DFL 150): the monthly amount per carga by the worker's monthly income. Tramo
// D (income above C's limit) gets nothing. January–April 2025 rests on one source; from May 2026
// the amounts are confirmed but the income limits are not: both are left out.

export type FamilyAllowanceTramo = {
  readonly tramo: 'A' | 'B' | 'C';
  /** Per carga, in pesos. */
  readonly amount: number;
  /** The highest monthly income of the tramo, in pesos. */
  readonly upTo: number;
};

export const FAMILY_ALLOWANCES: readonly Span<readonly FamilyAllowanceTramo[]>[] = [
  {
    from: '2025-05-01',
    value: [
      { tramo: 'A', amount: 22_007, upTo: 620_251 },
      { tramo: 'B', amount: 13_505, upTo: 905_941 },
      { tramo: 'C', amount: 4_267, upTo: 1_412_957 },
    ],
    source: 'Ley 21.751: neo-control.cl (julio 2025); redimin.cl; código público (copia 70340276826)',
  },
  {
    from: '2026-01-01',
    to: '2026-04-30',
    value: [
      { tramo: 'A', amount: 22_007, upTo: 631_976 },
      { tramo: 'B', amount: 13_505, upTo: 923_067 },
      { tramo: 'C', amount: 4_267, upTo: 1_439_668 },
    ],
    source:
      'dt.gob.cl/portal/1628/w3-article-85651.html (versión del 02-01-2026; Ley 21.751 y D. 1156/2025); prixuserp',
  },
];

export function familyAllowanceOn(date: string): Span<readonly FamilyAllowanceTramo[]> | undefined {
  return spanOn(FAMILY_ALLOWANCES, date);
}
