// The account screen's texts: password change, account deletion and its confirmation.

export const ACCOUNT_MSG = {
  changePasswordTitle: 'Cambiar contraseña',
  changePasswordLead: 'Al cambiarla, se cerrarán tus sesiones abiertas en otros dispositivos.',
  newPasswordHint: 'Al menos 8 caracteres.',
  confirmationHint: 'Escríbela de nuevo.',
  savePassword: 'Guardar contraseña',
  deleteTitle: 'Eliminar cuenta',
  deleteLead:
    'Eliminar tu cuenta cierra tu acceso al portal de forma permanente. Las empresas y su información no se borran: siguen disponibles para sus otros usuarios.',
  currentPassword: 'Contraseña actual',
  deleteSubmit: 'Eliminar mi cuenta',
  deleteConfirmTitle: '¿Eliminar tu cuenta?',
  deleteConfirmWarning:
    'Esta acción no se puede deshacer. Perderás el acceso a todas tus empresas en el portal.',
  cancel: 'Cancelar',
  deleteConfirm: 'Sí, eliminar mi cuenta',
} as const;
