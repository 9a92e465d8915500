// The invoice document (PDF or image): upload as multipart (field `file`), view the file the API
// serves inline. The bytes are fetched with the session headers and shown through an object URL
// (an iframe or img cannot send those headers itself).
import {
  INVOICE_AREAS,
  INVOICE_DOCUMENT_FIELD,
  INVOICE_DOCUMENT_MAX_BYTES,
  INVOICE_DOCUMENT_TYPES,
  type InvoiceDocument,
  invoiceDocumentEndpoints as ep,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useBusinessFileQuery, useBusinessMutation } from '../../../lib/business-query';

/** The API checks the first bytes: PDF, PNG or JPEG, up to 10 MB. */
export const DOCUMENT_MIME: string[] = [...INVOICE_DOCUMENT_TYPES];
export const DOCUMENT_MAX_BYTES = INVOICE_DOCUMENT_MAX_BYTES;

/** The bytes of the invoice's document; nothing is fetched when the invoice has none. */
export function useInvoiceDocument(invoiceId: number, file: InvoiceDocument | null) {
  const query = useBusinessFileQuery(
    ep.download,
    { params: { id: invoiceId } },
    { enabled: file !== null, staleTime: Number.POSITIVE_INFINITY },
  );
  const blob = query.data ?? null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { ...query, blob, url };
}

export function useUploadDocument(invoiceId: number) {
  return useBusinessMutation(
    ep.upload,
    (file: File) => {
      const form = new FormData();
      form.append(INVOICE_DOCUMENT_FIELD, file, file.name);
      return { params: { id: invoiceId }, body: form };
    },
    // The detail names the document it has.
    { invalidates: [INVOICE_AREAS.documents, INVOICE_AREAS.invoices] },
  );
}
