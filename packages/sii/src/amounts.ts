const INTEGER = /^-?\d{1,16}$/;

/**
 * Parses an integer peso amount as written by the SII (no thousands separators).
 * Returns null when the text is not an integer that a JS number holds exactly.
 */
export const parseIntegerAmount = (text: string): number | null => {
  if (!INTEGER.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
};

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** Parses a plain decimal number ('8942.86', '19.00'); null when not one. */
export const parseDecimal = (text: string): number | null => (DECIMAL.test(text) ? Number(text) : null);
