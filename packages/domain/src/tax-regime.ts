// Tax regimes ("régimen tributario") of the Ley sobre Impuesto a la Renta, art. 14 and related,
// as extracted from the SII.
import type { EnumEntry } from './enumerations';

/** Shown when the regime read from the SII is missing or not one we know. */
export const TAX_REGIME_EXTRACTION_ERROR = 'No pudimos extraer tu régimen tributario desde el SII';

export const TAX_REGIMES = [
  { key: '14TER', label: '14 TER' },
  { key: '14A', label: 'Régimen general (14 A)' },
  { key: '14B', label: 'Renta presunta (14 B)' },
  { key: '14D', label: 'Pro Pyme General' },
  { key: '14D8', label: 'Pro Pyme Transparente' },
  { key: '14G', label: 'No sujeto al art. 14' },
  { key: '14ASI', label: 'Semi integrado' },
  { key: 'without', label: 'Sin régimen' },
] as const satisfies readonly EnumEntry<string>[];

export type TaxRegimeCode = (typeof TAX_REGIMES)[number]['key'];

/** True when `code` is one of the known regime codes (exact match, case-sensitive). */
export function isTaxRegimeCode(code: unknown): code is TaxRegimeCode {
  return TAX_REGIMES.some((regime) => regime.key === code);
}

/** Spanish label of a regime code; any other value gives the extraction-error text. */
export function taxRegimeLabel(code: string | null | undefined): string {
  return TAX_REGIMES.find((regime) => regime.key === code)?.label ?? TAX_REGIME_EXTRACTION_ERROR;
}
