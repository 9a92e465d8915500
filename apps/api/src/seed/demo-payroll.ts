// The demo's remuneraciones: the two newest months the portal can compute, run through the same
// service a business uses. The older one published (its payslips in the development mailbox, its
// entry in the books, its impuesto único in the F29 proposal), the newer one computed and waiting
// for review in proceso-avanzado.
import type { Db } from '@portal/db';
import { todayInChile } from '@portal/domain';
import { AppError } from '../lib/errors';
import { monthAdditional } from '../features/payroll/payroll-parameters';
import {
  PAYROLL_MONTHS_BACK,
  createQuotation,
  currentPeriod,
  publish,
  review,
  saveNovelties,
  sendForm,
} from '../features/payroll/payroll.service';

/** The months of the process window whose indicators the portal has, newest first. */
async function computableMonths(db: Db) {
  const today = todayInChile();
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const out: { year: number; month: number }[] = [];
  for (let back = 0; back <= PAYROLL_MONTHS_BACK; back++) {
    if ((await monthAdditional(db, { year, month })).missing.length === 0) out.push({ year, month });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return out;
}

/**
 * Begins a month with a few novedades and computes it; a month some worker cannot be computed in
 * (an indicator only some workers need, such as the asignación familiar of a month the portal does
 * not know yet) is removed again and answers null.
 */
async function computedMonth(db: Db, businessId: number, m: { year: number; month: number }) {
  const q = await createQuotation(db, businessId, m);
  const { workers } = await currentPeriod(db, businessId);
  const [first, second] = workers;
  // A few novedades a month has: hours over for one worker, a bono and a loan's instalment.
  await saveNovelties(db, businessId, q.id, {
    mutual: '00',
    work_injury_additional_rate: 0,
    novelties: first
      ? [
          {
            employee_rut: first.rut,
            included: true,
            absence_days: 0,
            sick_leave_days: 0,
            overtime_hours: 6,
            advances: 0,
          },
        ]
      : [],
    bonds: first
      ? [{ employee_rut: first.rut, label: 'Bono de producción', amount: 45_000, taxable: true }]
      : [],
    discounts: second ? [{ employee_rut: second.rut, label: 'Préstamo de la empresa', amount: 30_000 }] : [],
  });
  try {
    await sendForm(db, businessId, q.id);
    return q.id;
  } catch (e) {
    if (!(e instanceof AppError) || e.statusCode !== 422) throw e;
    await db.query('DELETE FROM payroll_quotations WHERE business_id = $1 AND id = $2', [businessId, q.id]);
    return null;
  }
}

export async function seedDemoPayroll(db: Db, businessId: number): Promise<void> {
  const done: number[] = [];
  for (const m of await computableMonths(db)) {
    const id = await computedMonth(db, businessId, m);
    if (id !== null) done.push(id);
    if (done.length === 2) break;
  }
  // The older month is published; the newer one waits for review.
  const older = done[1];
  if (older === undefined) return;
  await review(db, businessId, older);
  // Without SMTP the outbox row is the delivery: the development mailbox shows the payslips.
  await publish(db, { kind: 'outbox' }, businessId, older);
}
