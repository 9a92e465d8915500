// To-do tasks of the business (route /tareas-por-hacer): sales to collect, purchases to accept or
// reject while the SII still allows it, and SII data to refresh. Each links to where it is done.
import { IMPORT_STALE_DAYS, type TodoTask } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import {
  ACKNOWLEDGMENT_WINDOW_DAYS,
  RECEIVABLE_PERIODS,
  diffDays,
  formatCLP,
  formatDate,
  todayInChile,
} from '@portal/domain';
import { lastUpdated } from '../invoice-imports/invoice-imports.service';
import { filterTotals, lastPeriodsRange, toListFilter, unpaidStates } from '../invoices/invoices.service';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export async function todoTasks(
  db: Queryable,
  businessId: number,
  today = todayInChile(),
): Promise<TodoTask[]> {
  // The same documents the linked lists show: sales of the receivables window, overdue by the one
  // rule the dashboard counts too (the amount is what they still owe); purchases still inside the
  // acknowledgment window without one.
  const range = lastPeriodsRange(RECEIVABLE_PERIODS, today);
  const awaitingFilter = toListFilter(businessId, 'COMPRA', { awaiting_acknowledgment: true }, today);
  const [states, unacknowledged, updated] = await Promise.all([
    unpaidStates(db, businessId, range.from, range.to, today),
    filterTotals(db, awaitingFilter),
    lastUpdated(db, businessId),
  ]);
  const sales = states.find((s) => s.direction === 'VENTA');
  const overdue = { count: sales?.expired_count ?? 0, sum: sales?.expired_total ?? 0 };
  const tasks: TodoTask[] = [];
  if (overdue.count > 0) {
    const n = overdue.count;
    tasks.push({
      kind: 'collect_overdue',
      title: 'Cobra tus facturas vencidas',
      description: `Tienes ${n} ${plural(n, 'factura de venta vencida', 'facturas de venta vencidas')} por ${formatCLP(overdue.sum)} en los últimos ${RECEIVABLE_PERIODS} meses.`,
      count: n,
      amount: overdue.sum,
      link: '/compras-y-ventas/mis-ventas?expired=true',
    });
  }
  if (unacknowledged.count > 0) {
    const n = unacknowledged.count;
    tasks.push({
      kind: 'acknowledge_purchases',
      title: 'Acepta o rechaza tus compras',
      description: `Tienes ${n} ${plural(n, 'factura de compra recibida', 'facturas de compra recibidas')} en los últimos ${ACKNOWLEDGMENT_WINDOW_DAYS} días sin acuse de recibo. El SII da ${ACKNOWLEDGMENT_WINDOW_DAYS} días para reclamarlas.`,
      count: n,
      amount: unacknowledged.sum,
      link: '/compras-y-ventas/mis-compras?awaiting_acknowledgment=true',
    });
  }
  const lastDay = updated ? todayInChile(new Date(updated)) : null;
  const age = lastDay ? diffDays(lastDay, today) : null;
  if (age === null || age > IMPORT_STALE_DAYS) {
    tasks.push({
      kind: 'import_stale',
      title: 'Actualiza tus compras y ventas del SII',
      description:
        age === null
          ? 'Aún no has importado tus documentos del SII. Impórtalos para ver tus ventas, compras y cobranzas al día.'
          : `Tu última actualización fue el ${formatDate(lastDay)} (hace ${age} días). Importa los documentos recientes del SII.`,
      count: age ?? 0,
      amount: null,
      link: '/compras-y-ventas/mis-ventas',
    });
  }
  return tasks;
}
