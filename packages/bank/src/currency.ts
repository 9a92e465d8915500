// Minor-unit exponent per ISO 4217 currency. Only the currencies whose exponent is not 2 need to be
// listed (ISO 4217 "minor unit" column); every other code is taken as 2. CLP has a legal subunit
// (centavo) nobody uses: Chilean banks and the SII work in whole pesos, so it is 0 here.
const EXPONENTS: Record<string, number> = {
  CLP: 0,
  JPY: 0,
  KRW: 0,
  ISK: 0,
  PYG: 0,
  VND: 0,
  XAF: 0,
  XOF: 0,
  UYI: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  LYD: 3,
  IQD: 3,
  // Unidad de Fomento: CLF has 4 decimals in ISO 4217.
  CLF: 4,
};

export const currencyExponent = (code: string): number => EXPONENTS[code.toUpperCase()] ?? 2;

/** A three-letter code, upper-cased; null when the text is not one. */
export const normalizeCurrency = (raw: string | null | undefined): string | null => {
  const code = (raw ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
};
