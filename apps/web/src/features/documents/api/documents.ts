// The calls of /documentos: the list (10 a page, search_by only when a filter is set), the tags,
// one document, its writes (the create is multipart: file or url, document_kind, name, tags) and
// the file itself, fetched with the session headers and handed to the browser as a download.
import {
  DOCUMENTS_AREA,
  DOCUMENT_FILE_FIELD,
  type DocumentKind,
  type DocumentSearchBy,
  type UpdateDocumentBody,
  documentsEndpoints as ep,
} from '@portal/contracts';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { getBusinessId } from '../../../lib/session';

export function useDocuments(page: number, searchBy: DocumentSearchBy | undefined) {
  return useBusinessQuery(
    ep.list,
    { query: { page, page_size: 10, ...(searchBy ? { search_by: searchBy } : {}) } },
    { placeholderData: keepBusinessData },
  );
}

export function useDocumentTags() {
  return useBusinessQuery(ep.tags, {});
}

export function useDocument(id: number | null) {
  return useBusinessQuery(
    ep.detail,
    { params: { document_id: id ?? 0 } },
    { enabled: id !== null, retry: false },
  );
}

export type NewDocument = {
  document_kind: DocumentKind;
  name: string;
  url: string;
  tags: string[];
  file: File | null;
};

/** The form as the API reads it: each tag its own 'tags' field; empty fields left out. */
export function documentForm(d: NewDocument): FormData {
  const form = new FormData();
  form.append('document_kind', d.document_kind);
  if (d.name.trim()) form.append('name', d.name.trim());
  for (const tag of d.tags) form.append('tags', tag);
  if (d.document_kind === 'url_kind') form.append('url', d.url.trim());
  else if (d.file) form.append(DOCUMENT_FILE_FIELD, d.file, d.file.name);
  return form;
}

export function useCreateDocument() {
  return useBusinessMutation(ep.create, (d: NewDocument) => ({ body: documentForm(d) }), {
    invalidates: [DOCUMENTS_AREA],
  });
}

export function useUpdateDocument() {
  return useBusinessMutation(
    ep.update,
    ({ id, ...body }: { id: number } & UpdateDocumentBody) => ({ params: { document_id: id }, body }),
    { invalidates: [DOCUMENTS_AREA] },
  );
}

export function useDeleteDocument() {
  return useBusinessMutation(ep.remove, (id: number) => ({ params: { document_id: id } }), {
    invalidates: [DOCUMENTS_AREA],
  });
}

/** Saves the document's file under its name (the API answers it as an attachment). */
export async function downloadDocument(doc: { id: number; name: string; ext_name: string | null }) {
  const blob = await callFile(
    ep.download,
    { params: { document_id: doc.id } },
    { businessId: getBusinessId() },
  );
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = doc.ext_name ? `${doc.name}.${doc.ext_name}` : doc.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
