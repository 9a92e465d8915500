// How the panel shows the proposal's lines: grouped by section in the form's order, totals marked,
// amounts in pesos (the PPM rate as a percent) and the link to the sales or purchases list.
import type { F29Line, F29ProposalResponse } from '@portal/contracts';
import { F29_SECTIONS, formatCLP } from '@portal/domain';

const TOTALS = new Set(['538', '537', '089', '077', '547', '091']);

export const isTotalLine = (code: string): boolean => TOTALS.has(code);

export function bySection(p: F29ProposalResponse): { key: string; label: string; lines: F29Line[] }[] {
  return F29_SECTIONS.map((s) => ({ ...s, lines: p.lines.filter((l) => l.section === s.key) })).filter(
    (s) => s.lines.length > 0,
  );
}

export function lineAmount(l: Pick<F29Line, 'unit' | 'amount'>): string {
  if (l.unit === 'percent') return `${l.amount.toLocaleString('es-CL', { maximumFractionDigits: 3 })} %`;
  return formatCLP(l.amount);
}

/** The list of the period and types: /compras-y-ventas/mis-ventas?period=202411&document_type=33. */
export function listLink(link: NonNullable<F29Line['link']>, docType?: number): string {
  const path = link.direction === 'VENTA' ? '/compras-y-ventas/mis-ventas' : '/compras-y-ventas/mis-compras';
  const q = new URLSearchParams({ period: String(link.period) });
  const type = docType ?? (link.document_types.length === 1 ? link.document_types[0] : undefined);
  if (type !== undefined) q.set('document_type', String(type));
  return `${path}?${q}`;
}

/** The month the proposal opens on: the one before today's (the F29 declares the previous month). */
export function defaultPeriod(today: string): number {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 1 ? (y - 1) * 100 + 12 : y * 100 + m - 1;
}

/** A period from the URL (?periodo=AAAAMM), or null when it is not one. */
export function readPeriod(value: string | null): number | null {
  if (!value || !/^[12]\d{3}(0[1-9]|1[0-2])$/.test(value)) return null;
  return Number(value);
}
