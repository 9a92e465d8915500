// The same password rules and texts as the server (spec §5), checked before sending.

/**
 * Same value as PASSWORD_MIN of @portal/contracts (a test keeps them equal). Imported from there,
 * that module would bring zod into the sign-in screens.
 */
export const PASSWORD_MIN = 8;

export const PASSWORD_REQUIRED = 'Contraseña y confirmación no deben ser nulas';
export const PASSWORD_MISMATCH = 'Credenciales no iguales';
export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`;

export type NewPasswordErrors = { password?: string; confirmation?: string };

export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  if (!password || !confirmation) {
    return {
      password: password ? undefined : PASSWORD_REQUIRED,
      confirmation: confirmation ? undefined : PASSWORD_REQUIRED,
    };
  }
  if (password !== confirmation) return { confirmation: PASSWORD_MISMATCH };
  if (password.length < PASSWORD_MIN) return { password: PASSWORD_TOO_SHORT };
  return {};
}

export const MISSING_LOGIN = 'Falta user y/o password para login';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | undefined {
  if (!email.trim()) return 'Ingresa tu correo electrónico.';
  if (!EMAIL_RE.test(email.trim()))
    return 'Ingresa un correo electrónico válido, por ejemplo nombre@empresa.cl.';
  return undefined;
}

export function checkLogin(email: string, password: string): { email?: string; password?: string } {
  const out: { email?: string; password?: string } = {};
  const emailError = checkEmail(email);
  if (emailError) out.email = emailError;
  if (!password) out.password = 'Ingresa tu contraseña.';
  return out;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
