import type {
  InvoiceReminderSchedule,
  Reminder,
  ReminderType,
  ReminderUpdate,
  RemindersResponse,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { todayInChile } from '@portal/domain';
import { badRequest, notFound } from '../../lib/errors';
import { reminderSwitches } from '../notification-preferences/notification-preferences.service';
import {
  contactTypes,
  saleFacts,
  saveReminderDaysSetting,
  sentSteps,
  upsertReminder,
} from './reminders.repository';
import { plannedSteps } from './schedule';
import { businessReminders } from './reminder-rules';
import type { ReminderRule } from './schedule';

// Collection reminders (spec §7 "Reminders"): one per business and type, the defaults until the
// business saves one; the per-invoice schedule; the runs on the job queue (reminder-run.ts) and the
// daily summary (daily-summary.ts) are exported from here for background.ts.

export {
  REMINDER_JOBS,
  collectionIntervals,
  reminderJobs,
  runBusinessReminders,
  type ReminderRunDeps,
} from './reminder-run';
export { REMINDERS_SETTING, REMINDER_DEFAULTS, businessReminders } from './reminder-rules';
export {
  DAILY_SUMMARY_JOBS,
  chileTime,
  dailySummaryJobs,
  enqueueDueSummaries,
  sendDailySummary,
} from './daily-summary';

export const REMINDER_MSG = {
  updated: 'Recordatorio actualizado con éxito',
  /** Spec §8: the screen's failure notification. */
  updateFailed: 'No se pudo actualizar el recordatorio. Intente nuevamente.',
  unknownContactType:
    "Dato inválido en el cuerpo, campo 'reminder.contact_type': no existe ese tipo de contacto",
  invoiceNotFound: 'No existe esa factura.',
} as const;

const toReminder = (r: ReminderRule & { id: number | null }): Reminder => ({
  id: r.id,
  reminder_type: r.reminder_type,
  active: r.active,
  contact_type: r.contact_type,
  days: r.days,
  send_every: r.send_every,
  send_maximum: r.send_maximum,
  weekend_lock: r.weekend_lock,
  payment_link: r.payment_link,
  deleted_at: null,
});

export async function listReminders(db: Queryable, businessId: number): Promise<RemindersResponse> {
  const [{ enabled, rules }, types] = await Promise.all([
    businessReminders(db, businessId),
    contactTypes(db),
  ]);
  return { reminders: rules.map(toReminder), enabled, contact_types: types };
}

export async function getReminder(db: Queryable, businessId: number, type: ReminderType): Promise<Reminder> {
  const { rules } = await businessReminders(db, businessId);
  return toReminder(rules.find((r) => r.reminder_type === type)!);
}

/** Changes only the fields sent; invoice_by_due's days go to the setting invoice_reminders. */
export async function updateReminder(
  db: Db,
  businessId: number,
  type: ReminderType,
  patch: ReminderUpdate & { payment_link?: string | null },
): Promise<Reminder> {
  return db.transaction(async (tx) => {
    if (
      patch.contact_type !== undefined &&
      !(await contactTypes(tx)).some((t) => t.id === patch.contact_type)
    )
      throw badRequest(REMINDER_MSG.unknownContactType);
    const current = (await businessReminders(tx, businessId)).rules.find((r) => r.reminder_type === type)!;
    const next = {
      ...current,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    await upsertReminder(tx, businessId, {
      reminder_type: type,
      active: next.active,
      contact_type: next.contact_type,
      days: type === 'invoice_by_due' ? null : next.days,
      send_every: next.send_every,
      send_maximum: next.send_maximum,
      weekend_lock: next.weekend_lock,
      payment_link: next.payment_link,
    });
    if (type === 'invoice_by_due' && patch.days !== undefined)
      await saveReminderDaysSetting(tx, businessId, patch.days);
    return toReminder((await businessReminders(tx, businessId)).rules.find((r) => r.reminder_type === type)!);
  });
}

/**
 * The planned and sent steps of one invoice. A step is 'sent' when reminder_sends has it,
 * 'planned' while the invoice is in collection and its day has not passed, 'skipped' otherwise.
 */
export async function invoiceSchedule(
  db: Queryable,
  businessId: number,
  invoiceId: number,
  now: Date = new Date(),
): Promise<InvoiceReminderSchedule> {
  const inv = await saleFacts(db, businessId, invoiceId);
  if (!inv) throw notFound(REMINDER_MSG.invoiceNotFound);
  const today = todayInChile(now);
  const [{ enabled, rules }, switches, sent] = await Promise.all([
    businessReminders(db, businessId),
    reminderSwitches(db, businessId),
    sentSteps(db, businessId, [invoiceId]),
  ]);
  const client = switches.clients.get(inv.counterpart_rut);
  const status: InvoiceReminderSchedule['status'] =
    inv.direction !== 'VENTA'
      ? 'not_sale'
      : inv.payed
        ? 'paid'
        : !inv.open
          ? // The true reason first: out of collection by its kind, by the cut-off, or by its saldo.
            !inv.collectible
            ? 'not_collectible'
            : inv.before_collections
              ? 'before_collections'
              : 'no_balance'
          : !enabled
            ? 'reminders_off'
            : client?.active === false
              ? 'client_off'
              : switches.invoices.get(invoiceId) === false
                ? 'invoice_off'
                : 'active';
  const steps: InvoiceReminderSchedule['steps'] = [];
  const sentKey = new Map(sent.map((s) => [`${s.reminder_type}:${s.step}`, s]));
  if (inv.direction === 'VENTA') {
    for (const rule of rules) {
      const effective =
        rule.reminder_type === 'invoice_by_due' && client?.days != null
          ? { ...rule, days: client.days }
          : rule;
      const planned = rule.active ? plannedSteps(effective, inv.issue_date, inv.due_date) : [];
      const seen = new Set<number>();
      for (const p of planned) {
        const done = sentKey.get(`${rule.reminder_type}:${p.step}`);
        seen.add(p.step);
        // Out of collection (paid, switched off, …): the steps still to come will not happen.
        if (!done && status !== 'active' && p.send_on >= today) continue;
        steps.push({
          reminder_type: rule.reminder_type,
          step: p.step,
          planned_on: p.planned_on,
          send_on: p.send_on,
          state: done ? 'sent' : status === 'active' && p.send_on >= today ? 'planned' : 'skipped',
          sent_on: done?.sent_on ?? null,
          addresses: done?.addresses ?? [],
        });
      }
      // Steps sent under an earlier rule (the reminder changed since) stay on the record.
      for (const s of sent)
        if (s.reminder_type === rule.reminder_type && !seen.has(s.step))
          steps.push({
            reminder_type: s.reminder_type,
            step: s.step,
            planned_on: s.planned_on,
            send_on: s.sent_on,
            state: 'sent',
            sent_on: s.sent_on,
            addresses: s.addresses,
          });
    }
  }
  steps.sort((a, b) => a.send_on.localeCompare(b.send_on) || a.step - b.step);
  return { invoice_id: inv.id, client_rut: inv.counterpart_rut, due_date: inv.due_date, status, steps };
}
