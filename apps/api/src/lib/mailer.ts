import type { Db } from '@portal/db';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { kind: 'smtp' | 'outbox'; send(msg: MailMessage): Promise<void> };

/** SMTP when a URL is configured; otherwise the outbox table read by the development mailbox. */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(msg) {
        await transport.sendMail({ from: opts.from, ...msg });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(msg) {
      await opts.db.query(
        'INSERT INTO outbox_emails (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
        [msg.to, msg.subject, msg.text, msg.html ?? null],
      );
    },
  };
}
