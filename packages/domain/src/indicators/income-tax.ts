import { type Span, spanOn } from './dated';

// Impuesto único de segunda categoría (LIR art. 43 N° 1, monthly, on the renta líquida imponible
// of dependent work) and the Global Complementario (LIR art. 52, yearly): the same eight tramos, the
// monthly in UTM of the month of payment, the annual in UTA of December. The tax is the base times
// the tramo's factor minus its rebate ("cantidad a rebajar") times the unit: the SII's tables in
// pesos (sii.cl/valores_y_fechas/impuesto_2da_categoria/impuestoAAAA.htm) are this one multiplied
// out. In force since Ley 21.210 (AT 2021); unchanged in 2025 and 2026.

export type TaxBracket = {
  /** The tramo's upper bound in units (UTM or UTA); null for the last, open tramo. */
  readonly upTo: number | null;
  /** Factor in ten-thousandths (400 = 0,04). */
  readonly factor: number;
  /** Rebate in hundredths of a unit (54 = 0,54). */
  readonly rebate: number;
};

const BRACKETS: readonly TaxBracket[] = [
  { upTo: 13.5, factor: 0, rebate: 0 },
  { upTo: 30, factor: 400, rebate: 54 },
  { upTo: 50, factor: 800, rebate: 174 },
  { upTo: 70, factor: 1350, rebate: 449 },
  { upTo: 90, factor: 2300, rebate: 1114 },
  { upTo: 120, factor: 3040, rebate: 1780 },
  { upTo: 310, factor: 3500, rebate: 2332 },
  { upTo: null, factor: 4000, rebate: 3882 },
];

export const MONTHLY_TAX_TABLES: readonly Span<readonly TaxBracket[]>[] = [
  {
    from: '2025-01-01',
    to: '2026-12-31',
    value: BRACKETS,
    source:
      'SII, impuesto2026.htm (octubre 2026, ocho tramos divididos exactamente por la UTM $72.151, citado en copia 70758758842); neo-control.cl (julio 2025, siete tramos = UTM $68.923 × tabla)',
  },
];

export const ANNUAL_TAX_TABLES: readonly Span<readonly TaxBracket[]>[] = [
  {
    from: '2026-01-01',
    to: '2026-12-31',
    value: BRACKETS,
    source:
      'Global Complementario AT 2026 en UTA de diciembre 2025 ($834.504) (copia 54015500470); sii.cl/ayudas/aprenda_sobre/3072-3-3080.html (escalas equivalentes, 8 tramos)',
  },
];

export function monthlyTaxTableOn(date: string): Span<readonly TaxBracket[]> | undefined {
  return spanOn(MONTHLY_TAX_TABLES, date);
}

/** The Global Complementario table of an año tributario (the year the return is filed). */
export function annualTaxTableOf(taxYear: number): Span<readonly TaxBracket[]> | undefined {
  return spanOn(ANNUAL_TAX_TABLES, `${taxYear}-01-01`);
}

/**
 * The tax on a base in pesos under a table, with the unit's value in pesos (the UTM of the month, or
 * the UTA): base × factor − rebate × unit of the base's tramo, to the peso (half up), never below 0.
 * A base on a bound belongs to the lower tramo ("desde … hasta", the SII's tables).
 */
export function bracketTax(brackets: readonly TaxBracket[], base: number, unit: number): number {
  if (base <= 0) return 0;
  const bracket =
    brackets.find((b) => b.upTo === null || base <= b.upTo * unit) ?? brackets[brackets.length - 1];
  // In millionths of a peso: factor/10⁴ and rebate/10², both exact in integers.
  const micro =
    BigInt(base) * BigInt(bracket.factor) * 100n - BigInt(unit) * BigInt(bracket.rebate) * 10_000n;
  if (micro <= 0n) return 0;
  return Number((micro + 500_000n) / 1_000_000n);
}
