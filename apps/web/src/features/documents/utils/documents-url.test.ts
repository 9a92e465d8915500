import { describe, expect, it } from 'vitest';
import { readListUrl, writeListUrl } from '../../../lib/url-state/list-url';
import { DOCUMENTS_URL, LIST_AFTER_SAVE, readSection, searchBy } from './documents-url';

const read = (q: string) => readListUrl(DOCUMENTS_URL, new URLSearchParams(q));

describe('the state of /documentos in its URL', () => {
  it('defaults to the list, tab subidos, page 1', () => {
    expect(read('')).toEqual({
      section: 'listado',
      tab: 'subidos',
      search: undefined,
      tag: undefined,
      page: 1,
    });
    expect(read('tab=otro&pagina=-3&seccion=x')).toMatchObject({
      section: 'listado',
      tab: 'subidos',
      page: 1,
    });
  });

  it('reads the edit section only with a document', () => {
    expect(readSection(new URLSearchParams('seccion=editar&documento=12'))).toEqual({
      section: 'editar',
      documentId: 12,
    });
    expect(readSection(new URLSearchParams('seccion=editar')).section).toBe('listado');
  });

  it('writes back what it reads', () => {
    const q = 'seccion=listado&tab=enlaces&buscar=arriendo&etiqueta=Contratos&pagina=3';
    expect(writeListUrl(DOCUMENTS_URL, read(q)).toString()).toBe(q);
  });

  it('returns after a save to Documentos, list, tab subidos (spec §2.6)', () => {
    expect(LIST_AFTER_SAVE).toBe('/documentos?seccion=listado&tab=subidos');
  });

  it('sends filters only when one is set (spec §5)', () => {
    expect(searchBy({ tab: 'subidos', search: '  ', tag: '' })).toBeUndefined();
    expect(searchBy({ tab: 'subidos', search: ' acta ', tag: '' })).toEqual({ search: 'acta' });
    expect(searchBy({ tab: 'enlaces', search: '', tag: 'x' })).toEqual({
      tag: 'x',
      document_kind: 'url_kind',
    });
  });
});
