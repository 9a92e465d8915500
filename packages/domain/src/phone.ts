// Phone numbers are stored as bare digits with country code (e.g. '56912345678').

/**
 * Display form: "plus sign, 3 digits, 4 digits, the rest": '56912345678' → '+569 1234 5678'.
 * Non-digits are stripped first, so already-formatted input is reformatted the same way.
 * Empty (or digit-less) input → ''. Short input yields only the groups it has (no trailing spaces).
 */
export function formatPhone(input: string | number | null | undefined): string {
  if (input === null || input === undefined) return '';
  const digits = String(input).replace(/\D/g, '');
  if (digits === '') return '';
  const groups = [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter((g) => g !== '');
  return `+${groups.join(' ')}`;
}

/**
 * The digits of a typed phone, or null when it carries anything a phone is not written with
 * (letters, other symbols): '+56 (9) 1234-5678' → '56912345678', '+56 9 CASA' → null. Only
 * digits, spaces, '+', '-', '.', '(' and ')' are read as a phone, so a letter is refused rather
 * than silently dropped (which would store a different number, or none).
 */
export function phoneDigits(input: string): string | null {
  if (!/^[\d\s+\-.()]*$/.test(input)) return null;
  return input.replace(/\D/g, '');
}
