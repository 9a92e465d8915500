// The document form's checks, with the contract's own rules and texts (the server repeats them):
// a file of an accepted extension and at most 10 MB, or an http(s) link; a name (optional for a
// file: the file's name is used); tags. The file's content is checked by the server.
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  type DocumentKind,
  documentName,
  documentTags,
  documentUrl,
} from '@portal/contracts';
import { FORM_MSG } from '../messages';

export type DocumentFormValues = {
  document_kind: DocumentKind;
  name: string;
  url: string;
  tags: string[];
  file: File | null;
};

/** What the file picker offers (jpeg is a jpg). */
export const ACCEPT = [...DOCUMENT_EXTENSIONS, 'jpeg'].map((e) => `.${e}`).join(',');

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

export function fileProblem(file: File | null): string | null {
  if (!file) return FORM_MSG.fileRequired;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext === 'jpeg' ? 'jpg' : ext);
  if (!file.name.includes('.') || !known) return FORM_MSG.fileType;
  if (file.size > DOCUMENT_MAX_BYTES) return FORM_MSG.fileTooLarge;
  return null;
}

/** Errors by field; `editing` checks only what an edit can change (the file stays). */
export function validateDocumentForm(v: DocumentFormValues, editing: boolean): Record<string, string> {
  const errors: Record<string, string | null> = {};
  const isLink = v.document_kind === 'url_kind';
  if (isLink) errors.url = firstIssue(documentUrl.safeParse(v.url));
  else if (!editing) errors.file = fileProblem(v.file);
  // A link always needs a name; a file takes its own when the field is left empty (not on edit).
  if (v.name.trim() !== '' || isLink || editing) errors.name = firstIssue(documentName.safeParse(v.name));
  errors.tags = firstIssue(documentTags.safeParse(v.tags));
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => e[1] !== null));
}
