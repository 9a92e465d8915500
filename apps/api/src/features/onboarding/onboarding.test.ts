import { confirmedResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { MSG as AUTH_MSG } from '../auth/auth.service';
import { ONBOARDING_MSG } from './onboarding.service';
import { codeFor, freshIp, post, sessionOf, signUpPayload } from './test-helpers';
import { expectStatus } from '../../test/status';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
});
afterAll(() => h?.close());

const SIGN_UP = '/v1/client/onboarding/users';
const CONFIRM = '/v1/client/onboarding/confirmation';
const LINK = '/v1/client/onboarding/token_confirmation';
const RESEND = '/v1/client/onboarding/confirmation/resend';
let n = 0;
const email = () => `persona${++n}.${process.pid}@pyme.cl`;
const signInRes = (address: string, password = 'clave-segura-1') =>
  post(h, '/v1/users/sign_in', { email: address, password });
const expireConfirmation = (address: string) =>
  h.db.query(
    `UPDATE account_confirmations SET created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
      WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [address],
  );

describe('sign-up', () => {
  it('creates an unconfirmed account, mails a code, and sign-in refuses it in Spanish until confirmed', async () => {
    const address = email();
    const res = await post(h, SIGN_UP, signUpPayload(address, { ref: 'AMIGO-7' }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: ONBOARDING_MSG.signUpSent });
    const { code } = await codeFor(h, address);
    expect(code).toMatch(/^\d{6}$/);

    const refused = await signInRes(address);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(AUTH_MSG.unconfirmed);
    // A wrong password says nothing about the account being unconfirmed.
    expect((await signInRes(address, 'otra-clave-9')).json().error).toBe(AUTH_MSG.badCredentials);

    const { rows } = await h.db.query<{
      referral_code: string;
      confirmed_at: Date | null;
      term_document_id: number;
    }>('SELECT referral_code, confirmed_at, term_document_id FROM users WHERE email = $1', [address]);
    expect(rows[0]).toMatchObject({ referral_code: 'AMIGO-7', confirmed_at: null });
    expect(rows[0].term_document_id).not.toBeNull();
  });

  it('answers an e-mail that already has an account exactly like a new one, and mails its owner a notice', async () => {
    const owner = h.user('u1');
    const before = await h.db.query('SELECT password_hash FROM users WHERE email = $1', [owner.email]);
    const res = await post(h, SIGN_UP, signUpPayload(owner.email.toUpperCase()));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: ONBOARDING_MSG.signUpSent });
    const notice = await h.mail.waitFor(
      (m) => m.to.includes(owner.email) && /Ya tienes una cuenta/.test(m.subject),
      10_000,
    );
    expect(notice.text).toContain('/recovery-password');
    const after = await h.db.query('SELECT password_hash FROM users WHERE email = $1', [owner.email]);
    expect(after.rows).toEqual(before.rows);
    expect((await h.signInAs('u1'))['access-token']).toBeTruthy();
  });

  it('refuses bad input in Spanish: e-mail, short or different passwords, terms not accepted', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: 'no-es-correo' }, /correo electrónico válido/],
      [{ password: 'corta', password_confirmation: 'corta' }, /al menos 8 caracteres/],
      [{ password_confirmation: 'distinta-123' }, /Credenciales no iguales/],
      [{ terms_accepted: false }, /términos y condiciones/],
      [{ name: '   ' }, /Ingresa tu nombre/],
    ];
    for (const [extra, message] of cases) {
      const res = await post(h, SIGN_UP, signUpPayload(email(), extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });

  it('limits sign-ups per address (429 with Retry-After)', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push((await post(h, SIGN_UP, signUpPayload(email()), {}, ip)).statusCode);
    expect(codes.every((c) => c === 202)).toBe(true);
    const limited = await post(h, SIGN_UP, signUpPayload(email()), {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('account confirmation', () => {
  it('confirms with the code, signs in at once, and the account then signs in normally', async () => {
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    const { code } = await codeFor(h, address);
    const res = await post(h, CONFIRM, { email: address, code });
    expect(res.statusCode).toBe(200);
    expect(confirmedResponse.parse(res.json()).data.email).toBe(address);
    const profile = await h.app.inject({
      method: 'GET',
      url: '/api/v1/users/my_profile',
      headers: sessionOf(res),
    });
    expect(profile.statusCode).toBe(200);
    expect((await signInRes(address)).statusCode).toBe(200);
    // Spent: the same code does not confirm twice.
    expect((await post(h, CONFIRM, { email: address, code })).statusCode).toBe(400);
  });

  it('answers a wrong code, an unknown e-mail and a confirmed account the same', async () => {
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    const { code } = await codeFor(h, address);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all([
      post(h, CONFIRM, { email: address, code: wrong }),
      post(h, CONFIRM, { email: `nadie.${process.pid}@pyme.cl`, code }),
      post(h, CONFIRM, { email: h.user('u1').email, code }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ONBOARDING_MSG.codeWrong);
    }
    expect((await post(h, CONFIRM, { email: address, code: '12a456' })).statusCode).toBe(400);
  });

  it('spends the code after 5 wrong attempts, even parallel ones; a new code works', async () => {
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    const { code } = await codeFor(h, address);
    const wrong = String((Number(code) + 3) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => post(h, CONFIRM, { email: address, code: wrong })),
    );
    expect(burst.every((r) => r.statusCode === 400)).toBe(true);
    expect((await post(h, CONFIRM, { email: address, code })).statusCode).toBe(400);
    const { rows } = await h.db.query<{ attempts: number }>(
      'SELECT attempts FROM account_confirmations c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [address],
    );
    expect(rows[0].attempts).toBe(5);

    await h.db.query(
      `UPDATE account_confirmations SET created_at = now() - interval '2 minutes'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [address],
    );
    expect((await post(h, RESEND, { email: address })).statusCode).toBe(202);
    const fresh = await codeFor(h, address, 2);
    expect((await post(h, CONFIRM, { email: address, code: fresh.code })).statusCode).toBe(200);
  });

  it('caps code attempts per address over a window, however many codes are sent', async () => {
    // Each resend used to give 5 fresh guesses: 10 per window now, across codes.
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    const again = async (n: number) => {
      await h.db.query(
        `UPDATE account_confirmations SET created_at = now() - interval '2 minutes'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [address],
      );
      expectStatus(await post(h, RESEND, { email: address }), 202);
      return codeFor(h, address, n);
    };
    let current = await codeFor(h, address);
    for (let round = 0; round < 2; round++) {
      const wrong = String((Number(current.code) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++)
        expect((await post(h, CONFIRM, { email: address, code: wrong })).statusCode).toBe(400);
      current = await again(round + 2);
    }
    const locked = await post(h, CONFIRM, { email: address, code: current.code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Demasiados intentos/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address answers the same once past the cap: the lock reveals no account.
    const nobody = `nadie.cap.${process.pid}@pyme.cl`;
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await post(h, CONFIRM, { email: nobody, code: '123456' })).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers[10]).toBe(429);
    // The link, a different proof, still confirms the account.
    expect((await post(h, LINK, { token: current.token })).statusCode).toBe(200);
  });

  it('refuses an expired code and an expired link', async () => {
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    const { code, token } = await codeFor(h, address);
    await expireConfirmation(address);
    expect((await post(h, CONFIRM, { email: address, code })).json().error).toBe(ONBOARDING_MSG.codeWrong);
    expect((await post(h, LINK, { token })).json().error).toBe(ONBOARDING_MSG.linkWrong);
    expect((await signInRes(address)).statusCode).toBe(403);
  });

  it('confirms once through the e-mailed link', async () => {
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    const { token } = await codeFor(h, address);
    const res = await post(h, LINK, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-token']).toBeTruthy();
    expect((await post(h, LINK, { token })).statusCode).toBe(400);
    expect((await signInRes(address)).statusCode).toBe(200);
  });

  it('resends at most once a minute, and answers the same for unknown and confirmed e-mails', async () => {
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    await codeFor(h, address);
    for (const who of [address, `nadie.${process.pid}@pyme.cl`, h.user('u1').email]) {
      const res = await post(h, RESEND, { email: who });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: ONBOARDING_MSG.resendSent });
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(h.mail.to(address).length).toBe(1);
    // A second sign-up of the same unconfirmed address is held by the same minute.
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    await new Promise((r) => setTimeout(r, 500));
    expect(h.mail.to(address).length).toBe(1);
  });

  it('stores codes and links only as hashes', async () => {
    const address = email();
    expectStatus(await post(h, SIGN_UP, signUpPayload(address)), 202);
    const { code, token } = await codeFor(h, address);
    const { rows } = await h.db.query<Record<string, string>>(
      'SELECT c.* FROM account_confirmations c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [address],
    );
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(token);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
