import { ASSOCIATED_USER_MESSAGES as M } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, createHarness, inBusiness } from '../../test/harness';
import { MSG as AUTH_MSG } from '../auth/auth.service';
import { expectStatus } from '../../test/status';

let h: Harness;
let b1: number;
let b2: number;
let owner: AuthHeaders;
beforeAll(async () => {
  h = await createHarness({ businesses: 3, outbox: true });
  b1 = h.businessId('b1');
  b2 = h.businessId('b2');
  owner = inBusiness(await h.signInAs('u1'), b1);
  // b1 is shared with the demo user in the dataset: u1 is its only owner here.
  await h.db.query(
    `DELETE FROM businesses_users WHERE business_id = $1 AND role = 'owner' AND user_id <> $2`,
    [b1, h.ids.users.get('u1')],
  );
});
afterAll(() => h?.close());

const USERS = '/api/v1/client/businesses_users';
const PUBLIC = '/api/v1/public/businesses_users';
type Req = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; payload?: object; ip?: string };
const call = (url: string, headers: Record<string, string>, { method = 'GET', payload, ip }: Req = {}) =>
  h.app.inject({ method, url, headers, payload, ...(ip ? { remoteAddress: ip } : {}) });
const pub = (path: string, payload: object, ip?: string) =>
  call(`${PUBLIC}${path}`, {}, { method: 'POST', payload, ip });

const list = async (headers: Record<string, string>) => {
  const res = await call(`${USERS}?page_size=100`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: number; user_id: number; role_name: string; user: { email: string } }[];
    meta: { owners: number; total_elements: number };
  };
};
const memberId = async (headers: Record<string, string>, email: string) =>
  (await list(headers)).data.find((m) => m.user.email === email)!.id;

/** Invites and answers the token of the link the mail carries. */
async function invite(headers: Record<string, string>, email: string, role: string | number) {
  const res = await call(`${USERS}/send_invitation`, headers, {
    method: 'POST',
    payload: { businesses_user: { email, role } },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ message: M.invited });
  const { rows } = await h.db.query<{ text_body: string }>(
    'SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [email.toLowerCase()],
  );
  const link = /http\S+\/agregar-usuario\?token=(\S+)/.exec(rows[0].text_body);
  expect(link, rows[0].text_body).not.toBeNull();
  return decodeURIComponent(link![1]);
}

const newUser = (token: string, email: string, password = 'ClaveNueva2026') => ({
  invitation: { token, email, name: 'Colega Nueva', password, password_confirmation: password },
});

describe('associated users', () => {
  it('lists the business users, paged by 10, to every role', async () => {
    const res = await call(USERS, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ current_page: 1, page_size: 10, owners: 1 });
    const emails = body.data.map((m: { user: { email: string } }) => m.user.email);
    expect(emails).toContain(h.user('u1').email);
    expect(emails).toContain(h.user('g1').email);
    expect(body.data[0]).toMatchObject({
      business_id: b1,
      role: 0,
      role_name: 'owner',
      user: { beta: false },
    });
    const guest = inBusiness(await h.signInAs('g1'), b1);
    expect((await call(USERS, guest)).statusCode).toBe(200);
  });

  it('invites a new person: token, then e-mail, then password; signed in, linked with the role, once', async () => {
    const email = 'colega.nueva@ejemplo.cl';
    const token = await invite(owner, 'Colega.Nueva@Ejemplo.cl', 2);
    const shown = await pub('/validate_invitation', { token });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().invitation).toMatchObject({ role: 2, role_name: 'other' });
    expect(shown.json().invitation).not.toHaveProperty('email');

    const wrong = await pub('/validate_email_invitation', { token, email: 'otra@ejemplo.cl' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: M.invitationInvalid });
    const ok = await pub('/validate_email_invitation', { token, email });
    expect(ok.json()).toEqual({ valid: true, email });

    const short = await pub('', newUser(token, email, 'corta'));
    expect(short.json()).toEqual({ error: AUTH_MSG.passwordShort });
    const created = await pub('', newUser(token, email));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(M.created);
    const auth = {
      'access-token': String(created.headers['access-token']),
      client: String(created.headers.client),
      uid: String(created.headers.uid),
    };
    const colleague = inBusiness(auth, b1);
    const seen = await list(colleague);
    expect(seen.data.find((m) => m.user.email === email)?.role_name).toBe('other');
    // An Invitado reads but never writes.
    const refused = await call(`${USERS}/send_invitation`, colleague, {
      method: 'POST',
      payload: { businesses_user: { email: 'x@ejemplo.cl', role: 'other' } },
    });
    expect(refused.statusCode).toBe(403);
    // The link works once.
    expect((await pub('/validate_invitation', { token })).statusCode).toBe(400);
    expect((await pub('', newUser(token, email))).statusCode).toBe(400);
    // The token named b1 only.
    expect((await call(USERS, inBusiness(auth, b2))).statusCode).toBe(403);
  });

  it('links an existing account on the e-mail step and answers "user already registered"', async () => {
    const email = h.user('u2').email;
    const token = await invite(owner, email, 'admin');
    const res = await pub('/validate_email_invitation', { token, email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.alreadyRegistered });
    const u2 = inBusiness(await h.signInAs('u2'), b1);
    expect((await list(u2)).data.find((m) => m.user.email === email)?.role_name).toBe('admin');
    expect((await pub('/validate_invitation', { token })).statusCode).toBe(400);
  });

  it('answers the same whether the invited address has an account or not', async () => {
    const send = (email: string) =>
      call(`${USERS}/send_invitation`, owner, {
        method: 'POST',
        payload: { businesses_user: { email, role: 'other' } },
      });
    const known = await send(h.user('u3').email);
    const unknown = await send('nadie.aun@ejemplo.cl');
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    const member = await send(h.user('g1').email);
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({ error: M.alreadyMember });
  });

  it('refuses an expired token and a token for another e-mail', async () => {
    const token = await invite(owner, 'vencida@ejemplo.cl', 'other');
    await h.db.query(
      `UPDATE business_invitations SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
        WHERE email = 'vencida@ejemplo.cl'`,
    );
    expect((await pub('/validate_invitation', { token })).json()).toEqual({ error: M.invitationInvalid });
    expect((await pub('', newUser(token, 'vencida@ejemplo.cl'))).statusCode).toBe(400);
    const other = await invite(owner, 'sola@ejemplo.cl', 'other');
    expect((await pub('', newUser(other, 'intrusa@ejemplo.cl'))).statusCode).toBe(400);
  });

  it('throttles token checks per address (429 with Retry-After)', async () => {
    const ip = '198.51.100.23';
    let last = await pub('/validate_invitation', { token: 'no-existe-0' }, ip);
    for (let i = 1; i < 31 && last.statusCode !== 429; i++)
      last = await pub('/validate_invitation', { token: `no-existe-${i}` }, ip);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect((await pub('/validate_invitation', { token: 'x' }, '198.51.100.24')).statusCode).toBe(400);
  });

  it('keeps each business to itself whatever ids are sent', async () => {
    const u2own = inBusiness(await h.signInAs('u2'), b2);
    const foreign = (await list(u2own)).data[0].id;
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(`${USERS}/${foreign}`, owner, {
        method,
        payload: method === 'PUT' ? { businesses_user: { role: 'other' } } : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: M.notFound });
    }
    expect((await list(u2own)).data[0].role_name).toBe('owner');
    const g1 = await h.signInAs('g1');
    expect((await call(USERS, inBusiness(g1, b2))).statusCode).toBe(403);
  });

  it('lets only an owner grant or remove the owner role; an Invitado changes nothing', async () => {
    const guest = inBusiness(await h.signInAs('g1'), b1);
    const guestId = await memberId(owner, h.user('g1').email);
    const ownerId = await memberId(owner, h.user('u1').email);
    for (const [method, payload] of [
      ['PUT', { businesses_user: { role: 'admin' } }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(`${USERS}/${guestId}`, guest, { method, payload })).statusCode).toBe(403);
    }
    // u2 is an admin of b1 (linked above).
    const admin = inBusiness(await h.signInAs('u2'), b1);
    const promote = await call(`${USERS}/${guestId}`, admin, {
      method: 'PUT',
      payload: { businesses_user: { role: 'owner' } },
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual({ error: M.ownerOnly });
    expect((await call(`${USERS}/${ownerId}`, admin, { method: 'DELETE' })).json()).toEqual({
      error: M.ownerOnly,
    });
    const toAdmin = await call(`${USERS}/${guestId}`, admin, {
      method: 'PUT',
      payload: { businesses_user: { role: 1 } },
    });
    expect(toAdmin.statusCode).toBe(200);
    expect(toAdmin.json()).toMatchObject({
      message: M.updated,
      businesses_user: { role: 1, role_name: 'admin' },
    });
    expectStatus(
      await call(`${USERS}/${guestId}`, admin, {
        method: 'PUT',
        payload: { businesses_user: { role: 'other' } },
      }),
      200,
    );
    const ownerInvite = await call(`${USERS}/send_invitation`, admin, {
      method: 'POST',
      payload: { businesses_user: { email: 'duena@ejemplo.cl', role: 'owner' } },
    });
    expect(ownerInvite.json()).toEqual({ error: M.ownerOnly });
  });

  it('never lets a user change their own role or remove themselves', async () => {
    const ownerId = await memberId(owner, h.user('u1').email);
    const u2Id = await memberId(owner, h.user('u2').email);
    expectStatus(
      await call(`${USERS}/${u2Id}`, owner, {
        method: 'PUT',
        payload: { businesses_user: { role: 'owner' } },
      }),
      200,
    );
    const demote = await call(`${USERS}/${ownerId}`, owner, {
      method: 'PUT',
      payload: { businesses_user: { role: 'other' } },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: M.self });
    expect((await call(`${USERS}/${ownerId}`, owner, { method: 'DELETE' })).json()).toEqual({
      error: M.self,
    });
    expectStatus(
      await call(`${USERS}/${u2Id}`, owner, {
        method: 'PUT',
        payload: { businesses_user: { role: 'admin' } },
      }),
      200,
    );
  });

  it('never removes or demotes the last owner, even in parallel', async () => {
    const ownerId = await memberId(owner, h.user('u1').email);
    const demote = await call(`${USERS}/${ownerId}`, owner, {
      method: 'PUT',
      payload: { businesses_user: { role: 'admin' } },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: M.lastOwner });
    expect((await call(`${USERS}/${ownerId}`, owner, { method: 'DELETE' })).json()).toEqual({
      error: M.lastOwner,
    });

    const u2Id = await memberId(owner, h.user('u2').email);
    const up = await call(`${USERS}/${u2Id}`, owner, {
      method: 'PUT',
      payload: { businesses_user: { role: 'owner' } },
    });
    expect(up.statusCode).toBe(200);
    const second = inBusiness(await h.signInAs('u2'), b1);
    // Two owners demote each other at once: one wins, one owner stays.
    const answers = await Promise.all([
      call(`${USERS}/${u2Id}`, owner, { method: 'PUT', payload: { businesses_user: { role: 'admin' } } }),
      call(`${USERS}/${ownerId}`, second, { method: 'PUT', payload: { businesses_user: { role: 'admin' } } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await list(answers[0].statusCode === 200 ? second : owner)).meta.owners).toBe(1);
  });

  it('removes a user: their access to the business ends at once', async () => {
    const token = await invite(owner, 'pasajera@ejemplo.cl', 'admin');
    const created = await pub('', newUser(token, 'pasajera@ejemplo.cl'));
    const auth = inBusiness(
      {
        'access-token': String(created.headers['access-token']),
        client: String(created.headers.client),
        uid: 'pasajera@ejemplo.cl',
      },
      b1,
    );
    expect((await call(USERS, auth)).statusCode).toBe(200);
    const ownerNow = (await list(auth)).data.find((m) => m.role_name === 'owner')!;
    const boss = ownerNow.user.email === h.user('u1').email ? owner : inBusiness(await h.signInAs('u2'), b1);
    const id = await memberId(boss, 'pasajera@ejemplo.cl');
    const res = await call(`${USERS}/${id}`, boss, { method: 'DELETE' });
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await call(USERS, auth)).statusCode).toBe(403);
    // Left without a business, the person is one who was removed (the blocking notice), not one who
    // never registered a business (the sign-up's business step).
    const profile = await h.app.inject({ method: 'GET', url: '/api/v1/users/my_profile', headers: auth });
    expect(profile.json().user).toMatchObject({ businesses: [], removed_from_business: true });
  });

  it('lists pending invitations to the business and lets an owner or admin void one', async () => {
    const token = await invite(owner, 'pendiente@ejemplo.cl', 'other');
    const res = await call(`${USERS}/invitations`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json().data.find((i: { email: string }) => i.email === 'pendiente@ejemplo.cl');
    expect(pending).toMatchObject({ role: 2, role_name: 'other', invited_by: h.user('u1').name });
    expect(JSON.stringify(res.json())).not.toContain(token);
    // Another business sees nor voids it.
    const other = inBusiness(await h.signInAs('u2'), b2);
    expect((await call(`${USERS}/invitations`, other)).json().data).toEqual([]);
    const foreign = await call(`${USERS}/invitations/${pending.id}`, other, { method: 'DELETE' });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { error: M.invitationNotFound }]);
    // An Invitado reads the list but voids nothing.
    const guest = inBusiness(await h.signInAs('g1'), b1);
    expect((await call(`${USERS}/invitations/${pending.id}`, guest, { method: 'DELETE' })).statusCode).toBe(
      403,
    );
    const voided = await call(`${USERS}/invitations/${pending.id}`, owner, { method: 'DELETE' });
    expect(voided.json()).toEqual({ message: M.invitationRevoked });
    expect((await pub('/validate_invitation', { token })).json()).toEqual({ error: M.invitationInvalid });
    expect(
      (await call(`${USERS}/invitations`, owner)).json().data.map((i: { id: number }) => i.id),
    ).not.toContain(pending.id);
  });

  it('voids what a removed admin sent, and what a demoted one can no longer grant', async () => {
    // The reported path: an admin invites someone as admin, is removed, and the invitee joined as admin.
    const adminToken = await invite(owner, 'admin.temporal@ejemplo.cl', 'admin');
    const created = await pub('', newUser(adminToken, 'admin.temporal@ejemplo.cl'));
    const admin = inBusiness(
      {
        'access-token': String(created.headers['access-token']),
        client: String(created.headers.client),
        uid: 'admin.temporal@ejemplo.cl',
      },
      b1,
    );
    const fromRemoved = await invite(admin, 'complice@ejemplo.cl', 'admin');
    const fromDemoted = await invite(admin, 'otro.complice@ejemplo.cl', 'admin');
    const kept = await invite(admin, 'invitada.legitima@ejemplo.cl', 'other');
    expect((await pub('/validate_invitation', { token: fromRemoved })).statusCode).toBe(200);
    // Demoted to Invitado, its sender grants nothing: every link it sent stops while it stays so.
    const id = await memberId(owner, 'admin.temporal@ejemplo.cl');
    expectStatus(
      await call(`${USERS}/${id}`, owner, { method: 'PUT', payload: { businesses_user: { role: 'other' } } }),
      200,
    );
    expect((await pub('/validate_invitation', { token: fromDemoted })).json()).toEqual({
      error: M.invitationInvalid,
    });
    expect((await pub('/validate_invitation', { token: kept })).statusCode).toBe(400);
    expectStatus(
      await call(`${USERS}/${id}`, owner, { method: 'PUT', payload: { businesses_user: { role: 'admin' } } }),
      200,
    );
    expect((await pub('/validate_invitation', { token: kept })).statusCode).toBe(200);
    // Removed: everything they sent is gone, not only held back.
    expectStatus(await call(`${USERS}/${id}`, owner, { method: 'DELETE' }), 200);
    for (const token of [fromRemoved, fromDemoted, kept]) {
      expect((await pub('', newUser(token, 'complice@ejemplo.cl'))).json()).toEqual({
        error: M.invitationInvalid,
      });
    }
    const left = await h.db.query(
      'SELECT 1 FROM business_invitations WHERE business_id = $1 AND invited_by = $2 AND used_at IS NULL',
      [
        b1,
        (
          await h.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
            'admin.temporal@ejemplo.cl',
          ])
        ).rows[0]!.id,
      ],
    );
    expect(left.rows).toEqual([]);
    const emails = (await list(owner)).data.map((m) => m.user.email);
    expect(emails).not.toContain('complice@ejemplo.cl');
  });
});
