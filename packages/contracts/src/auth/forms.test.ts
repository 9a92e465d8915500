import { describe, expect, it } from 'vitest';
import {
  AUTH_FORM_MESSAGES as M,
  changePasswordForm,
  newPasswordForm,
  recoveryForm,
  signInForm,
} from './forms';
import { deleteAccountBody } from './schemas';

/** Field → message of the first issue of each field, as the form shows them. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('newPasswordForm', () => {
  it('requires both fields with the server text', () => {
    expect(errorsOf(newPasswordForm.safeParse({ password: '', confirmation: 'x' }))).toEqual({
      password: 'Contraseña y confirmación no deben ser nulas',
    });
    expect(errorsOf(newPasswordForm.safeParse({ password: 'abcdefgh', confirmation: '' }))).toEqual({
      confirmation: M.newPasswordRequired,
    });
  });

  it('requires equal values, on the confirmation', () => {
    expect(errorsOf(newPasswordForm.safeParse({ password: 'abcdefgh', confirmation: 'abcdefgi' }))).toEqual({
      confirmation: 'Las contraseñas no coinciden',
    });
  });

  it('asks for the minimum length and accepts a good pair', () => {
    expect(errorsOf(newPasswordForm.safeParse({ password: 'abc', confirmation: 'abc' })).password).toMatch(
      /al menos 8/,
    );
    expect(newPasswordForm.safeParse({ password: 'Segura2026!', confirmation: 'Segura2026!' }).success).toBe(
      true,
    );
  });
});

describe('changePasswordForm', () => {
  it('asks for the current password as well as the new pair, each on its field', () => {
    expect(errorsOf(changePasswordForm.safeParse({ current: '', password: 'a', confirmation: 'b' }))).toEqual(
      {
        current: 'Ingresa tu contraseña actual.',
        confirmation: 'Las contraseñas no coinciden',
      },
    );
    expect(
      changePasswordForm.safeParse({ current: 'x', password: 'Segura2026!', confirmation: 'Segura2026!' })
        .success,
    ).toBe(true);
  });
});

describe('signInForm and recoveryForm', () => {
  it('needs email and password, one message per field', () => {
    expect(errorsOf(signInForm.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Ingresa tu correo electrónico.',
      password: 'Ingresa tu contraseña.',
    });
    const [only] = signInForm.safeParse({ email: '  ', password: 'x' }).error?.issues ?? [];
    expect(only?.message).toBe(M.emailRequired);
    expect(signInForm.safeParse({ email: '', password: 'x' }).error?.issues).toHaveLength(1);
  });

  it('checks the address shape and the server limit', () => {
    expect(errorsOf(recoveryForm.safeParse({ email: 'sin-arroba' })).email).toMatch(/válido/);
    expect(errorsOf(recoveryForm.safeParse({ email: `${'a'.repeat(250)}@x.cl` })).email).toBe(
      'Máximo 254 caracteres.',
    );
    expect(signInForm.safeParse({ email: ' demo@portalcliente.cl ', password: 'x' }).success).toBe(true);
  });

  it('asks for the password before deleting the account', () => {
    expect(errorsOf(deleteAccountBody.safeParse({ password: '' })).password).toBe(
      'Ingresa tu contraseña para confirmar que eres tú.',
    );
  });
});
