import type { Queryable } from '@portal/db';
import type { AppDeps } from '../../app';
import { listOutbox } from './dev-mailbox.repository';

export const MAILBOX_LIMIT = 50;
export const MAILBOX_MSG = {
  localOnly: 'El buzón de desarrollo solo se puede abrir desde este mismo equipo.',
} as const;

/**
 * The mailbox exists only where mail goes to the outbox (no SMTP_URL) and never in production:
 * it shows password-reset links, so anywhere else it would hand over accounts.
 */
export const devMailboxEnabled = (deps: Pick<AppDeps, 'config' | 'mailer'>): boolean =>
  deps.mailer.kind === 'outbox' && deps.config.nodeEnv !== 'production';

/** The outbox's latest messages, newest first. */
export const latestMail = (db: Queryable) => listOutbox(db, MAILBOX_LIMIT);

/** The address of a forwarding hop without its port: '127.0.0.1:5173', '[::1]:5173', '::1'. */
function hostOf(hop: string): string {
  const h = hop.trim().replace(/^"|"$/g, '').toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') === -1 ? undefined : h.indexOf(']'));
  return h.split(':').length === 2 ? h.split(':')[0] : h;
}

const isLoopback = (address: string | undefined): boolean => {
  if (!address) return false;
  const a = hostOf(address);
  return a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.');
};

const values = (v: string | string[] | undefined): string[] => (v === undefined ? [] : [v].flat());

/**
 * True when the request comes from this machine. The socket address decides, not request.ip:
 * the app trusts proxies, so request.ip comes from X-Forwarded-For, which any client can write.
 * A request relayed by a local proxy (the web dev server) counts only if every hop it names is
 * local too; a proxy forwarding someone on the network names their address and is refused.
 */
export function isLocalRequest(
  socketAddress: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  if (!isLoopback(socketAddress)) return false;
  const hops = [...values(headers['x-forwarded-for']), ...values(headers['x-real-ip'])].flatMap((line) =>
    line.split(','),
  );
  for (const line of values(headers.forwarded)) {
    for (const m of line.matchAll(/for=("?)([^;,"]+)\1/gi)) hops.push(m[2]);
  }
  return hops.every(isLoopback);
}
