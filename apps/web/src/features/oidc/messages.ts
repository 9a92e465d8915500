// The identity-provider sign-in's texts (the server's own answers arrive already in Spanish).

export const OIDC_MSG = {
  signInWith: (provider: string) => `Ingresar con ${provider}`,
  or: 'o',
  finishing: 'Completando tu ingreso…',
  errorTitle: 'No pudimos completar tu ingreso',
  missingAnswer: 'El proveedor de identidad no envió una respuesta válida. Inténtalo nuevamente.',
  backHome: 'Volver al inicio',
  startFailed: 'No pudimos abrir el ingreso con el proveedor de identidad. Inténtalo nuevamente.',
} as const;
