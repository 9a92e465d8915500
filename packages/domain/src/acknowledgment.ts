// Acuse de recibo of a purchase (Ley 19.983 and the SII's "Registro de Aceptación o Reclamo a un
// DTE"). Art. 3 of Ley 19.983: the buyer may claim the content of the invoice, or the partial or
// total lack of the goods or services, "dentro de los ocho días corridos siguientes a su
// recepción"; after that the invoice counts as irrevocably accepted.
import { type IsoDate, addDays } from './dates';

/** "ocho días corridos siguientes a su recepción" (Ley 19.983 art. 3): calendar days, not business days. */
export const ACKNOWLEDGMENT_WINDOW_DAYS = 8;

/**
 * The last day a purchase received on `receptionDate` can still be claimed: the eighth calendar
 * day after the day of reception (a document received on the 1st can be claimed through the 9th).
 */
export function acknowledgmentDeadline(receptionDate: IsoDate): IsoDate {
  return addDays(receptionDate, ACKNOWLEDGMENT_WINDOW_DAYS);
}

/** The earliest reception date whose window is still open on `today` (deadline >= today). */
export function acknowledgmentWindowStart(today: IsoDate): IsoDate {
  return addDays(today, -ACKNOWLEDGMENT_WINDOW_DAYS);
}

/**
 * The SII's claim codes ("Registro de Reclamo" web service, accionDoc), each with the SII's wording.
 * ACD ("Acepta Contenido del Documento") accepts; these three reject.
 */
export const CLAIM_REASONS = [
  { code: 'RCD', siiWording: 'Reclamo al Contenido del Documento' },
  { code: 'RFP', siiWording: 'Reclamo por Falta Parcial de Mercaderías' },
  { code: 'RFT', siiWording: 'Reclamo por Falta Total de Mercaderías' },
] as const;

export type ClaimReason = (typeof CLAIM_REASONS)[number]['code'];
export const CLAIM_REASON_CODES = CLAIM_REASONS.map((r) => r.code) as [ClaimReason, ...ClaimReason[]];
