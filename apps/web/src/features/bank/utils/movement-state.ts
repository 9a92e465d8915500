// Which badge a movement wears, from its reconciliation figures.
/** The state badge of a movement. */
export type MovementState = 'conciliated' | 'automatic' | 'suggested' | 'unconciliated' | 'partial';

export function movementState(m: {
  conciliated: boolean;
  conciliated_amount: number;
  suggestions_count: number;
  bm_conciliations: readonly { automatic: boolean }[];
}): MovementState {
  if (m.conciliated) {
    const all = m.bm_conciliations;
    return all.length > 0 && all.every((c) => c.automatic) ? 'automatic' : 'conciliated';
  }
  if (m.suggestions_count > 0) return 'suggested';
  return m.conciliated_amount > 0 ? 'partial' : 'unconciliated';
}
