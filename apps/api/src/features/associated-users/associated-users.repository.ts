import type { Queryable } from '@portal/db';
import type { Role } from '../../lib/access';

// The business's users (businesses_users joined to users) and its invitations. Every query names
// the business first.

export type MemberRow = {
  id: number;
  business_id: number;
  user_id: number;
  role: Role;
  email: string;
  name: string;
  phone: string | null;
  rut: string | null;
};

const MEMBER = `SELECT bu.id::int AS id, bu.business_id::int AS business_id, bu.user_id::int AS user_id, bu.role,
                       u.email, u.name, u.phone, u.rut
                  FROM businesses_users bu JOIN users u ON u.id = bu.user_id`;

export async function listMembers(
  q: Queryable,
  businessId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: MemberRow[]; total: number; owners: number }> {
  const { rows } = await q.query<MemberRow>(
    `${MEMBER} WHERE bu.business_id = $1
      ORDER BY CASE bu.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, lower(u.name), bu.id
      LIMIT $2 OFFSET $3`,
    [businessId, pageSize, (page - 1) * pageSize],
  );
  const counts = await q.query<{ total: number; owners: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE role = 'owner')::int AS owners
       FROM businesses_users WHERE business_id = $1`,
    [businessId],
  );
  return { rows, total: counts.rows[0].total, owners: counts.rows[0].owners };
}

export async function findMember(q: Queryable, businessId: number, id: number): Promise<MemberRow | null> {
  const { rows } = await q.query<MemberRow>(`${MEMBER} WHERE bu.business_id = $1 AND bu.id = $2`, [
    businessId,
    id,
  ]);
  return rows[0] ?? null;
}

export async function isMemberEmail(q: Queryable, businessId: number, email: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM businesses_users bu JOIN users u ON u.id = bu.user_id
      WHERE bu.business_id = $1 AND u.email = $2`,
    [businessId, email],
  );
  return rows.length > 0;
}

/**
 * Locks the business's row for a change of its users, so two parallel changes cannot both see a
 * second owner and together remove the last one; answers the owners left.
 */
export async function lockOwners(q: Queryable, businessId: number): Promise<number> {
  await q.query('SELECT id FROM businesses WHERE id = $1 FOR UPDATE', [businessId]);
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM businesses_users WHERE business_id = $1 AND role = 'owner'`,
    [businessId],
  );
  return rows[0].n;
}

export async function setMemberRole(q: Queryable, businessId: number, id: number, role: Role) {
  await q.query('UPDATE businesses_users SET role = $3 WHERE business_id = $1 AND id = $2', [
    businessId,
    id,
    role,
  ]);
}

export async function deleteMember(q: Queryable, businessId: number, id: number) {
  // The person keeps the date: left without a business, they see the "no business" notice rather
  // than the sign-up's business step.
  await q.query(
    `WITH gone AS (DELETE FROM businesses_users WHERE business_id = $1 AND id = $2 RETURNING user_id)
     UPDATE users SET removed_from_business_at = now() FROM gone WHERE users.id = gone.user_id`,
    [businessId, id],
  );
}

/** Links a user to the business; an existing link keeps its role. */
export async function linkMember(q: Queryable, businessId: number, userId: number, role: Role) {
  await q.query(
    `INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (business_id, user_id) DO NOTHING`,
    [businessId, userId, role],
  );
}

export async function businessName(q: Queryable, businessId: number): Promise<string> {
  const { rows } = await q.query<{ name: string }>(
    'SELECT coalesce(fantasy_name, name) AS name FROM businesses WHERE id = $1',
    [businessId],
  );
  return rows[0]?.name ?? '';
}

/** Replaces the live invitation of (business, e-mail) with a new one. */
export async function createInvitation(
  q: Queryable,
  businessId: number,
  inv: { email: string; role: Role; tokenHash: string; invitedBy: number; days: number },
): Promise<void> {
  await q.query(
    'DELETE FROM business_invitations WHERE business_id = $1 AND email = $2 AND used_at IS NULL',
    [businessId, inv.email],
  );
  await q.query(
    `INSERT INTO business_invitations (business_id, email, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
    [businessId, inv.email, inv.role, inv.tokenHash, inv.invitedBy, inv.days],
  );
}

export type LiveInvitation = {
  id: number;
  business_id: number;
  email: string;
  role: Role;
  expires_at: string;
  business_name: string;
};

/** A role's rank (owner 1, admin 2, other 3): an invitation grants at most its sender's. */
const RANK = (role: string) => `array_position(ARRAY['owner', 'admin', 'other'], ${role})`;

/**
 * A live invitation by its token's hash: the token names the business, never the caller. Live
 * means unused, unexpired, and its sender still an owner or admin of the business with a role at
 * least the one it grants: a removed or demoted sender's links stop working with them.
 */
export async function findLiveInvitation(q: Queryable, tokenHash: string): Promise<LiveInvitation | null> {
  const { rows } = await q.query<LiveInvitation>(
    `SELECT i.id::int AS id, i.business_id::int AS business_id, i.email, i.role,
            to_char(i.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at,
            coalesce(b.fantasy_name, b.name) AS business_name
       FROM business_invitations i JOIN businesses b ON b.id = i.business_id
       JOIN businesses_users s ON s.business_id = i.business_id AND s.user_id = i.invited_by
      WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now()
        AND s.role IN ('owner', 'admin') AND ${RANK('s.role')} <= ${RANK('i.role')}`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export type PendingInvitationRow = {
  id: number;
  email: string;
  role: Role;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
};

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The business's invitations not used nor expired, newest first (a business sends few). */
export async function listPendingInvitations(
  q: Queryable,
  businessId: number,
): Promise<PendingInvitationRow[]> {
  const { rows } = await q.query<PendingInvitationRow>(
    `SELECT i.id::int AS id, i.email, i.role, u.name AS invited_by,
            ${ISO('i.created_at')} AS created_at, ${ISO('i.expires_at')} AS expires_at
       FROM business_invitations i LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.business_id = $1 AND i.used_at IS NULL AND i.expires_at > now()
      ORDER BY i.created_at DESC, i.id DESC LIMIT 200`,
    [businessId],
  );
  return rows;
}

/** Deletes one unused invitation of the business; false when there is none by that id. */
export async function deletePendingInvitation(
  q: Queryable,
  businessId: number,
  id: number,
): Promise<boolean> {
  const res = await q.query(
    'DELETE FROM business_invitations WHERE business_id = $1 AND id = $2 AND used_at IS NULL',
    [businessId, id],
  );
  return res.rowCount === 1;
}

/** Deletes the unused invitations a user sent for the business (when that user leaves it). */
export async function deleteInvitationsSentBy(
  q: Queryable,
  businessId: number,
  userId: number,
): Promise<void> {
  await q.query(
    'DELETE FROM business_invitations WHERE business_id = $1 AND invited_by = $2 AND used_at IS NULL',
    [businessId, userId],
  );
}

/** Marks the invitation used; false when another request used it first. */
export async function consumeInvitation(q: Queryable, businessId: number, id: number): Promise<boolean> {
  const res = await q.query(
    'UPDATE business_invitations SET used_at = now() WHERE business_id = $1 AND id = $2 AND used_at IS NULL',
    [businessId, id],
  );
  return res.rowCount === 1;
}
