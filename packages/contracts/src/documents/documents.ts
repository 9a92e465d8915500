import { formatThousands } from '@portal/domain';
import { z } from 'zod';
import { pageMeta } from '../common';
import { withSearchBy } from '../bank/search-by';
import { positiveInt } from '../invoices/common';

// The document library (spec platform §3 "Document (library)": id, name, ext_name, full_path, url,
// tags, reference_id, reference_type, document_kind; §5 accepted types pdf, docx, doc, xls, png,
// jpg; §7 "Documents"; §8 texts; §9 page 10). A document is a stored file (document_kind) or a link
// (url_kind).

export const DOCUMENTS_PAGE_SIZE = 10;
export const DOCUMENTS_MAX_PAGE_SIZE = 100;
/** The types the spec accepts; a file's content must be of the type its extension names. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'doc', 'xls', 'png', 'jpg'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
/** document_kind: an uploaded file; url_kind: a link to a document kept elsewhere. */
export const DOCUMENT_KINDS = ['document_kind', 'url_kind'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** 10 MB: a scanned contract or a spreadsheet fits; the same limit as an invoice's document. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FILE_FIELD = 'file';
export const DOCUMENT_NAME_MAX = 120;
export const DOCUMENT_URL_MAX = 2000;
export const DOCUMENT_TAG_MAX = 40;
export const DOCUMENT_TAGS_MAX = 10;

/**
 * The most entries an uploaded archive (.docx, or any zip-based format a route opens) may list:
 * a .docx has tens of parts, one full of images a few hundred. Counted from the archive's end
 * record before any zip library loads its directory (apps/api lib/zip-guard.ts).
 */
export const ARCHIVE_MAX_ENTRIES = 2_000;

export const DOCUMENT_MESSAGES = {
  // Spec §8.
  createFailed: 'Hubo un problema creando el documento',
  deleteFailed: 'Hubo un problema eliminando el documento',
  updateFailed: 'Hubo un problema actualizando el documento',
  loadFailed: 'Hubo un problema cargando los documentos',
  created: 'Se ha creado el documento con éxito',
  updated: 'Se ha actualizado el documento con éxito',
  // Designed here (the spec shows no field messages).
  name: `Escribe un nombre de entre 1 y ${DOCUMENT_NAME_MAX} caracteres.`,
  url: 'Escribe un enlace válido que empiece con http:// o https://.',
  urlOnlyForLinks:
    'Solo un documento de tipo enlace tiene un enlace; para cambiar el archivo, súbelo de nuevo.',
  kind: "El tipo de documento es 'document_kind' (archivo) o 'url_kind' (enlace).",
  tag: `Cada etiqueta tiene de 1 a ${DOCUMENT_TAG_MAX} caracteres, sin comas.`,
  tags: `Un documento lleva como máximo ${DOCUMENT_TAGS_MAX} etiquetas.`,
  fileMissing: "Adjunta el archivo en el campo 'file'.",
  fileWithUrl: 'Un documento es un archivo o un enlace, no ambos.',
  tooLarge: 'El archivo supera el máximo de 10 MB.',
  empty: 'El archivo está vacío.',
  unknownType: 'El archivo debe ser PDF, Word (.docx o .doc), Excel (.xls), PNG o JPG.',
  mismatch: (ext: string, detected: string) =>
    `El archivo dice ser .${ext} pero su contenido es ${detected}: revisa que sea el archivo correcto.`,
  damaged: (ext: string) => `El archivo .${ext} está dañado o incompleto: no se puede leer.`,
  tooManyEntries: (ext: string) =>
    `El archivo .${ext} contiene más de ${formatThousands(ARCHIVE_MAX_ENTRIES)} partes comprimidas: no parece un documento real, así que no lo abrimos.`,
  notMultipart: 'Envía el documento como multipart/form-data.',
  unknownField: (field: string) => `El campo '${field}' no es parte de un documento.`,
  notFound: 'No encontramos ese documento.',
  noFile: 'Este documento es un enlace: no tiene un archivo que descargar.',
  deleted: 'El documento fue eliminado.',
} as const;

/** Trimmed, inner spaces collapsed; no commas (a comma separates tags in a form field). */
export const documentTag = z
  .string(DOCUMENT_MESSAGES.tag)
  .transform((t) => t.normalize('NFC').replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, DOCUMENT_MESSAGES.tag)
      .max(DOCUMENT_TAG_MAX, DOCUMENT_MESSAGES.tag)
      .refine((t) => !t.includes(',') && !/\p{Cc}/u.test(t), DOCUMENT_MESSAGES.tag),
  );

/** A list of tags, unique without regard to case (the first spelling stays), at most 10. */
export const documentTags = z
  .array(documentTag, DOCUMENT_MESSAGES.tags)
  .max(DOCUMENT_TAGS_MAX * 4, DOCUMENT_MESSAGES.tags)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => {
      const key = t.toLocaleLowerCase('es-CL');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(DOCUMENT_TAGS_MAX, DOCUMENT_MESSAGES.tags));

export const documentName = z
  .string(DOCUMENT_MESSAGES.name)
  .transform((t) => t.replace(/\p{Cc}/gu, '').trim())
  .pipe(z.string().min(1, DOCUMENT_MESSAGES.name).max(DOCUMENT_NAME_MAX, DOCUMENT_MESSAGES.name));

/** Scheme, a dotted host and an optional path: the shape; the URL parser below has the last word. */
const URL_SHAPE = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\s]*)?$/;

/** An absolute http(s) URL with a host, without credentials in it. */
export const documentUrl = z
  .string(DOCUMENT_MESSAGES.url)
  .trim()
  .max(DOCUMENT_URL_MAX, DOCUMENT_MESSAGES.url)
  .regex(URL_SHAPE, DOCUMENT_MESSAGES.url)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && !u.username;
    } catch {
      return false;
    }
  }, DOCUMENT_MESSAGES.url);

/** The text fields of a create (multipart); the file travels beside them in the field 'file'. */
export const createDocumentFields = z.object({
  document_kind: z.enum(DOCUMENT_KINDS, DOCUMENT_MESSAGES.kind).default('document_kind'),
  /** Optional for a file: its name without the extension is used. */
  name: documentName.optional(),
  url: documentUrl.optional(),
  tags: documentTags.default([]),
});
export type CreateDocumentFields = z.infer<typeof createDocumentFields>;

/** PUT: name, tags and (links only) url; the file of a document is not replaced (upload a new one). */
export const updateDocumentBody = z
  .object({
    name: documentName.optional(),
    url: documentUrl.optional(),
    tags: documentTags.optional(),
  })
  .strict();
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;

export const libraryDocument = z.object({
  id: z.number(),
  name: z.string(),
  /** The file's type (pdf, docx, doc, xls, png, jpg); null for a link. */
  ext_name: z.enum(DOCUMENT_EXTENSIONS).nullable(),
  /** Where the file is read (the download route); null for a link. */
  full_path: z.string().nullable(),
  /** The link of a url_kind document; null for a file. */
  url: z.string().nullable(),
  tags: z.array(z.string()),
  /** The owner of the document: the business (reference_type 'Business'). */
  reference_id: z.number(),
  reference_type: z.literal('Business'),
  document_kind: z.enum(DOCUMENT_KINDS),
  content_type: z.string().nullable(),
  size_bytes: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LibraryDocument = z.infer<typeof libraryDocument>;
export const documentResponse = z.object({ document: libraryDocument });

export const documentIdParams = z.object({
  document_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const documentSearchBy = z
  .object({
    /** Part of the name, without regard to case. */
    search: z.string().trim().max(120).optional(),
    /** One tag, without regard to case. */
    tag: z.string().trim().max(DOCUMENT_TAG_MAX).optional(),
    /** The tab: subidos (document_kind) or enlaces (url_kind). */
    document_kind: z.enum(DOCUMENT_KINDS).optional(),
  })
  .strict();
export type DocumentSearchBy = z.infer<typeof documentSearchBy>;

export const documentListQuery = withSearchBy(
  z.object({
    page: positiveInt(100_000).default(1),
    page_size: positiveInt(DOCUMENTS_MAX_PAGE_SIZE).default(DOCUMENTS_PAGE_SIZE),
    search_by: documentSearchBy.optional(),
  }),
);
export type DocumentListQuery = z.infer<typeof documentListQuery>;
export const documentListResponse = z.object({ data: z.array(libraryDocument), meta: pageMeta });

/** The business's tags, for the tag picker and the filter: each with how many documents carry it. */
export const documentTagsResponse = z.object({
  tags: z.array(z.object({ name: z.string(), count: z.number() })),
});
