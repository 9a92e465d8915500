// The business's users: list, role changes and removal (never of the last owner), and invitations
// by e-mail that a new person accepts with a password or an existing account accepts by e-mail.
import {
  ASSOCIATED_USER_MESSAGES as M,
  type AssociatedUser,
  INVITATION_LIFETIME_DAYS,
  ROLE_LABELS,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { type BusinessScope, ROLE_VALUE, type Role } from '../../lib/access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import type { MailMessage, Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import {
  CHECK_LOCK_AFTER,
  evictUser,
  findUserByEmail,
  hashToken,
  insertUser,
  newToken,
  throttledCheck,
} from '../auth/accounts.service';
import { checkNewPassword } from '../auth/auth.service';
import { type IssuedToken, issueToken } from '../auth/session.service';
import { queueSecretMail } from '../mail/mail.service';
import {
  type LiveInvitation,
  type MemberRow,
  businessName,
  consumeInvitation,
  createInvitation,
  deleteInvitationsSentBy,
  deleteMember,
  deletePendingInvitation,
  findLiveInvitation,
  findMember,
  isMemberEmail,
  linkMember,
  listMembers,
  listPendingInvitations,
  lockOwners,
  setMemberRole,
} from './associated-users.repository';

/** Invitations one user may send in the throttle's window (15 minutes). */
export const SENDS_PER_WINDOW = 20;
const CHECK_KIND = 'invitation';

export const toAssociatedUser = (m: MemberRow): AssociatedUser => ({
  id: m.id,
  business_id: m.business_id,
  role: ROLE_VALUE[m.role],
  role_name: m.role,
  user_id: m.user_id,
  user: {
    beta: false,
    email: m.email,
    id: m.user_id,
    name: m.name,
    phone: m.phone,
    rut: m.rut,
    role: ROLE_VALUE[m.role],
  },
});

export async function membersPage(db: Db, businessId: number, q: { page: number; page_size: number }) {
  const { rows, total, owners } = await listMembers(db, businessId, q.page, q.page_size);
  return {
    data: rows.map(toAssociatedUser),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total, owners },
  };
}

/** Only an owner grants or takes away the owner role (an admin manages admins and guests). */
function requireOwnerFor(actor: BusinessScope, ...roles: Role[]) {
  if (roles.includes('owner') && actor.role !== 'owner') throw forbidden(M.ownerOnly);
}

export async function changeRole(db: Db, actor: BusinessScope & { userId: number }, id: number, role: Role) {
  const member = await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, actor.id);
    const m = await findMember(tx, actor.id, id);
    if (!m) throw notFound(M.notFound);
    if (m.role === role) return m;
    requireOwnerFor(actor, m.role, role);
    if (m.role === 'owner' && owners <= 1) throw conflict(M.lastOwner);
    if (m.user_id === actor.userId) throw conflict(M.self);
    await setMemberRole(tx, actor.id, id, role);
    return { ...m, role };
  });
  // The membership cache must not keep the old role for its few seconds.
  evictUser(member.user_id);
  return { businesses_user: toAssociatedUser(member), message: M.updated };
}

export async function removeMember(db: Db, actor: BusinessScope & { userId: number }, id: number) {
  const member = await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, actor.id);
    const m = await findMember(tx, actor.id, id);
    if (!m) throw notFound(M.notFound);
    requireOwnerFor(actor, m.role);
    if (m.role === 'owner' && owners <= 1) throw conflict(M.lastOwner);
    if (m.user_id === actor.userId) throw conflict(M.self);
    await deleteMember(tx, actor.id, id);
    // What they sent leaves with them: a removed admin's invitee must not come in as admin.
    await deleteInvitationsSentBy(tx, actor.id, m.user_id);
    return m;
  });
  evictUser(member.user_id);
  return { message: M.deleted };
}

export async function pendingInvitations(db: Db, businessId: number) {
  const rows = await listPendingInvitations(db, businessId);
  return { data: rows.map((r) => ({ ...r, role: ROLE_VALUE[r.role], role_name: r.role })) };
}

/** Voids a pending invitation; only an owner voids one that grants the owner role. */
export async function revokeInvitation(db: Db, actor: BusinessScope, id: number) {
  const pending = (await listPendingInvitations(db, actor.id)).find((r) => r.id === id);
  if (!pending) throw notFound(M.invitationNotFound);
  requireOwnerFor(actor, pending.role);
  if (!(await deletePendingInvitation(db, actor.id, id))) throw notFound(M.invitationNotFound);
  return { message: M.invitationRevoked };
}

export type InviteContext = { db: Db; mailer: Mailer; publicUrl: string };

/**
 * Writes the invitation and its mail (outbox) in one transaction. The answer is the same whether
 * the address has an account or not; only an address already in this business is refused.
 */
export async function invite(
  { db, mailer, publicUrl }: InviteContext,
  actor: BusinessScope,
  inviterId: number,
  body: { email: string; role: Role },
) {
  requireOwnerFor(actor, body.role);
  if (await isMemberEmail(db, actor.id, body.email)) throw conflict(M.alreadyMember);
  // Every send counts (nothing gives it back): at most SENDS_PER_WINDOW per user in the window.
  await throttledCheck(db, `invite-send:user:${inviterId}`, SENDS_PER_WINDOW, async () => ({
    ok: false,
    value: null,
  }));
  const token = newToken();
  const name = await businessName(db, actor.id);
  await db.transaction(async (tx) => {
    await createInvitation(tx, actor.id, {
      email: body.email,
      role: body.role,
      tokenHash: hashToken(token),
      invitedBy: inviterId,
      days: INVITATION_LIFETIME_DAYS,
    });
    const link = `${publicUrl}/agregar-usuario?token=${encodeURIComponent(token)}`;
    await queueSecretMail(tx, mailer, invitationMail(body.email, name, body.role, link));
  });
  return { message: M.invited };
}

function invitationMail(to: string, business: string, role: Role, link: string): MailMessage {
  const label = ROLE_LABELS[role];
  const days = INVITATION_LIFETIME_DAYS;
  return {
    to,
    subject: `Te invitaron a ${business} en Portal Cliente`,
    text: [
      'Hola:',
      '',
      `Te invitaron a trabajar con ${business} en Portal Cliente como ${label}.`,
      `Para aceptar, abre este enlace (vale por ${days} días y sirve una sola vez):`,
      link,
      '',
      'Si no esperabas esta invitación, ignora este correo.',
    ].join('\n'),
    html: `<p>Hola:</p><p>Te invitaron a trabajar con ${escapeHtml(business)} en Portal Cliente como ${label}.</p><p><a href="${link}">Aceptar la invitación</a> (vale por ${days} días y sirve una sola vez).</p><p>Si no esperabas esta invitación, ignora este correo.</p>`,
  };
}

/** A live invitation by its token (and e-mail, when given), throttled per address like sign-in. */
async function liveInvitation(db: Db, ip: string, token: string, email?: string): Promise<LiveInvitation> {
  const inv = await throttledCheck(db, `${CHECK_KIND}:${ip}`, CHECK_LOCK_AFTER, async () => {
    const found = await findLiveInvitation(db, hashToken(token));
    const ok = !!found && (email === undefined || found.email === email);
    return { ok, value: ok ? found : null };
  });
  if (!inv) throw badRequest(M.invitationInvalid);
  return inv;
}

export async function showInvitation(db: Db, ip: string, token: string) {
  const inv = await liveInvitation(db, ip, token);
  return {
    invitation: {
      business_name: inv.business_name,
      role: ROLE_VALUE[inv.role],
      role_name: inv.role,
      expires_at: inv.expires_at,
    },
  };
}

const alreadyRegistered = () => new AppError(409, M.alreadyRegistered, 'user_already_registered');

/**
 * The e-mail step. An address with an account joins the business now (the link and the e-mail
 * prove it is theirs) and is answered 'user already registered'; a new one goes on to the password.
 */
export async function validateEmail(db: Db, ip: string, token: string, email: string) {
  const inv = await liveInvitation(db, ip, token, email);
  const user = await findUserByEmail(db, email);
  if (!user) return { valid: true as const, email };
  await db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, inv.business_id, inv.id))) throw badRequest(M.invitationInvalid);
    await linkMember(tx, inv.business_id, user.id, inv.role);
  });
  evictUser(user.id);
  throw alreadyRegistered();
}

export type NewInvitedUser = {
  token: string;
  email: string;
  name: string;
  password?: string | null;
  password_confirmation?: string | null;
};

/** The password step: creates the user linked to the invitation's business with its role, signed in. */
export async function acceptInvitation(
  db: Db,
  ip: string,
  input: NewInvitedUser,
): Promise<{ user: { id: number; email: string; name: string }; token: IssuedToken }> {
  const password = checkNewPassword(input.password, input.password_confirmation);
  const inv = await liveInvitation(db, ip, input.token, input.email);
  if (await findUserByEmail(db, input.email)) throw alreadyRegistered();
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, inv.business_id, inv.id))) throw badRequest(M.invitationInvalid);
    const id = await insertUser(tx, { email: inv.email, name: input.name, passwordHash });
    if (id === null) throw alreadyRegistered();
    await linkMember(tx, inv.business_id, id, inv.role);
    return id;
  });
  const token = await issueToken(db, userId);
  return { user: { id: userId, email: inv.email, name: input.name }, token };
}
