// The recovery and password screens' texts (the validation texts are the contracts'). The sign-in
// screen's own are in sign-in-messages.ts, so the first screen does not load these.

export const AUTH_MSG = {
  recoveryTitle: 'Recupera tu contraseña',
  recoveryLead: 'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  recoverySentTitle: 'Revisa tu correo',
  recoverySentHint:
    'El enlace vale por un tiempo limitado y sirve una sola vez. Si no lo ves, revisa la carpeta de spam.',
  recoverySubmit: 'Enviar instrucciones',
  backToLogin: 'Volver a iniciar sesión',
  resetInvalidTitle: 'Este enlace ya no sirve',
  resetInvalidReason: 'El enlace para recuperar la contraseña no es válido o ya expiró.',
  resetInvalidHint: 'Los enlaces duran poco y sirven una sola vez. Pide uno nuevo y úsalo apenas te llegue.',
  resetAskAgain: 'Solicitar un nuevo enlace',
  resetTitle: 'Crea una nueva contraseña',
  resetPasswordHint: 'Al menos 8 caracteres. Una frase larga es más segura que una palabra con símbolos.',
  savePassword: 'Guardar contraseña',
  newPasswordLabel: 'Nueva contraseña',
  confirmPasswordLabel: 'Confirma la nueva contraseña',
} as const;
