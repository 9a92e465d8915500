// The addresses a business writes to and their unsubscribe tokens (table mail_recipients).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '@portal/db';

const normal = (address: string) => address.trim().toLowerCase();

/**
 * The unsubscribe token of `address` for the business, made on first use. Runs in the caller's
 * transaction, so the link in a queued mail exists exactly when the mail does.
 */
export async function recipientToken(q: Queryable, businessId: number, address: string): Promise<string> {
  const { rows } = await q.query<{ token: string }>(
    `INSERT INTO mail_recipients (business_id, address, token) VALUES ($1, $2, $3)
     ON CONFLICT (business_id, address) DO UPDATE SET address = EXCLUDED.address
     RETURNING token`,
    [businessId, normal(address), randomBytes(24).toString('base64url')],
  );
  return rows[0]!.token;
}

/** The addresses among `addresses` that unsubscribed from the business's mail (lower-cased). */
export async function unsubscribedAddresses(
  q: Queryable,
  businessId: number,
  addresses: readonly string[],
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const { rows } = await q.query<{ address: string }>(
    `SELECT address FROM mail_recipients
      WHERE business_id = $1 AND address = ANY($2::text[]) AND unsubscribed_at IS NOT NULL`,
    [businessId, addresses.map(normal)],
  );
  return new Set(rows.map((r) => r.address));
}

/** Who a token names, or undefined for a token that exists nowhere. */
export async function findRecipientByToken(
  q: Queryable,
  token: string,
): Promise<{ business_id: number; address: string; unsubscribed_at: Date | null } | undefined> {
  const { rows } = await q.query<{ business_id: number; address: string; unsubscribed_at: Date | null }>(
    'SELECT business_id, address, unsubscribed_at FROM mail_recipients WHERE token = $1',
    [token],
  );
  return rows[0];
}

/** Marks the token's address unsubscribed (or subscribed again); false for an unknown token. */
export async function setUnsubscribed(q: Queryable, token: string, unsubscribed: boolean): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE mail_recipients SET unsubscribed_at = CASE WHEN $2 THEN coalesce(unsubscribed_at, now()) END
      WHERE token = $1`,
    [token, unsubscribed],
  );
  return (rowCount ?? 0) > 0;
}
