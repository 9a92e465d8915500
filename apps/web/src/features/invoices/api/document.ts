// The invoice document (PDF or image): upload as multipart (field `file`), view the file the API
// serves inline. The bytes are fetched with the session headers and shown through an object URL
// (an iframe or img cannot send those headers itself).
import type { InvoiceDocument, InvoiceDocumentResponse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob, api } from '../../../lib/api';
import { INVOICES, invoiceKeys } from './keys';

/** The API checks the first bytes: PDF, PNG or JPEG, up to 10 MB. */
export const DOCUMENT_MIME = ['application/pdf', 'image/png', 'image/jpeg'];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The bytes of the invoice's document; nothing is fetched when the invoice has none. */
export function useInvoiceDocument(invoiceId: number, file: InvoiceDocument | null) {
  const query = useQuery({
    queryKey: [...invoiceKeys.document(invoiceId), file?.id ?? 0],
    queryFn: ({ signal }) =>
      apiBlob(`${INVOICES}/${invoiceId}/document`, { signal, headers: { accept: '*/*' } }),
    enabled: file !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
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
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api<InvoiceDocumentResponse>(`${INVOICES}/${invoiceId}/document`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) }),
  });
}
