// The period (YYYYMM) of the Registro de Compras a received document belongs to. Not its issue date:
// the SII registers a factura in the month of its acuse de recibo, given by the buyer or, without
// one, given automatically 8 days after the SII received it.
//
// SII, "¿Cuándo corresponde el uso del crédito fiscal?" (sii.cl/destacados/f29/usocreditofiscal.htm):
// «Por regla general, las facturas que dan derecho a utilizar el crédito fiscal, son aquellas que
// tienen Acuse de Recibo de Mercaderías o Servicios. […] el Acuse de Recibo, para los documentos no
// pagados al contado, se da automáticamente al cabo de los 8 días corridos desde que la factura es
// recepcionada por el SII. […] todas aquellas facturas recibidas en el SII los últimos 8 días del
// mes, tendrán su acuse de recibo automático al mes siguiente.» (Ley 19.983 art. 4 as amended by Ley
// 20.956; SII Circular 4 of 2017.) The RCV guides say the same of the register: «El Registro de
// Compras considera las facturas del período en el que se otorga o se entienda otorgado el recibo de
// mercaderías entregadas o servicios prestados» and, without an acuse, «transcurrido el plazo de 8
// días corridos desde la recepción de la factura electrónica en el SII, se asignará automáticamente
// al período en que se entienda otorgado dicho acuse de recibo».
import { type IsoDate, addDays } from './dates';
import { f29DocKind } from './f29/classify';
import { type Period, periodOf } from './periods';
import { taxDocumentType } from './tax-documents';

/** Days after the SII receives a factura when its acuse de recibo is deemed given (Ley 19.983 art. 4). */
export const AUTOMATIC_ACUSE_DAYS = 8;

export type ReceivedDocumentDates = {
  docType: number;
  issueDate: IsoDate;
  /** "Fecha Recepcion": when the SII received the document, or null when the source does not say. */
  receptionDate: IsoDate | null;
  /** "Fecha Acuse": the acuse de recibo the buyer gave, or null. */
  acuseDate: IsoDate | null;
};

/**
 * Whether the acuse de recibo decides the period: a factura a supplier issued (not the notas, and
 * not a factura de compra, which the buyer issues itself).
 */
export const needsAcuse = (docType: number): boolean =>
  f29DocKind(docType) === 'factura' && taxDocumentType(docType)?.register !== 'issuer-purchases';

/**
 * The Registro de Compras period of a received document: the month of its acuse de recibo (the
 * buyer's, else reception + 8 days corridos) for a factura; the month the SII received it for other
 * documents; the issue month only when the source gives no reception date (a DTE XML, a paper one).
 */
export function purchaseRegisterPeriod(d: ReceivedDocumentDates): Period {
  const issue = periodOf(d.issueDate)!;
  const acuse = needsAcuse(d.docType);
  if (acuse && d.acuseDate) return maxPeriod(issue, periodOf(d.acuseDate)!);
  if (!d.receptionDate) return issue;
  const reception = acuse ? addDays(d.receptionDate, AUTOMATIC_ACUSE_DAYS) : d.receptionDate;
  return maxPeriod(issue, periodOf(reception)!);
}

// A document is never in a register before the month it was issued.
const maxPeriod = (a: Period, b: Period): Period => (a > b ? a : b);
