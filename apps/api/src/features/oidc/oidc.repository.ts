import type { Queryable } from '@portal/db';

export type PendingLogin = { clientId: string; redirectUri: string; codeVerifier: string; nonce: string };

/** A started sign-in lives this long. */
export const LOGIN_TTL_SECONDS = 600;

export async function savePendingLogin(db: Queryable, stateHash: string, p: PendingLogin): Promise<void> {
  await db.query(`DELETE FROM oidc_logins WHERE created_at < now() - make_interval(secs => $1)`, [
    LOGIN_TTL_SECONDS,
  ]);
  await db.query(
    `INSERT INTO oidc_logins (state_hash, client_id, redirect_uri, code_verifier, nonce)
     VALUES ($1, $2, $3, $4, $5)`,
    [stateHash, p.clientId, p.redirectUri, p.codeVerifier, p.nonce],
  );
}

/** Takes (deletes) a started sign-in by its state: a state works once, and only while it is fresh. */
export async function takePendingLogin(db: Queryable, stateHash: string): Promise<PendingLogin | null> {
  const { rows } = await db.query<{
    client_id: string;
    redirect_uri: string;
    code_verifier: string;
    nonce: string;
  }>(
    `DELETE FROM oidc_logins WHERE state_hash = $1 AND created_at > now() - make_interval(secs => $2)
     RETURNING client_id, redirect_uri, code_verifier, nonce`,
    [stateHash, LOGIN_TTL_SECONDS],
  );
  const r = rows[0];
  return r
    ? { clientId: r.client_id, redirectUri: r.redirect_uri, codeVerifier: r.code_verifier, nonce: r.nonce }
    : null;
}

export type PortalUser = { id: number; email: string; name: string };

/** The user an identity is linked to, or else the user of that (verified) e-mail, linked now. */
export async function findOrLinkUser(
  db: Queryable,
  issuer: string,
  subject: string,
  email: string,
): Promise<PortalUser | null> {
  const linked = await db.query<PortalUser>(
    `SELECT u.id, u.email, u.name FROM user_identities i JOIN users u ON u.id = i.user_id
      WHERE i.issuer = $1 AND i.subject = $2`,
    [issuer, subject],
  );
  if (linked.rows[0]) return linked.rows[0];
  const byEmail = await db.query<PortalUser>('SELECT id, email, name FROM users WHERE email = $1', [
    email.toLowerCase(),
  ]);
  const user = byEmail.rows[0];
  if (!user) return null;
  await db.query(
    `INSERT INTO user_identities (issuer, subject, user_id, email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (issuer, subject) DO NOTHING`,
    [issuer, subject, user.id, email.toLowerCase()],
  );
  return user;
}
