// Payroll: what `--skip payroll` skips. The list business's workers (the data's 1,000 at the large
// scale, 100 at the small) go through the months the portal can compute, oldest first, as a business
// would: each begun, its novedades saved, computed (send_form, timed: the month's computation),
// reviewed and published (mails and the month's entry), all but the newest, which stays computed so
// that its files can be asked for. Then, measured like the lists: the employees list (default view,
// a search, a late page), one payslip PDF, the Previred file and the LRE of the month.
import { payrollPeriod, todayInChile } from '@portal/domain';
import type { Case, Harness } from './api';
import { type Latency, latency } from './stats';

const Q = '/api/v1/client/quotations';

export type PayrollTarget = {
  workers: number;
  /** The months computed, oldest first (YYYY-MM). */
  months: string[];
  /** The newest month's process, left computed. */
  quotationId: number;
  employeeRut: string;
};

export type PayrollFigures = {
  target: PayrollTarget;
  /** Server time of each month's send_form (ms). */
  compute: Latency;
  /** Server time of each month's publish (ms). */
  publish: Latency;
};

/** One timed request; a status in `allowed` (e.g. 422 for a month with an unknown indicator) is returned, not thrown. */
async function call(
  h: Harness,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  allowed: readonly number[] = [],
) {
  const t0 = performance.now();
  const res = await h.app.inject({ method, url, headers: h.list, ...(payload ? { payload } : {}) });
  const ms = performance.now() - t0;
  if (res.statusCode >= 300 && !allowed.includes(res.statusCode))
    throw new Error(`payroll ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return {
    status: res.statusCode,
    json: res.json() as Record<string, unknown> & { [k: string]: unknown },
    ms,
  };
}

/** The months of the process window (newest first) whose indicators are all known. */
async function computableMonths(h: Harness): Promise<{ year: number; month: number }[]> {
  const out: { year: number; month: number }[] = [];
  const today = todayInChile();
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  for (let back = 0; back <= 12; back++) {
    const { json } = await call(h, 'GET', `${Q}/additional?year=${year}&month=${month}`);
    if ((json.missing as string[]).length === 0) out.push({ year, month });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return out;
}

/**
 * Runs up to `maxMonths` months of the list business through the process, newest computable first;
 * a month some worker cannot be computed in (the asignación familiar of a month the portal does not
 * know, for a worker with cargas) is removed and the next older one is tried. The newest computed
 * month stays computed; the others are published.
 */
export async function runPayrollMonths(h: Harness, maxMonths: number): Promise<PayrollFigures> {
  const businessId = Number(h.list['business-id']);
  // A copy of the data per run: the months are begun here, never found.
  await h.db.query('DELETE FROM payroll_quotations WHERE business_id = $1', [businessId]);
  const compute: number[] = [];
  const publish: number[] = [];
  const done: { id: number; period: string; workers: number; rut: string }[] = [];
  for (const m of await computableMonths(h)) {
    if (done.length === maxMonths) break;
    const id = ((await call(h, 'POST', Q, m)).json.quotation as { id: number }).id;
    // The month's workers are its novedades' (current_period would answer the oldest open month).
    const shown = await call(h, 'GET', `${Q}/show/by/${m.year}/${m.month}`);
    const workers = (shown.json.novelties as { employee_rut: string }[]).map((n) => ({
      rut: n.employee_rut,
    }));
    // Novedades a business enters: a few hours over and a bono for one worker in ten.
    const sample = workers.filter((_, k) => k % 10 === 0);
    await call(h, 'PUT', `${Q}/${id}/novelties`, {
      mutual: '00',
      work_injury_additional_rate: 0,
      novelties: sample.map((w) => ({
        employee_rut: w.rut,
        included: true,
        absence_days: 0,
        sick_leave_days: 0,
        overtime_hours: 4,
        advances: 0,
      })),
      bonds: sample.map((w) => ({
        employee_rut: w.rut,
        label: 'Bono de producción',
        amount: 35_000,
        taxable: true,
      })),
      discounts: [],
    });
    const sent = await call(h, 'PUT', `${Q}/${id}/send_form`, undefined, [422]);
    if (sent.status === 422) {
      await h.db.query('DELETE FROM payroll_quotations WHERE business_id = $1 AND id = $2', [businessId, id]);
      continue;
    }
    compute.push(sent.ms);
    const period = payrollPeriod(m);
    done.push({ id, period, workers: workers.length, rut: sample[0]!.rut });
  }
  const newest = done[0];
  if (!newest) throw new Error('no month of the last 12 could be computed for the list business');
  for (const d of done.slice(1)) {
    await call(h, 'PUT', `${Q}/${d.id}/review`);
    publish.push((await call(h, 'PUT', `${Q}/${d.id}/publish`)).ms);
  }
  return {
    target: {
      workers: newest.workers,
      months: done.map((d) => d.period).reverse(),
      quotationId: newest.id,
      employeeRut: newest.rut,
    },
    compute: latency(compute),
    publish: latency(publish.length > 0 ? publish : [0]),
  };
}

export function payrollListCases(): Case[] {
  const E = '/api/v1/client/employees';
  return [
    { name: 'empleados, default view', group: 'default', url: E },
    { name: 'empleados, search by name', group: 'filter', url: `${E}?search=gonzalez` },
    { name: 'empleados, page 10', group: 'filter', url: `${E}?page=10` },
  ];
}

export function payrollFileCases(t: PayrollTarget): Case[] {
  const q = `${Q}/${t.quotationId}`;
  return [
    { name: 'liquidación PDF, one worker', group: 'other', url: `${q}/payslips/${t.employeeRut}/pdf` },
    { name: 'Previred file, the month', group: 'other', url: `${q}/previred` },
    { name: 'LRE, the month', group: 'other', url: `${q}/lre` },
  ];
}
