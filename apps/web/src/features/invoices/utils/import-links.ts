// Where to look after an import: the list of each register filtered to a month that was written,
// and whether the files held the other register than the page the user imported from.
import type { ImportedPeriod, OperationType } from '@portal/contracts';
import { type Period, parsePeriod, periodLabel } from '@portal/domain';

export const LIST_PATH: Readonly<Record<OperationType, string>> = {
  VENTA: '/compras-y-ventas/mis-ventas',
  COMPRA: '/compras-y-ventas/mis-compras',
};

/** Links listed per register; beyond them the oldest months are counted, not linked. */
export const MAX_PERIOD_LINKS = 6;

export type PeriodLink = { to: string; label: string; documents: number };
export type RegisterLinks = { direction: OperationType; links: PeriodLink[]; more: number };

const toPeriod = (yyyyMm: string): Period | null => parsePeriod(yyyyMm.replace('-', ''));

/** The months written per register, newest first, each a link to its list filtered to it. */
export function importLinks(periods: readonly ImportedPeriod[]): RegisterLinks[] {
  const out: RegisterLinks[] = [];
  for (const direction of ['VENTA', 'COMPRA'] as const) {
    const mine = periods
      .filter((p) => p.direction === direction)
      .map((p) => ({ period: toPeriod(p.period), documents: p.documents }))
      .filter((p): p is { period: Period; documents: number } => p.period !== null)
      .sort((a, b) => b.period - a.period);
    if (mine.length === 0) continue;
    const links = mine.slice(0, MAX_PERIOD_LINKS).map((p) => ({
      to: `${LIST_PATH[direction]}?period=${p.period}`,
      label: periodLabel(p.period),
      documents: p.documents,
    }));
    out.push({ direction, links, more: mine.length - links.length });
  }
  return out;
}

/** The registers an import wrote that are not the page's own (sales imported from purchases…). */
export function otherRegisters(
  periods: readonly ImportedPeriod[],
  page: OperationType | undefined,
): OperationType[] {
  if (page === undefined) return [];
  return [...new Set(periods.map((p) => p.direction))].filter((d) => d !== page);
}
