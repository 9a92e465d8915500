// The automatic mode of the sales report (spec §4, §5: "any error means the business does not
// qualify"; the rules are not shown in the spec, ours are below and in docs/reporte-de-ventas.md).
// A business qualifies when, for the period being declared today (the previous month):
//   1. its digital certificate is uploaded and not expired (business_certificates.not_after);
//   2. its SII credential (clave tributaria) is registered (business_credentials, name 'SII');
//   3. it is not a debtor (businesses.debtor <> 'defaulter');
//   4. for sales and for purchases, the RCV's totals of the period were read and the month's books
//      hold the same number of documents and the same Σ of totals (credit notes negative).
// send_current_form: that period's F29 is still on time (DL 825 art. 64, packages/domain
// f29DueDate) and its report has not been sent or declared yet.
import type { AutomaticValidateResponse } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import {
  formatCLP,
  formatDate,
  f29OnTime,
  isMonthlyAccountingEditable,
  monthName,
  periodParts,
  todayInChile,
  vatPeriodOn,
} from '@portal/domain';
import { AppError } from '../../lib/errors';
import { automaticFacts, bookTotals, rcvTotals, readMode, writeMode } from './automatic-mode.repository';
import { findReportOfPeriod } from './vat-report.repository';

const DIRECTION_WORD = { VENTA: 'ventas', COMPRA: 'compras' } as const;

export const AUTOMATIC_MSG = {
  noCertificate: 'Sube el certificado digital de la empresa en Configuración.',
  expiredCertificate: (date: string) =>
    `El certificado digital de la empresa venció el ${date}: sube uno vigente.`,
  noCredential: 'Registra la clave tributaria del SII de la empresa.',
  debtor: 'La empresa tiene pagos pendientes con nosotros: ponte al día para usar el modo automático.',
  noRcv: (direction: 'VENTA' | 'COMPRA', period: string) =>
    `Aún no tenemos los totales del Registro de Compras y Ventas del SII de ${DIRECTION_WORD[direction]} de ${period}.`,
  mismatch: (
    direction: 'VENTA' | 'COMPRA',
    period: string,
    books: { docCount: number; total: number },
    rcv: { docCount: number; total: number },
  ) =>
    `Las ${DIRECTION_WORD[direction]} de ${period} no cuadran con el RCV del SII: ${books.docCount} documentos por ${formatCLP(books.total)} en tus libros y ${rcv.docCount} por ${formatCLP(rcv.total)} en el SII.`,
  notQualified: 'Tu empresa aún no califica para el modo automático del reporte de ventas.',
  activated: 'Activamos el modo automático del reporte de ventas.',
  deactivated: 'Volviste al modo manual del reporte de ventas.',
} as const;

const periodWords = (period: number) => {
  const { year, month } = periodParts(period);
  return `${monthName(month)} de ${year}`;
};

/** The check of the automatic mode on `today` (Chile). */
export async function validateAutomatic(
  db: Queryable,
  businessId: number,
  now: Date = new Date(),
): Promise<AutomaticValidateResponse> {
  const today = todayInChile(now);
  const period = vatPeriodOn(today);
  const [facts, rcv, books] = await Promise.all([
    automaticFacts(db, businessId),
    rcvTotals(db, businessId, period),
    bookTotals(db, businessId, period),
  ]);
  const messages: string[] = [];
  if (!facts.certificateNotAfter) messages.push(AUTOMATIC_MSG.noCertificate);
  else if (facts.certificateNotAfter.getTime() <= now.getTime())
    messages.push(AUTOMATIC_MSG.expiredCertificate(formatDate(todayInChile(facts.certificateNotAfter))));
  if (!facts.hasSiiCredential) messages.push(AUTOMATIC_MSG.noCredential);
  if (facts.debtor === 'defaulter') messages.push(AUTOMATIC_MSG.debtor);
  for (const direction of ['VENTA', 'COMPRA'] as const) {
    const stated = rcv.find((r) => r.direction === direction);
    if (!stated) {
      messages.push(AUTOMATIC_MSG.noRcv(direction, periodWords(period)));
      continue;
    }
    const kept = books.find((b) => b.direction === direction) ?? { docCount: 0, total: 0 };
    if (kept.docCount !== stated.docCount || kept.total !== stated.total)
      messages.push(AUTOMATIC_MSG.mismatch(direction, periodWords(period), kept, stated));
  }
  const { year, month } = periodParts(period);
  const report = await findReportOfPeriod(db, businessId, year, month);
  const send_current_form =
    f29OnTime(period, today, { electronic: true }) && (!report || isMonthlyAccountingEditable(report.status));
  return { error: messages.length > 0, messages, send_current_form };
}

const modeAnswer = (m: { mode: 'manual' | 'automatic'; activated_at: Date | null }) => ({
  mode: m.mode,
  activated_at: m.activated_at ? new Date(m.activated_at).toISOString() : null,
});

export async function automaticMode(db: Queryable, businessId: number) {
  return modeAnswer(await readMode(db, businessId));
}

/** Activates the automatic mode only when the check passes; else 422 with its messages. */
export async function activateAutomatic(db: Db, businessId: number, userId: number) {
  const check = await validateAutomatic(db, businessId);
  if (check.error)
    throw new AppError(422, AUTOMATIC_MSG.notQualified, 'not_qualified', {}, { messages: check.messages });
  const mode = await writeMode(db, businessId, 'automatic', userId);
  return { error: false as const, message: AUTOMATIC_MSG.activated, ...modeAnswer(mode) };
}

export async function deactivateAutomatic(db: Db, businessId: number, userId: number) {
  const mode = await writeMode(db, businessId, 'manual', userId);
  return { error: false as const, message: AUTOMATIC_MSG.deactivated, ...modeAnswer(mode) };
}
