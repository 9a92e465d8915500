import { describe, expect, it } from 'vitest';
import { LIST_AFTER_SAVE, readView, searchBy, writeView } from './filters';

describe('the state of /documentos in its URL', () => {
  it('defaults to the list, tab subidos, page 1', () => {
    expect(readView(new URLSearchParams())).toEqual({
      section: 'listado',
      tab: 'subidos',
      documentId: null,
      search: '',
      tag: '',
      page: 1,
    });
    expect(readView(new URLSearchParams('tab=otro&pagina=-3&seccion=x'))).toMatchObject({
      section: 'listado',
      tab: 'subidos',
      page: 1,
    });
  });

  it('reads the edit section only with a document', () => {
    expect(readView(new URLSearchParams('seccion=editar&documento=12'))).toMatchObject({
      section: 'editar',
      documentId: 12,
    });
    expect(readView(new URLSearchParams('seccion=editar'))).toMatchObject({ section: 'listado' });
  });

  it('writes back what it reads', () => {
    const q = 'seccion=listado&tab=enlaces&buscar=arriendo&etiqueta=Contratos&pagina=3';
    expect(writeView(readView(new URLSearchParams(q))).toString()).toBe(q);
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
