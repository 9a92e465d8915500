// Every Spanish text of /configuracion/certificado-digital. The upload and delete failures are the
// spec's §8 texts; the server's own message (wrong password, not a .pfx…) goes beneath them.
import { CERTIFICATE_MESSAGES, type BusinessCertificate } from '@portal/contracts';
import { CERTIFICATE_WARNING_DAYS } from '@portal/domain';
import { plural } from '../../lib/plural';

export const CERTIFICATE_MSG = {
  title: 'Certificado digital',
  settingsLead: 'El archivo .pfx de la empresa para actuar ante el SII: súbelo y revisa su vigencia.',
  settingsOpen: 'Ver certificado',
  description:
    'El certificado digital (.pfx) de la empresa, con su contraseña. Se guarda cifrado y nunca se vuelve a mostrar ni a descargar.',
  loadError: 'Hubo un problema obteniendo el certificado. Favor inténtalo nuevamente.',
  uploadError: CERTIFICATE_MESSAGES.uploadError,
  deleteError: CERTIFICATE_MESSAGES.deleteError,
  notUploadedTitle: 'Aún no has subido el certificado',
  notUploaded:
    'Súbelo para que el portal actúe ante el SII en nombre de la empresa. Es el archivo .pfx que te entregó la entidad certificadora.',
  fileLabel: 'Archivo del certificado (.pfx)',
  filePlaceholder: 'Elige el archivo .pfx',
  fileHint: 'Archivo .pfx o .p12, de hasta 100 KB.',
  passwordLabel: 'Contraseña del certificado',
  passwordHint: 'La que definiste al exportar o descargar el certificado.',
  upload: 'Subir certificado',
  replace: 'Subir otro certificado',
  cancel: 'Cancelar',
  uploaded: 'El certificado quedó guardado.',
  holder: 'Titular',
  rut: 'RUT del titular',
  noRut: 'El certificado no indica un RUT',
  issuer: 'Emitido por',
  validFrom: 'Válido desde',
  validTo: 'Válido hasta',
  file: 'Archivo',
  uploadedAt: 'Subido el',
  remove: 'Eliminar certificado',
  removeTitle: 'Eliminar el certificado',
  removeQuestion:
    'Se borrarán el archivo y su contraseña. Para volver a usarlo tendrás que subirlo de nuevo.',
  removeConfirm: 'Eliminar',
  removed: 'El certificado fue eliminado.',
  readOnly: 'Solo el dueño o un administrador de la empresa puede subir o eliminar el certificado.',
  notPfx: CERTIFICATE_MESSAGES.notPfx,
  missingFile: CERTIFICATE_MESSAGES.missingFile,
  password: CERTIFICATE_MESSAGES.missingPassword,
} as const;

export const VALIDITY_BADGE: Record<BusinessCertificate['validity'], { label: string; color: string }> = {
  valid: { label: 'Vigente', color: 'green' },
  expiring: { label: 'Por vencer', color: 'yellow' },
  expired: { label: 'Vencido', color: 'red' },
  not_yet_valid: { label: 'Aún no vigente', color: 'gray' },
};

/** The banner under the card: expired, within CERTIFICATE_WARNING_DAYS, or not yet valid. */
export function validityNotice(c: Pick<BusinessCertificate, 'validity' | 'days_left'>): string | null {
  switch (c.validity) {
    case 'expired':
      return 'El certificado está vencido: ya no sirve para actuar ante el SII. Sube el certificado renovado.';
    case 'expiring':
      return c.days_left <= 0
        ? 'El certificado vence hoy. Renuévalo con tu entidad certificadora y sube el nuevo.'
        : `El certificado vence en ${plural(c.days_left, { one: '{n} día', other: '{n} días' })} (avisamos desde ${CERTIFICATE_WARNING_DAYS} días antes). Renuévalo y sube el nuevo.`;
    case 'not_yet_valid':
      return 'El certificado aún no entra en vigencia.';
    default:
      return null;
  }
}
