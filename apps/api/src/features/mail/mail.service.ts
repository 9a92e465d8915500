import type { Queryable } from '@portal/db';
import type { MailMessage, Mailer } from '../../lib/mailer';
import { type JobHandler, enqueueJob } from '../jobs/jobs.service';
import {
  type MailContext,
  findOutboxEmail,
  insertOutboxEmail,
  markOutboxBounced,
  markOutboxSent,
  purgeOutbox,
  setOutboxError,
} from './mail.repository';
import { recipientToken } from './recipients.repository';

// The mail outbox. A message is written in the caller's transaction, with the job that sends it:
// the mail exists exactly when the change that causes it commits, the request never waits on
// SMTP, and an SMTP server that is down delays the mail (the job retries with backoff) instead of
// failing the request.

export const MAIL_JOB = 'mail.send';
/** Sent (or bounced) mail is kept this long, then deleted by MAIL_PURGE_JOB (README.md). */
export const MAIL_RETENTION_DAYS = 90;
export const MAIL_PURGE_JOB = 'mail.purge';
/** How often the purge runs. */
export const MAIL_PURGE_EVERY_SECONDS = 6 * 3600;
/** What a sent mail with a one-time secret keeps as its body (mail.repository's markOutboxSent). */
export const SCRUBBED_BODY =
  'Contenido eliminado al enviarse: el correo llevaba un enlace o código de un solo uso.';
/** About a day of retries with the queue's backoff (10 s doubling, capped at an hour). */
const MAIL_ATTEMPTS = 30;

export type { MailContext } from './mail.repository';

/**
 * Writes `msg` to the outbox in `q` (the caller's transaction) and, with SMTP, its sending job.
 * `context` says what the mail is about (kept on the row; a bounce hook reads it). Answers the
 * outbox row's id.
 */
export async function queueMail(
  q: Queryable,
  mailer: Pick<Mailer, 'kind'>,
  msg: MailMessage,
  context?: MailContext,
): Promise<number> {
  const id = await insertOutboxEmail(q, msg, context);
  // Without SMTP the outbox row is the delivery: the development mailbox shows it.
  if (mailer.kind !== 'smtp') return id;
  await enqueueJob(q, {
    kind: MAIL_JOB,
    payload: { outbox_id: id },
    dedupeKey: `mail:${id}`,
    maxAttempts: MAIL_ATTEMPTS,
  });
  return id;
}

/**
 * queueMail for a mail that carries a one-time secret (a reset link, an invitation, a confirmation
 * code): once SMTP accepts it, the outbox keeps no copy of its body. Without SMTP the row is the
 * delivery (the development mailbox) and is kept as written.
 */
export const queueSecretMail = (
  q: Queryable,
  mailer: Pick<Mailer, 'kind'>,
  msg: MailMessage,
  context?: MailContext,
): Promise<number> => queueMail(q, mailer, msg, { ...context, one_time_secret: true });

/** A mail the receiving server refused for good, as the bounce hook receives it. */
export type MailBounce = { outboxId: number; to: string; reason: string; context: MailContext | null };
export type MailHooks = {
  /** Runs in the transaction that stamps the row bounced (once per row). */
  onBounce?(tx: Queryable, bounce: MailBounce): Promise<void>;
};

/** SMTP answered 5xx (nodemailer's responseCode): retrying will not help. */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The sending job. Idempotent by the outbox row: a row stamped sent is not sent again. SMTP is
 * outside the database, so a worker that dies after the server accepted the message and before
 * the stamp sends it once more on retry (at least once); the Message-ID is the same both times.
 */
export function mailJobs(mailer: Mailer, domain: string, hooks: MailHooks = {}): Record<string, JobHandler> {
  return {
    [MAIL_JOB]: {
      async run(job, db) {
        const row = await findOutboxEmail(db, Number(job.payload.outbox_id));
        if (!row || row.sent_at || row.bounced_at) return;
        try {
          await mailer.send({
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            ...(row.html_body ? { html: row.html_body } : {}),
            messageId: `<outbox-${row.id}@${domain}>`,
          });
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          if (!isPermanentRefusal(err)) {
            // A temporary failure: the queue retries with backoff.
            await setOutboxError(db, row.id, reason).catch(() => {});
            throw err;
          }
          // A permanent refusal (5xx): the row is stamped bounced, the job ends, and whoever the
          // mail was about hears of it in the same transaction.
          await db.transaction(async (tx) => {
            if (!(await markOutboxBounced(tx, row.id, reason))) return;
            await hooks.onBounce?.(tx, {
              outboxId: row.id,
              to: row.to_address,
              reason,
              context: row.context,
            });
          });
          return;
        }
        await markOutboxSent(db, row.id, SCRUBBED_BODY);
      },
    },
    [MAIL_PURGE_JOB]: {
      async run(_job, db) {
        await purgeOutbox(db, MAIL_RETENTION_DAYS, mailer.kind !== 'smtp');
      },
    },
  };
}

// Unsubscribe links: every mail written on a business's behalf carries one (the page that honours
// it is the notification preferences' /api/v1/public/unsubscribe).
export {
  findRecipientByToken,
  recipientToken,
  setUnsubscribed,
  unsubscribedAddresses,
} from './recipients.repository';

/** The unsubscribe link of `address` for the business (made in the caller's transaction). */
export async function unsubscribeUrl(
  q: Queryable,
  publicUrl: string,
  businessId: number,
  address: string,
): Promise<string> {
  return `${publicUrl}/api/v1/public/unsubscribe?token=${await recipientToken(q, businessId, address)}`;
}
