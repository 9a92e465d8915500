// Texts of spec §8, kept exactly as written there.
import type { OperationType } from './list-params';

export const LIST_ERROR: Readonly<Record<OperationType, string>> = {
  VENTA: 'Hubo un problema obteniendo la lista de ventas. Favor inténtalo nuevamente.',
  COMPRA: 'Hubo un problema obteniendo la lista de compras. Favor inténtalo nuevamente.',
};
export const DETAIL_ERROR =
  'Hubo un problema obteniendo el detalle de la factura. Favor inténtalo nuevamente.';
export const UPDATE_ERROR = 'Hubo un problema actualizando tu factura. Por favor, inténtalo nuevamente';
export const DUE_DATE_ERROR =
  'Hubo un problema modificando el plazo de la factura. Por favor, inténtalo nuevamente';
export const DUE_DATE_SUCCESS = 'Se cambió la fecha de vencimiento de la factura con éxito';
export const DOCUMENT_ERROR = 'Hubo un error al cargar documento. Por favor, inténtalo nuevamente.';
export const COMMENT_DELETE_ERROR = 'Hubo un problema eliminando el comentario. Favor, inténtalo nuevamente.';
// Not given by the spec; written in the same voice.
export const COMMENT_ADD_ERROR = 'Hubo un problema agregando el comentario. Favor, inténtalo nuevamente.';
export const COMMENT_EDIT_ERROR = 'Hubo un problema editando el comentario. Favor, inténtalo nuevamente.';
export const ACK_SUCCESS = { ACD: 'Aceptaste esta factura', RCD: 'Rechazaste esta factura' } as const;
