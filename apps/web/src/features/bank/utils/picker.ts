// The document picker's arithmetic: what the chosen documents add up to against what is left of the
// movement, and the `amounts` of the conciliate call (only when the user set a partial amount).

export type PickedDocument = {
  id: number;
  /** What the document is worth (its total, pesos). */
  total: number;
  /** A partial amount the user typed; null applies the whole document. */
  partial: number | null;
};

export type PickerSum = {
  /** Σ of what each chosen document takes. */
  sum: number;
  /** What is left of the movement after them (negative when they exceed it). */
  remaining: number;
  state: 'empty' | 'under' | 'exact' | 'over';
  /** conciliate's amounts, in the order of the ids; undefined lets the server apply what each owes. */
  amounts: number[] | undefined;
  /** A partial amount that is not a whole positive number or is above its document. */
  invalid: number[];
};

const applied = (d: PickedDocument) => (d.partial === null ? d.total : d.partial);

export function pickerSum(movementOpen: number, docs: readonly PickedDocument[]): PickerSum {
  const invalid = docs
    .filter(
      (d) => d.partial !== null && (!Number.isInteger(d.partial) || d.partial <= 0 || d.partial > d.total),
    )
    .map((d) => d.id);
  const sum = docs.reduce((acc, d) => acc + applied(d), 0);
  const remaining = movementOpen - sum;
  const state = docs.length === 0 ? 'empty' : remaining === 0 ? 'exact' : remaining > 0 ? 'under' : 'over';
  const amounts = docs.some((d) => d.partial !== null) ? docs.map(applied) : undefined;
  return { sum, remaining, state, amounts, invalid };
}

/**
 * Whether the choice can be sent. Without partial amounts the server applies what each document owes
 * up to the movement, so going over is allowed (the last one is paid in part); typed amounts must fit.
 */
export function canConciliate(s: PickerSum): boolean {
  if (s.state === 'empty' || s.invalid.length > 0) return false;
  return s.amounts === undefined || s.remaining >= 0;
}

/** A typed amount ('150.000', '$150000', '') as pesos, or null when empty or unreadable. */
export function parsePesos(text: string): number | null {
  const digits = text.replace(/[\s$.]/g, '');
  if (!/^\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}
