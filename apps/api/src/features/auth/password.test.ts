import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, type Harness, PUBLIC_URL, createHarness } from '../../test/harness';
import { expectStatus } from '../../test/status';
import { MSG } from './auth.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });
const profileStatus = async (headers: AuthHeaders) =>
  (await h.app.inject({ method: 'GET', url: '/api/v1/users/my_profile', headers })).statusCode;
const signInStatus = async (email: string, password: string) =>
  (await post('/api/v1/users/sign_in', { email, password })).statusCode;

describe('POST /api/v1/users/my_profile/update_password', () => {
  const url = '/api/v1/users/my_profile/update_password';

  it('needs both fields, equal, and long enough', async () => {
    const auth = await h.signInAs('u1');
    const cases: [object, string][] = [
      [{}, MSG.passwordNull],
      [{ user: {} }, MSG.passwordNull],
      [{ user: { password: 'NuevaClave1', password_confirmation: null } }, MSG.passwordNull],
      [{ user: { password: '', password_confirmation: '' } }, MSG.passwordNull],
      [{ user: { password: 'NuevaClave1', password_confirmation: 'NuevaClave2' } }, MSG.passwordMismatch],
      [{ user: { password: 'corta', password_confirmation: 'corta' } }, MSG.passwordShort],
    ];
    for (const [payload, error] of cases) {
      const res = await post(url, payload, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await profileStatus(auth)).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const u = h.user('u2');
    const current = await h.signInAs('u2');
    const other = await h.signInAs('u2');
    const res = await post(
      url,
      {
        user: {
          current_password: u.password,
          password: 'OtraClave2026',
          password_confirmation: 'OtraClave2026',
        },
      },
      current,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tu contraseña fue actualizada con éxito.' });
    expect(await profileStatus(current)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect(await signInStatus(u.email, u.password)).toBe(401);
    expect(await signInStatus(u.email, 'OtraClave2026')).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post(url, {
      user: { password: 'OtraClave2026', password_confirmation: 'OtraClave2026' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password recovery by e-mail', () => {
  const base = '/api/v1/users/passwords';

  it('mails a single-use link that sets the password and ends every session', async () => {
    const u = h.user('u3');
    const before = await h.signInAs('u3');
    const sent = await post(`${base}/send_reset_password_instructions`, { email: u.email });
    expect(sent.statusCode).toBe(200);

    const mail = await h.mail.waitFor((m) => m.to.includes(u.email));
    expect(mail.subject).toBe('Recupera tu contraseña de Portal Cliente');
    expect(mail.text).toContain(`Hola ${u.name}:`);
    expect(mail.html).toContain('Crear una nueva contraseña');
    const link = mail.text.match(/(\S+\/reset_password\/([\w-]+))/);
    expect(link?.[1].startsWith(`${PUBLIC_URL}/reset_password/`)).toBe(true);
    const token = link![2];

    const show = await post(`${base}/show_by_reset_password_token`, { reset_password_token: token });
    expect(show.statusCode).toBe(200);
    expect(show.json()).toEqual({ user: { email: u.email, name: u.name } });

    const mismatch = await post(`${base}/update_password_by_reset_password_token`, {
      reset_password_token: token,
      password: 'Recuperada2026',
      password_confirmation: 'Recuperada2027',
    });
    expect(mismatch.json()).toEqual({ error: MSG.passwordMismatch });

    const update = (password: string) =>
      post(`${base}/update_password_by_reset_password_token`, {
        reset_password_token: token,
        password,
        password_confirmation: password,
      });
    const done = await update('Recuperada2026');
    expect(done.statusCode).toBe(200);
    expect(await profileStatus(before)).toBe(401);
    expect(await signInStatus(u.email, u.password)).toBe(401);
    expect(await signInStatus(u.email, 'Recuperada2026')).toBe(200);

    const reused = await update('OtraMas2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: MSG.resetInvalid });
    const showAgain = await post(`${base}/show_by_reset_password_token`, { reset_password_token: token });
    expect(showAgain.json()).toEqual({ error: MSG.resetInvalid });
  });

  it('voids a link asked for before the password was changed', async () => {
    // Someone who read the mailbox once keeps no way back in after the owner changes the password.
    const u = h.user('u1');
    expectStatus(await post(`${base}/send_reset_password_instructions`, { email: u.email }), 200);
    const mail = await h.mail.waitFor((m) => m.to.includes(u.email) && m.subject.startsWith('Recupera'));
    const token = mail.text.match(/\/reset_password\/([\w-]+)/)![1]!;
    const auth = await h.signInAs('u1');
    const changed = await post(
      '/api/v1/users/my_profile/update_password',
      {
        user: {
          current_password: u.password,
          password: 'CambiadaHoy2026',
          password_confirmation: 'CambiadaHoy2026',
        },
      },
      auth,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const show = await post(`${base}/show_by_reset_password_token`, { reset_password_token: token });
    expect([show.statusCode, show.json()]).toEqual([400, { error: MSG.resetInvalid }]);
    const use = await post(`${base}/update_password_by_reset_password_token`, {
      reset_password_token: token,
      password: 'DelIntruso2026',
      password_confirmation: 'DelIntruso2026',
    });
    expect([use.statusCode, use.json()]).toEqual([400, { error: MSG.resetInvalid }]);
    expect(await signInStatus(u.email, 'CambiadaHoy2026')).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const count = h.mail.messages.length;
    const known = await post(`${base}/send_reset_password_instructions`, { email: h.user('u4').email });
    const unknown = await post(`${base}/send_reset_password_instructions`, { email: 'nadie@ejemplo.cl' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await h.mail.waitFor((m) => m.to.includes(h.user('u4').email));
    expect(h.mail.messages.length).toBe(count + 1);
    expect(h.mail.to('nadie@ejemplo.cl')).toEqual([]);
  });

  it('refuses an invented token', async () => {
    const res = await post(`${base}/show_by_reset_password_token`, { reset_password_token: 'inventado' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MSG.resetInvalid });
  });
});

describe('POST /api/v1/users/my_profile/delete_account', () => {
  const url = '/api/v1/users/my_profile/delete_account';

  it('needs the password, then deletes the user and their sessions', async () => {
    const u = h.user('u5');
    const auth = await h.signInAs('u5');
    const missing = await post(url, {}, auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain("'password'");
    const wrong = await post(url, { password: 'no-es-la-clave' }, auth);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: MSG.wrongPassword });
    expect(await profileStatus(auth)).toBe(200);

    const ok = await post(url, { password: u.password }, auth);
    expect(ok.statusCode).toBe(200);
    expect(await profileStatus(auth)).toBe(401);
    expect(await signInStatus(u.email, u.password)).toBe(401);
    const { rows } = await h.db.query('SELECT 1 FROM businesses_users WHERE user_id = $1', [
      h.ids.users.get('u5'),
    ]);
    expect(rows).toEqual([]);
    // The business stays: it belongs to the company, not to the person.
    const b = await h.db.query('SELECT 1 FROM businesses WHERE id = $1', [h.businessId('b5')]);
    expect(b.rows.length).toBe(1);
  });
});
