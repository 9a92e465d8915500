// The reminders on the job queue. A recurring round (hourly) enqueues one run per business whose
// setting invoice_reminders is on; a run sends, for each open sale, the step of each active
// reminder that is due today (schedule.ts). A step is claimed in reminder_sends (unique per invoice,
// type and step) in the same transaction that queues its mails and writes the timeline, so it is
// sent once however many workers run and whichever dies mid-send.
import type { Db } from '@portal/db';
import { addDays, todayInChile } from '@portal/domain';
import type { Mailer } from '../../lib/mailer';
import { findCounterpartContacts } from '../clients/clients.service';
import { type JobHandler, enqueueJob } from '../jobs/jobs.service';
import { queueMail, unsubscribeUrl, unsubscribedAddresses } from '../mail/mail.service';
import { postBusinessMessage } from '../messages/messages.service';
import {
  getBusinessPreferences,
  reminderSwitches,
  senderName,
} from '../notification-preferences/notification-preferences.service';
import { reminderMail } from './reminder-mail';
import { REMINDERS_SETTING, businessReminders } from './reminder-rules';
import {
  businessesWithSetting,
  claimStep,
  isStillOpen,
  openSalesForRun,
  recordReminderEvent,
  sentSteps,
} from './reminders.repository';
import { CATCH_UP_DAYS, dueStep } from './schedule';

export const REMINDER_JOBS = { round: 'reminders.round', business: 'reminders.business' } as const;

export type ReminderRunDeps = {
  mailer: Pick<Mailer, 'kind'>;
  publicUrl: string;
  /** The clock (tests move it day by day). */
  now: () => Date;
};

/** The oldest due date a run looks at: the last step of the longest reminder is within it. */
const LOOKBACK_DAYS = 60 + 10 * 30 + CATCH_UP_DAYS;

export type RunOutcome = { steps: number; mails: number };

export async function runBusinessReminders(
  db: Db,
  deps: ReminderRunDeps,
  businessId: number,
): Promise<RunOutcome> {
  const today = todayInChile(deps.now());
  const { enabled, rules } = await businessReminders(db, businessId);
  const active = rules.filter((r) => r.active);
  if (!enabled || active.length === 0) return { steps: 0, mails: 0 };
  const [sales, switches, prefs, business] = await Promise.all([
    openSalesForRun(db, businessId, today, addDays(today, -LOOKBACK_DAYS)),
    reminderSwitches(db, businessId),
    getBusinessPreferences(db, businessId),
    senderName(db, businessId),
  ]);
  const sent = await sentSteps(
    db,
    businessId,
    sales.map((s) => s.id),
  );
  const sentBy = new Map<string, Set<number>>();
  for (const s of sent) {
    const key = `${s.invoice_id}:${s.reminder_type}`;
    if (!sentBy.has(key)) sentBy.set(key, new Set());
    sentBy.get(key)!.add(s.step);
  }

  const outcome: RunOutcome = { steps: 0, mails: 0 };
  for (const sale of sales) {
    const client = switches.clients.get(sale.counterpart_rut);
    if (client?.active === false || switches.invoices.get(sale.id) === false) continue;
    for (const rule of active) {
      const effective =
        rule.reminder_type === 'invoice_by_due' && client?.days != null
          ? { ...rule, days: client.days }
          : rule;
      const step = dueStep(
        effective,
        sale.issue_date,
        sale.due_date,
        today,
        sentBy.get(`${sale.id}:${rule.reminder_type}`) ?? new Set(),
      );
      if (!step) continue;
      const mails = await db.transaction(async (tx) => {
        // Paid (or credited, or no longer counted) since the run began: no reminder.
        if (!(await isStillOpen(tx, businessId, sale.id))) return 0;
        const contacts = await findCounterpartContacts(
          tx,
          businessId,
          { kind: 'client', rut: sale.counterpart_rut },
          { contactTypeId: rule.contact_type },
        );
        const all = contacts.flatMap((c) => c.addresses.map((address) => ({ address, contact: c })));
        const off = await unsubscribedAddresses(
          tx,
          businessId,
          all.map((a) => a.address),
        );
        const to = all.filter((a) => !off.has(a.address.trim().toLowerCase()));
        // Nobody to write to: the step is not claimed (a contact added in the next days still gets it).
        if (to.length === 0) return 0;
        const claimed = await claimStep(tx, businessId, {
          invoice_id: sale.id,
          reminder_type: rule.reminder_type,
          step: step.step,
          planned_on: step.planned_on,
          sent_on: today,
          addresses: to.map((t) => t.address),
        });
        if (!claimed) return 0;
        for (const { address, contact } of to) {
          await queueMail(
            tx,
            deps.mailer,
            reminderMail({
              to: address,
              type: rule.reminder_type,
              business,
              contactName: [contact.name, contact.last_name].filter(Boolean).join(' '),
              folio: sale.folio,
              amount: sale.open_amount,
              dueDate: sale.due_date,
              issueDate: sale.issue_date,
              paymentLink: rule.payment_link,
              signature: prefs.signature,
              unsubscribeUrl: await unsubscribeUrl(tx, deps.publicUrl, businessId, address),
            }),
          );
        }
        await recordReminderEvent(tx, businessId, {
          invoiceId: sale.id,
          clientRut: sale.counterpart_rut,
          detail: {
            reminder_type: rule.reminder_type,
            step: step.step,
            planned_on: step.planned_on,
            addresses: to.map((t) => t.address),
          },
        });
        return to.length;
      });
      if (mails > 0) {
        outcome.steps += 1;
        outcome.mails += mails;
      }
    }
  }
  if (outcome.steps > 0) {
    await postBusinessMessage(db, businessId, {
      kind: 'reminders_sent',
      title:
        outcome.steps === 1
          ? 'Se envió 1 recordatorio de cobranza'
          : `Se enviaron ${outcome.steps} recordatorios de cobranza`,
      body: `Los recordatorios de hoy llegaron a ${outcome.mails} ${outcome.mails === 1 ? 'contacto' : 'contactos'} de tus clientes. Revisa el historial de cobranza de cada factura.`,
      link: '/compras-y-ventas/mis-ventas',
    });
  }
  return outcome;
}

/** Seconds between reminder rounds (REMINDERS_INTERVAL_SECONDS; default hourly, 0 turns them off). */
export const REMINDERS_INTERVAL_SECONDS = 3600;

export function reminderJobs(deps: ReminderRunDeps): Record<string, JobHandler> {
  return {
    [REMINDER_JOBS.round]: {
      async run(job, db) {
        const slot = Number(
          job.payload.slot ?? Math.floor(deps.now().getTime() / 1000 / REMINDERS_INTERVAL_SECONDS),
        );
        for (const { business_id } of await businessesWithSetting(db, REMINDERS_SETTING)) {
          await enqueueJob(db, {
            kind: REMINDER_JOBS.business,
            businessId: Number(business_id),
            payload: { business_id: Number(business_id) },
            dedupeKey: `${REMINDER_JOBS.business}:${business_id}:${slot}`,
          });
        }
      },
    },
    [REMINDER_JOBS.business]: {
      async run(job, db) {
        await runBusinessReminders(db, deps, Number(job.payload.business_id));
      },
    },
  };
}

/**
 * REMINDERS_INTERVAL_SECONDS (default 3600) and DAILY_SUMMARY_INTERVAL_SECONDS (default 300):
 * seconds between rounds; 0 turns a round off in this process.
 */
export function collectionIntervals(env: NodeJS.ProcessEnv = process.env): {
  reminders: number;
  dailySummary: number;
} {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 86_400)
      throw new Error(
        `Configuración inválida:\n  ${name}: debe ser un número entero de segundos entre 0 y 86400`,
      );
    return n;
  };
  return {
    reminders: read('REMINDERS_INTERVAL_SECONDS', REMINDERS_INTERVAL_SECONDS),
    dailySummary: read('DAILY_SUMMARY_INTERVAL_SECONDS', 300),
  };
}
