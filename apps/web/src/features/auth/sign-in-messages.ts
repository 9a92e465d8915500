// The sign-in screen's texts, apart from messages.ts so the first screen (170 KB budget,
// e2e/bundle-size.test.ts) does not load the recovery and password texts.

export const SIGN_IN_MSG = {
  loginTitle: 'Inicia sesión',
  loginLead: (brand: string) => `Ingresa con el correo y la contraseña de tu cuenta en ${brand}.`,
  forgotPassword: '¿Olvidaste tu contraseña?',
  signInButton: 'Ingresar',
} as const;
