import type { Db } from '@portal/db';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * The mail transport. Mail is never sent from a request: it is written to the outbox in the
 * transaction that causes it (features/mail) and, with SMTP, a queue job hands it to `send`.
 * `outbox`: no SMTP; the outbox row is the delivery, read by the development mailbox.
 */
export type Mailer = {
  kind: 'smtp' | 'outbox';
  /** Sends one message; `messageId` is stable per outbox row, so a resend can be told apart. */
  send(msg: MailMessage & { messageId: string }): Promise<void>;
};

/**
 * SMTP when a URL is configured; otherwise the outbox table read by the development mailbox.
 * `db` is no longer used (the outbox is written by features/mail in the caller's transaction);
 * it stays optional for the callers that still pass it.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db?: Db }): Mailer {
  if (opts.smtpUrl) {
    // A dead server answers in seconds, not minutes: the job fails and is retried later.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(msg) {
        await transport.sendMail({ from: opts.from, ...msg });
      },
    };
  }
  return { kind: 'outbox', async send() {} };
}
