/** Spanish answers of the identity-provider sign-in and of the session refresh. */
export const OIDC_MSG = {
  notConfigured: 'El ingreso con proveedor de identidad no está configurado en este portal.',
  badState: 'El ingreso con el proveedor de identidad expiró o no es válido. Inténtalo nuevamente.',
  otherBrowser:
    'Este ingreso con el proveedor de identidad no se inició en este navegador o ya expiró. Vuelve a ingresar desde aquí.',
  denied: 'Cancelaste el ingreso con el proveedor de identidad.',
  providerDown: 'No pudimos comunicarnos con el proveedor de identidad. Inténtalo en unos minutos.',
  failed: 'El proveedor de identidad no confirmó tu ingreso. Inténtalo nuevamente.',
  unverified: 'Tu correo no está verificado en el proveedor de identidad; no podemos darte acceso con él.',
  noAccount:
    'No hay una cuenta del portal con el correo de tu proveedor de identidad. Ingresa con tu correo y contraseña o pide una invitación.',
  noRefreshToken: 'No refresh token to update',
  refreshRefused: 'Tu sesión expiró. Inicia sesión nuevamente.',
} as const;
