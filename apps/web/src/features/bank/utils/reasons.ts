// Why the matcher proposes a reconciliation (the suggestion's `reasons`), in Spanish. The tolerance is
// the spec's invoice/movement amount tolerance (§9: 2000 pesos).
import { type MatchReason, formatCLP } from '@portal/domain';

export const AMOUNT_TOLERANCE = 2000;

// Every reason the matcher gives has its label (a new one fails the typecheck until it gets one).
const REASON_LABELS: Readonly<Record<MatchReason, string>> = {
  rut: 'RUT en la glosa',
  folio: 'Folio',
  exact_amount: 'Monto exacto',
  amount_within_tolerance: `Monto con diferencia ≤ ${formatCLP(AMOUNT_TOLERANCE)}`,
  several_documents: 'Varias facturas',
  partial: 'Abono parcial',
  name: 'Nombre',
  date: 'Fecha',
  unique_amount: 'Única factura abierta por ese monto',
  ambiguous: 'Hay otras opciones parecidas',
};

/** The label of a reason; an unknown key (a newer server) shows as it came, never dropped. */
export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason as MatchReason] ?? reason.replaceAll('_', ' ');
}

/** Labels of a suggestion's reasons, each once, in the order the server gave them. */
export function reasonLabels(reasons: readonly string[]): string[] {
  return [...new Set(reasons)].map(reasonLabel);
}

/** Confidence 0..1 as a whole percentage ('87 %'). */
export function confidenceLabel(confidence: number): string {
  const pct = Math.round(Math.min(1, Math.max(0, confidence)) * 100);
  return `${pct} %`;
}

/** High (≥ 0.8), medium (≥ 0.5) or low: the badge colour of a suggestion. */
export function confidenceLevel(confidence: number): 'high' | 'medium' | 'low' {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}
