// GET …/expenses/download: every expense the list's filters match, as report.xlsx.
import type { ExpenseDownloadQuery } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Db } from '@portal/db';
import { unprocessable } from '../../lib/errors';
import { expensesXlsx } from './expense-report';
import { expensesPage } from './expenses.service';

/** More than this is a job for the accountant's export, not a spreadsheet download. */
export const DOWNLOAD_MAX_ROWS = 20_000;

export async function expensesFile(db: Db, businessId: number, q: ExpenseDownloadQuery): Promise<Buffer> {
  const page = await expensesPage(db, businessId, { ...q, page: 1, page_size: DOWNLOAD_MAX_ROWS });
  if (page.meta.total_elements > DOWNLOAD_MAX_ROWS)
    throw unprocessable(
      `Son ${page.meta.total_elements.toLocaleString('es-CL')} gastos: acota los filtros para descargar a lo más ${DOWNLOAD_MAX_ROWS.toLocaleString('es-CL')}.`,
    );
  const f = q.search_by ?? {};
  const parts = [
    f.between_dates ? `Entre ${formatDate(f.between_dates[0])} y ${formatDate(f.between_dates[1])}` : null,
    f.month && f.year
      ? `Período ${String(f.month).padStart(2, '0')}/${f.year}`
      : f.year
        ? `Año ${f.year}`
        : null,
    page.meta.total_elements === 1 ? '1 gasto' : `${page.meta.total_elements.toLocaleString('es-CL')} gastos`,
  ].filter(Boolean);
  return expensesXlsx(page.data, parts.join(' · '));
}
