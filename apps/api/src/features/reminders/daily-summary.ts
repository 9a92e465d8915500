// "Resumen diario por correo" (setting daily_summary_email, value HH:MM Chile time): once a day per
// business, from that time on, a mail to each user of the business who did not turn it off, with
// the day before's sales, purchases and collections. A round every few minutes enqueues the
// business's summary keyed by business and day (the queue's dedupe key: once per day, however many
// processes tick); the summary job is transactional (its mails and its done mark commit together).
import type { Db, Queryable } from '@portal/db';
import { addDays, todayInChile } from '@portal/domain';
import type { Mailer } from '../../lib/mailer';
import { type JobHandler, enqueueJob } from '../jobs/jobs.service';
import { queueMail, unsubscribeUrl, unsubscribedAddresses } from '../mail/mail.service';
import { postBusinessMessage } from '../messages/messages.service';
import { senderName, usersSubscribedTo } from '../notification-preferences/notification-preferences.service';
import { type SummaryFigures, summaryMail } from './reminder-mail';
import { businessesWithSetting, collectionEventsOn, issuedOn, paidOn } from './reminders.repository';

export const DAILY_SUMMARY_JOBS = {
  round: 'daily-summary.round',
  business: 'daily-summary.business',
} as const;
export const DAILY_SUMMARY_SETTING = 'daily_summary_email';
const DEFAULT_TIME = '08:00';

const chileClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Santiago',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** 'HH:MM' in Chile at `now`. */
export function chileTime(now: Date): string {
  const parts = chileClock.formatToParts(now);
  const get = (t: 'hour' | 'minute') => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

export type SummaryDeps = { mailer: Pick<Mailer, 'kind'>; publicUrl: string; now: () => Date };

/** Yesterday's figures of the business, relative to `day`. */
export async function summaryFigures(q: Queryable, businessId: number, day: string): Promise<SummaryFigures> {
  const yesterday = addDays(day, -1);
  const [sales, purchases, paid, events] = await Promise.all([
    issuedOn(q, businessId, 'VENTA', yesterday),
    issuedOn(q, businessId, 'COMPRA', yesterday),
    paidOn(q, businessId, yesterday),
    collectionEventsOn(q, businessId, yesterday),
  ]);
  return { day: yesterday, sales, purchases, paid, ...events };
}

/** Queues the summary of `day` (about the day before) for the business's users; answers the mails. */
export async function sendDailySummary(
  tx: Queryable,
  deps: Pick<SummaryDeps, 'mailer' | 'publicUrl'>,
  businessId: number,
  day: string,
): Promise<number> {
  const users = await usersSubscribedTo(tx, businessId, 'daily_summary');
  const off = await unsubscribedAddresses(
    tx,
    businessId,
    users.map((u) => u.address),
  );
  const to = users.filter((u) => !off.has(u.address.toLowerCase()));
  if (to.length === 0) return 0;
  const [figures, business] = await Promise.all([
    summaryFigures(tx, businessId, day),
    senderName(tx, businessId),
  ]);
  for (const u of to) {
    await queueMail(
      tx,
      deps.mailer,
      summaryMail({
        to: u.address,
        userName: u.name,
        business,
        figures,
        portalUrl: deps.publicUrl,
        unsubscribeUrl: await unsubscribeUrl(tx, deps.publicUrl, businessId, u.address),
      }),
    );
  }
  await postBusinessMessage(tx, businessId, {
    kind: 'daily_summary',
    title: 'Resumen diario enviado',
    body: `El resumen de ${business} del día anterior se envió a ${to.length} ${to.length === 1 ? 'usuario' : 'usuarios'}.`,
    link: '/dashboard',
  });
  return to.length;
}

/** Enqueues today's summary of every business whose time has come (once per business and day). */
export async function enqueueDueSummaries(db: Db, now: Date): Promise<number> {
  const today = todayInChile(now);
  const time = chileTime(now);
  let queued = 0;
  for (const { business_id, value } of await businessesWithSetting(db, DAILY_SUMMARY_SETTING)) {
    if (time < (value ?? DEFAULT_TIME)) continue;
    const id = await enqueueJob(db, {
      kind: DAILY_SUMMARY_JOBS.business,
      businessId: Number(business_id),
      payload: { business_id: Number(business_id), day: today },
      dedupeKey: `${DAILY_SUMMARY_JOBS.business}:${business_id}:${today}`,
    });
    if (id !== null) queued++;
  }
  return queued;
}

export function dailySummaryJobs(deps: SummaryDeps): Record<string, JobHandler> {
  return {
    [DAILY_SUMMARY_JOBS.round]: {
      async run(_job, db) {
        await enqueueDueSummaries(db, deps.now());
      },
    },
    [DAILY_SUMMARY_JOBS.business]: {
      transactional: true,
      async run(job, tx) {
        await sendDailySummary(tx, deps, Number(job.payload.business_id), String(job.payload.day));
      },
    },
  };
}
