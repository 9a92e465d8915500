// From the stored worker and the month's novedades to the domain's plain description
// (PayrollWorker, PayrollMonth), and the snapshot a payslip keeps of them so that its files (PDF,
// Previred, LRE) never change when the worker's record does afterwards.
import {
  daysInMonth,
  type KnownIndicators,
  type PayrollMonth,
  payrollPeriod,
  type PayrollWorker,
  type Payslip,
  type PayslipTotals,
  type PreviredIdentity,
} from '@portal/domain';
import type { EmployeeRecord } from '../employees/employees.service';
import type { PayslipPdfWorker } from './payslip-pdf';
import type { ItemRow, NoveltyRow } from './payroll.repository';

export function payrollWorkerOf(e: EmployeeRecord): PayrollWorker {
  const plan = e.health_plan_amount ?? 0;
  return {
    contractType: e.contract_type,
    startDate: e.start_date,
    weeklyHours: e.weekly_hours,
    baseSalary: e.base_salary,
    // Art. 47 settles 30 % of the year's profit once the balance is closed: nothing a month.
    gratification:
      e.gratification === 'art_50'
        ? { kind: 'art50' }
        : e.gratification === 'art_47'
          ? { kind: 'art47', amount: 0 }
          : { kind: 'none' },
    afp: e.pension_fund,
    health:
      e.health_system === 'Fonasa'
        ? { system: 'Fonasa' }
        : {
            system: e.health_system,
            plan:
              e.health_money_type === 'health_system_uf'
                ? { currency: 'uf', tenThousandths: Math.round(plan * 10_000) }
                : { currency: 'pesos', amount: Math.round(plan) },
          },
    familyDependents: e.family_charges,
    ...(e.family_tramo ? { familyAllowanceTramo: e.family_tramo } : {}),
    mealAllowance: e.meal_allowance,
    transportAllowance: e.transport_allowance,
  };
}

/**
 * Days of the month outside the contract (hired on the 10th: 9 days; ended on the 20th of a
 * 30-day month: 10), counted as the 30-day commercial month counts them (a contract ending on the
 * month's last day covers it whole). They are paid as days not worked, like an absence.
 */
export function daysOutsideContract(e: EmployeeRecord, year: number, month: number): number {
  const period = payrollPeriod({ year, month });
  const last = daysInMonth(year, month);
  let days = 0;
  if (e.start_date.startsWith(period)) days += Math.min(30, Number(e.start_date.slice(8)) - 1);
  if (e.end_date?.startsWith(period)) {
    const day = Number(e.end_date.slice(8));
    days += day >= last ? 0 : Math.max(0, 30 - day);
  }
  return Math.min(30, days);
}

export function payrollMonthOf(
  q: { year: number; month: number; work_injury_additional_rate: number },
  n: NoveltyRow,
  items: readonly ItemRow[],
  outsideContract: number,
): PayrollMonth {
  const mine = items.filter((i) => i.employee_id === n.employee_id);
  const bonus = (i: ItemRow) => ({ label: i.label, amount: i.amount });
  return {
    period: payrollPeriod(q),
    absenceDays: n.absence_days + outsideContract,
    sickLeaveDays: n.sick_leave_days,
    overtimeHours: n.overtime_hours,
    taxableBonuses: mine.filter((i) => i.kind === 'bond' && i.taxable).map(bonus),
    nonTaxableBonuses: mine.filter((i) => i.kind === 'bond' && !i.taxable).map(bonus),
    otherDeductions: mine.filter((i) => i.kind === 'discount').map(bonus),
    advances: n.advances,
    workInjuryAdditionalRate: q.work_injury_additional_rate,
  };
}

/** The confirmed UF (cents) and UTM the database holds, in the shape the domain takes. */
export function knownIndicatorsOf(
  last: string,
  c: { uf: number | null; utm: number | null; ufSource: string; utmSource: string },
): KnownIndicators {
  return {
    ...(c.uf !== null ? { uf: { date: last, cents: Math.round(c.uf * 100), source: c.ufSource } } : {}),
    ...(c.utm !== null ? { utm: { pesos: Math.round(c.utm), source: c.utmSource } } : {}),
  };
}

/** What a payslip keeps of its worker and month: enough to write its files again, unchanged. */
export type PayslipSnapshot = {
  worker: PayrollWorker;
  month: PayrollMonth;
  identity: PreviredIdentity;
  commune: string;
  pdf: PayslipPdfWorker;
  totals: PayslipTotals;
  daysWorked: number;
  period: string;
  /** The contract's end within this month with its LRE causal (columns 1103/1104); absent otherwise. */
  termination?: { date: string; cause: number };
};

export function snapshotOf(
  e: EmployeeRecord,
  worker: PayrollWorker,
  month: PayrollMonth,
  p: Payslip,
): PayslipSnapshot {
  const bank = [e.bank_code, e.bank_account_type, e.bank_account_number].filter(Boolean).join(' ');
  return {
    worker,
    month,
    identity: {
      rut: e.rut,
      paternalSurname: e.last_name,
      maternalSurname: e.mother_last_name ?? '',
      names: e.first_name,
      gender: e.gender,
      nationality: e.nationality,
    },
    commune: e.commune,
    pdf: {
      rut: e.rut,
      names: e.first_name,
      lastNames: [e.last_name, e.mother_last_name].filter(Boolean).join(' '),
      position: e.position,
      startDate: e.start_date,
      contractType: e.contract_type,
      afp: e.pension_fund,
      healthSystem: e.health_system,
      ...(bank ? { bankAccount: bank } : {}),
    },
    totals: p.totals,
    daysWorked: p.daysWorked,
    period: p.period,
    ...(e.end_date?.startsWith(p.period) && e.termination_cause !== null
      ? { termination: { date: e.end_date, cause: e.termination_cause } }
      : {}),
  };
}

/** The payslip as the domain wrote it, from its stored lines and snapshot. */
export function payslipOf(lines: unknown, rounding: string, s: PayslipSnapshot): Payslip {
  return {
    period: s.period,
    daysWorked: s.daysWorked,
    lines: lines as Payslip['lines'],
    totals: s.totals,
    rounding,
  };
}
