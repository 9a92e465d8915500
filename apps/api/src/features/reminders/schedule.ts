// When a reminder's mails are due (pure): the steps of one reminder type for one invoice, and the
// step a run sends today. The rules are stated in README.md ("When a reminder is sent").
import type { ReminderType } from '@portal/contracts';
import {
  HolidayTableError,
  type IsoDate,
  addDays,
  businessDayOnOrAfter,
  isBusinessDay,
} from '@portal/domain';

export type ReminderRule = {
  reminder_type: ReminderType;
  active: boolean;
  contact_type: number;
  days: number;
  send_every: number;
  send_maximum: number;
  weekend_lock: boolean;
  payment_link: string | null;
};

export type PlannedStep = { step: number; planned_on: IsoDate; send_on: IsoDate };

/**
 * A step not sent on its day is still sent by a run up to this many days later (a server that was
 * down that day); older ones are skipped, so a business that starts using reminders does not mail
 * its clients about every step of its old invoices at once.
 */
export const CATCH_UP_DAYS = 3;

/** The day a step is sent: its planned day, or with weekend_lock the first business day from it. */
export function sendDay(planned: IsoDate, weekendLock: boolean): IsoDate {
  if (!weekendLock) return planned;
  try {
    return businessDayOnOrAfter(planned);
  } catch (err) {
    // A year the holiday table does not cover yet: only weekends are known (the run never gets
    // here: it only sends steps up to today, and today's year is in the table or the run fails).
    if (!(err instanceof HolidayTableError)) throw err;
    let d = planned;
    while ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) d = addDays(d, 1);
    return d;
  }
}

/**
 * The steps of `rule` for an invoice issued on `issueDate` and due on `dueDate`:
 * - invoice_issued: issue + days, then every send_every days;
 * - invoice_by_due: due − days, then every send_every days, never after the due date (invoice_due
 *   takes over then);
 * - invoice_due: due + days, then every send_every days;
 * at most send_maximum steps.
 */
export function plannedSteps(rule: ReminderRule, issueDate: IsoDate, dueDate: IsoDate): PlannedStep[] {
  const base =
    rule.reminder_type === 'invoice_issued'
      ? addDays(issueDate, rule.days)
      : rule.reminder_type === 'invoice_by_due'
        ? addDays(dueDate, -rule.days)
        : addDays(dueDate, rule.days);
  const steps: PlannedStep[] = [];
  for (let step = 0; step < rule.send_maximum; step++) {
    const planned = addDays(base, step * rule.send_every);
    if (rule.reminder_type === 'invoice_by_due' && planned > dueDate) break;
    steps.push({ step, planned_on: planned, send_on: sendDay(planned, rule.weekend_lock) });
  }
  return steps;
}

/**
 * The step a run on `today` sends, if any: the newest step whose send day is today or up to
 * CATCH_UP_DAYS before, later than every step already sent. With weekend_lock nothing is sent on
 * a Saturday, Sunday or Chilean holiday (isBusinessDay throws for a year outside the holiday
 * table: the run fails loudly instead of guessing).
 */
export function dueStep(
  rule: ReminderRule,
  issueDate: IsoDate,
  dueDate: IsoDate,
  today: IsoDate,
  sentSteps: ReadonlySet<number>,
): PlannedStep | null {
  if (!rule.active) return null;
  if (rule.weekend_lock && !isBusinessDay(today)) return null;
  const lastSent = Math.max(-1, ...sentSteps);
  const earliest = addDays(today, -CATCH_UP_DAYS);
  let found: PlannedStep | null = null;
  for (const s of plannedSteps(rule, issueDate, dueDate)) {
    if (s.step <= lastSent || s.send_on > today || s.send_on < earliest) continue;
    found = s;
  }
  return found;
}
