import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export type CaughtMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  raw: string;
};

export type MailCatcher = {
  /** smtp://127.0.0.1:<port> for the app's mailer (plain SMTP: the catcher offers no STARTTLS). */
  url: string;
  messages: CaughtMail[];
  /** Messages to this address, oldest first. */
  to(address: string): CaughtMail[];
  /** Resolves with the first message matching, waiting for it if it has not arrived yet. */
  waitFor(match: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server in the test process that keeps every message it receives. `delayMs` holds
 * each message that long before accepting it, like a distant or busy server; `port` picks the
 * port (a server that comes back where a dead one was); `rejects` lists addresses it refuses (550).
 */
export async function startMailCatcher(
  opts: { delayMs?: number; port?: number; rejects?: Set<string> } = {},
): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A recipient in `rejects` (lower-cased) is refused for good: 550, as a server without that mailbox.
    onRcptTo(address, _session, callback) {
      if (opts.rejects?.has(address.address.toLowerCase())) {
        const err = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        setTimeout(() => {
          messages.push({ from, to, raw, ...parseMail(raw) });
          callback();
        }, opts.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    async waitFor(match, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error('No llegó el correo esperado al servidor SMTP de prueba');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
