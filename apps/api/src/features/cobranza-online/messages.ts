// Spanish texts of Cobranza Online's answers (platform spec §8 where it gives them).
import { formatDate, todayInChile } from '@portal/domain';

export const COBRANZA_MSG = {
  activated: 'Tu cuenta en Cobranza Online está activa. Ya puedes enviar deudas desde tus ventas impagas.',
  deactivated: 'Desactivaste Cobranza Online. Las deudas ya enviadas siguen en gestión.',
  activateFailed:
    'Hubo un error al activar cuenta en Cobranza Online. Por favor, comunícate con tu ejecutivo.',
  deactivateFailed:
    'Hubo un error al desactivar la cuenta en Cobranza Online. Por favor, comunícate con tu ejecutivo.',
  notActive: 'Activa Cobranza Online para enviarle deudas.',
  docNotFound: 'No se encontró la ID de documento. Favor, comunicarte con tu ejecutivo.',
  notLegalRepresentative:
    'No es posible obtener factura desde SII, credenciales registradas no son del Representante Legal, favor actualizar credenciales con su ejecutivo o bien cargar manualmente factura.',
  failed: 'Hubo un problema en el procesamiento. Favor, comunicarte con tu ejecutivo.',
  // The day it was sent as a Chilean reads it: after 21:00 in Santiago the UTC date is already tomorrow.
  alreadySent: (on: Date) => `Esta factura ya se envió a Cobranza Online el ${formatDate(todayInChile(on))}.`,
  sent: (folio: number) => `La deuda de la factura N° ${folio} quedó en gestión de Cobranza Online.`,
} as const;
