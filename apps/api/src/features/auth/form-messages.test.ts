import { AUTH_FORM_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { MSG } from './auth.service';

// The browser checks a new password with the contract's texts before sending it; the server
// refuses the same cases with its own. A user must read one text for one problem.
describe('new-password texts', () => {
  it('are the same in the browser form and the server', () => {
    expect(AUTH_FORM_MESSAGES.newPasswordRequired).toBe(MSG.passwordNull);
    expect(AUTH_FORM_MESSAGES.newPasswordTooShort).toBe(MSG.passwordShort);
    expect(AUTH_FORM_MESSAGES.currentPasswordRequired).toBe(MSG.currentPasswordMissing);
  });

  it('differ only for a mismatch: the API keeps the spec’s text, the forms (checking first) say it plainly', () => {
    expect(MSG.passwordMismatch).toBe('Credenciales no iguales');
    expect(AUTH_FORM_MESSAGES.newPasswordMismatch).toBe('Las contraseñas no coinciden');
  });
});
