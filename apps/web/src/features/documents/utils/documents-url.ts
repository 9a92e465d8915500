// The state of /documentos lives in its URL (spec §2.3: ?seccion=listado&tab=subidos, both always
// written on the list): the section (listado, nuevo, editar with ?documento=<id>), the tab, and the
// contract's search and tag (?buscar=, ?etiqueta=) and page (?pagina=). Tabs (designed here; the spec
// names only subidos): 'subidos' is the whole library, newest first, so a document just created or
// changed is always there; 'enlaces' only the links, sent as the contract's document_kind.
import { type DocumentSearchBy, documentListQuery, documentSearchBy } from '@portal/contracts';
import { z } from 'zod';
import { defineListUrl, type ListUrlValue, writeListUrl } from '../../../lib/url-state/list-url';

export const SECTIONS = ['listado', 'nuevo', 'editar'] as const;
export type Section = (typeof SECTIONS)[number];
export const TABS = ['subidos', 'enlaces'] as const;
export type Tab = (typeof TABS)[number];

export const DOCUMENTS_URL = defineListUrl(
  {
    section: z.enum(SECTIONS).default('listado'),
    tab: z.enum(TABS).default('subidos'),
    search: documentSearchBy.shape.search,
    tag: documentSearchBy.shape.tag,
    page: documentListQuery.out.shape.page,
  },
  {
    params: { section: 'seccion', search: 'buscar', tag: 'etiqueta', page: 'pagina' },
    always: ['section', 'tab'],
    page: 'page',
    search: 'search',
  },
);
export type DocumentsUrl = ListUrlValue<typeof DOCUMENTS_URL.shape>;

/** Which section the URL shows; 'editar' without a document is the list. */
export function readSection(params: URLSearchParams): { section: Section; documentId: number | null } {
  const id = Number(params.get('documento'));
  const documentId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const section = (SECTIONS as readonly string[]).includes(params.get('seccion') ?? '')
    ? (params.get('seccion') as Section)
    : 'listado';
  return { section: section === 'editar' && documentId === null ? 'listado' : section, documentId };
}

export const editPath = (documentId: number) => `/documentos?seccion=editar&documento=${documentId}`;

/** Where the user returns after a create or an update (spec §2.6): Documentos, list, tab subidos. */
export const LIST_AFTER_SAVE = `/documentos?${writeListUrl(DOCUMENTS_URL, DOCUMENTS_URL.defaults)}`;

/** The filters the list sends; undefined when none is set (spec §5: sent only if one is non-empty). */
export function searchBy(v: Pick<DocumentsUrl, 'tab' | 'search' | 'tag'>): DocumentSearchBy | undefined {
  const out: DocumentSearchBy = {};
  if (v.search?.trim()) out.search = v.search.trim();
  if (v.tag) out.tag = v.tag;
  if (v.tab === 'enlaces') out.document_kind = 'url_kind';
  return Object.keys(out).length > 0 ? out : undefined;
}

export const hasFilters = (v: Pick<DocumentsUrl, 'search' | 'tag'>) => !!v.search?.trim() || !!v.tag;
