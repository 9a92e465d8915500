// Acuse de recibo (Ley 19.983): the buyer accepts (ACD, "acepta contenido del documento") or claims
// a purchase invoice within 8 days of receiving it, for one of the SII's reasons (RCD reclamo al
// contenido, RFP falta parcial, RFT falta total de mercaderías).
//
// The service records every event in invoice_acknowledgments and updates the invoice; the SII
// transmission itself goes through a SiiAcknowledgmentAdapter. The local adapter sends nothing: it
// answers 'recorded' so the event stays in the log as done in the portal only. An adapter for the
// SII's "Registro de Reclamo" web service (signed with the business's certificate) would answer
// 'sent' with the SII's track id, or throw to abort: the invoice then stays as it was.

import type { ClaimReason } from '@portal/domain';

export type AcknowledgmentEvent = {
  businessId: number;
  businessRut: string;
  invoiceId: number;
  docType: number;
  folio: number;
  issuerRut: string;
  eventCode: 'ACD' | 'RCD';
  /** What the SII's service receives as accionDoc: ACD, or the claim's reason code. */
  siiAction: 'ACD' | ClaimReason;
};

export type AcknowledgmentReceipt = {
  /** Which adapter handled it ('local', 'sii', …): stored with the event. */
  channel: string;
  /** recorded: kept in the portal only; sent: accepted by the SII. */
  status: 'recorded' | 'sent';
  trackId: string | null;
};

export type SiiAcknowledgmentAdapter = {
  send(event: AcknowledgmentEvent): Promise<AcknowledgmentReceipt>;
};

export const localAcknowledgmentAdapter: SiiAcknowledgmentAdapter = {
  async send() {
    return { channel: 'local', status: 'recorded', trackId: null };
  },
};
