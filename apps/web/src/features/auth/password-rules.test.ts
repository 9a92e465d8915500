import { PASSWORD_MIN as CONTRACT_MIN } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  checkEmail,
  checkLogin,
  checkNewPassword,
  hasErrors,
} from './password-rules';

describe('checkNewPassword', () => {
  it('uses the server minimum', () => {
    expect(PASSWORD_MIN).toBe(CONTRACT_MIN);
  });

  it('requires both fields with the server text', () => {
    expect(checkNewPassword('', 'x')).toEqual({ password: PASSWORD_REQUIRED, confirmation: undefined });
    expect(checkNewPassword('abcdefgh', '').confirmation).toBe(
      'Contraseña y confirmación no deben ser nulas',
    );
  });

  it('requires equal values with the server text', () => {
    expect(checkNewPassword('abcdefgh', 'abcdefgi')).toEqual({ confirmation: PASSWORD_MISMATCH });
    expect(PASSWORD_MISMATCH).toBe('Credenciales no iguales');
  });

  it('asks for the minimum length and accepts a good pair', () => {
    expect(checkNewPassword('abc', 'abc').password).toMatch(/al menos 8/);
    expect(hasErrors(checkNewPassword('Segura2026!', 'Segura2026!'))).toBe(false);
  });
});

describe('checkLogin', () => {
  it('needs email and password', () => {
    expect(checkLogin('', '')).toEqual({
      email: 'Ingresa tu correo electrónico.',
      password: 'Ingresa tu contraseña.',
    });
    expect(checkEmail('sin-arroba')).toMatch(/válido/);
    expect(hasErrors(checkLogin('demo@portalcliente.cl', 'x'))).toBe(false);
  });
});
