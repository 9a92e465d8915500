// Collections calls: the debt notice, the judicial escalation and its letter, the contacts of the
// invoice's client and the timelines of an invoice and of a client.
import {
  COLLECTIONS_AREA,
  INVOICE_AREAS,
  type NotifyDebtBody,
  collectionEndpoints as ep,
} from '@portal/contracts';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';

/** A notice or an escalation changes the invoice's state (lists, detail) and the timelines. */
const AFTER_COLLECTION = [COLLECTIONS_AREA, INVOICE_AREAS.invoices] as const;

export function useCollectionContacts(invoiceId: number, enabled = true) {
  return useBusinessQuery(ep.contacts, { params: { id_doc: invoiceId } }, { enabled });
}

export function useNotifyDebt(invoiceId: number) {
  return useBusinessMutation(
    ep.notifyDebt,
    (body: NotifyDebtBody) => ({ params: { id_doc: invoiceId }, body: { ...body, id_doc: invoiceId } }),
    { invalidates: AFTER_COLLECTION },
  );
}

export function useJudicialCollection(invoiceId: number) {
  return useBusinessMutation(
    ep.judicial,
    (message: string) => ({ params: { id_doc: invoiceId }, body: message ? { message } : {} }),
    { invalidates: AFTER_COLLECTION },
  );
}

export function useInvoiceCollectionEvents(invoiceId: number, pageSize: number) {
  return useBusinessQuery(
    ep.invoiceEvents,
    { params: { id_doc: invoiceId }, query: { page: 1, page_size: pageSize } },
    { placeholderData: keepBusinessData },
  );
}

export function useClientCollectionEvents(clientRut: string, pageSize: number) {
  return useBusinessQuery(
    ep.clientEvents,
    { params: { client_rut: clientRut }, query: { page: 1, page_size: pageSize } },
    { placeholderData: keepBusinessData, enabled: clientRut !== '' },
  );
}

/** Downloads the demand letter (PDF) and saves it. */
export async function downloadJudicialLetter(invoiceId: number, folio: number): Promise<void> {
  const blob = await callFile(
    ep.judicialLetter,
    { params: { id_doc: invoiceId } },
    { headers: { accept: 'application/pdf' } },
  );
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `requerimiento-de-pago-folio-${folio}.pdf`;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
