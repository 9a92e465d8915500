import { currencyMinorUnit } from '@portal/domain';
import { StatementError } from './errors';

// The minor-unit exponent of each currency is the domain's ISO 4217 rule (packages/domain
// currencies.ts, with its source): a statement in a code without one is refused, never guessed.

/** The ISO 4217 minor-unit exponent; throws StatementError for a code without one. */
export const currencyExponent = (code: string): number => {
  const exponent = currencyMinorUnit(code);
  if (exponent === null) throw unknownCurrency(code);
  return exponent;
};

const unknownCurrency = (code: string): StatementError =>
  new StatementError(
    `La moneda «${code.slice(0, 10)}» no es una moneda de la norma ISO 4217 en que se pueda llevar una cuenta.`,
  );

/** The code itself when ISO 4217 gives it a minor unit, else a StatementError. */
export const requireCurrency = (code: string): string => {
  currencyExponent(code);
  return code;
};

/** A three-letter code, upper-cased; null when the text is not one. */
export const normalizeCurrency = (raw: string | null | undefined): string | null => {
  const code = (raw ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
};
