import { describe, expect, it } from 'vitest';
import { signUpForm } from './forms';

const issues = (v: Record<string, unknown>) => {
  const r = signUpForm.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const empty = { name: '', email: '', password: '', password_confirmation: '', terms_accepted: false };

describe('the sign-up form', () => {
  it('names every field of an empty form at once', () => {
    expect(Object.keys(issues(empty)).sort()).toEqual(
      ['email', 'name', 'password', 'password_confirmation', 'terms_accepted'].sort(),
    );
  });

  it('names a mismatch only when the password itself is acceptable', () => {
    const base = { ...empty, name: 'Ana Pérez', email: 'ana@example.cl', terms_accepted: true };
    expect(issues({ ...base, password: 'corta', password_confirmation: 'otra' })).toHaveProperty('password');
    expect(issues({ ...base, password: 'corta', password_confirmation: 'otra' })).not.toHaveProperty(
      'password_confirmation',
    );
    expect(
      issues({ ...base, password: 'una-clave-larga', password_confirmation: 'otra-clave-larga' }),
    ).toEqual({
      password_confirmation: 'Las contraseñas no coinciden',
    });
    expect(
      issues({ ...base, password: 'una-clave-larga', password_confirmation: 'una-clave-larga' }),
    ).toEqual({});
  });
});
