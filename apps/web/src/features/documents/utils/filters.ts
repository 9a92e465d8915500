// The state of /documentos lives in its URL (spec §2.3: ?seccion=listado&tab=subidos, subidos by
// default): the section (listado, nuevo, editar with ?documento=<id>), the tab, the search, the tag
// and the page. Tabs (designed here; the spec names only subidos): 'subidos' is the whole library,
// newest first, so a document just created or changed is always there; 'enlaces' only the links.
import type { DocumentSearchBy } from '@portal/contracts';

export const SECTIONS = ['listado', 'nuevo', 'editar'] as const;
export type Section = (typeof SECTIONS)[number];
export const TABS = ['subidos', 'enlaces'] as const;
export type Tab = (typeof TABS)[number];
export const DEFAULT_TAB: Tab = 'subidos';

export type DocumentsView = {
  section: Section;
  tab: Tab;
  /** The document of 'editar'. */
  documentId: number | null;
  search: string;
  tag: string;
  page: number;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function readView(params: URLSearchParams): DocumentsView {
  const page = Number(params.get('pagina'));
  const id = Number(params.get('documento'));
  const documentId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const section = oneOf(SECTIONS, params.get('seccion'), 'listado');
  return {
    // 'editar' without a document is the list.
    section: section === 'editar' && documentId === null ? 'listado' : section,
    tab: oneOf(TABS, params.get('tab'), DEFAULT_TAB),
    documentId,
    search: params.get('buscar') ?? '',
    tag: params.get('etiqueta') ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function writeView(v: DocumentsView): URLSearchParams {
  const out = new URLSearchParams({ seccion: v.section });
  if (v.section === 'editar' && v.documentId !== null) out.set('documento', String(v.documentId));
  if (v.section !== 'listado') return out;
  out.set('tab', v.tab);
  if (v.search.trim()) out.set('buscar', v.search);
  if (v.tag) out.set('etiqueta', v.tag);
  if (v.page > 1) out.set('pagina', String(v.page));
  return out;
}

/** Where the user returns after a create or an update (spec §2.6): Documentos, list, tab subidos. */
export const LIST_AFTER_SAVE = `/documentos?${writeView({
  section: 'listado',
  tab: DEFAULT_TAB,
  documentId: null,
  search: '',
  tag: '',
  page: 1,
})}`;

/** The filters the list sends; undefined when none is set (spec §5: sent only if one is non-empty). */
export function searchBy(v: Pick<DocumentsView, 'tab' | 'search' | 'tag'>): DocumentSearchBy | undefined {
  const out: DocumentSearchBy = {};
  if (v.search.trim()) out.search = v.search.trim();
  if (v.tag) out.tag = v.tag;
  if (v.tab === 'enlaces') out.document_kind = 'url_kind';
  return Object.keys(out).length > 0 ? out : undefined;
}

export const hasFilters = (v: Pick<DocumentsView, 'search' | 'tag'>) =>
  v.search.trim() !== '' || v.tag !== '';
