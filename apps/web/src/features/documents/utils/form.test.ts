import { describe, expect, it } from 'vitest';
import { type DocumentFormValues, fileProblem, validateDocumentForm } from './form';

const file = (name: string, size = 1000) => new File([new Uint8Array(Math.min(size, 10))], name, {}) as File;
const sized = (name: string, size: number) => {
  const f = file(name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const base: DocumentFormValues = { document_kind: 'document_kind', name: '', url: '', tags: [], file: null };

describe('the document form', () => {
  it('needs a file of an accepted type and at most 10 MB', () => {
    expect(fileProblem(null)).toBe('Elige el archivo que quieres subir.');
    expect(fileProblem(file('planilla.xlsx'))).toBe(
      'El archivo debe ser PDF, Word (.docx o .doc), Excel (.xls), PNG o JPG.',
    );
    expect(fileProblem(file('sin-extension'))).not.toBeNull();
    expect(fileProblem(file('FOTO.JPEG'))).toBeNull();
    expect(fileProblem(sized('grande.pdf', 10 * 1024 * 1024 + 1))).toBe(
      'El archivo supera el máximo de 10 MB.',
    );
    expect(fileProblem(sized('justo.pdf', 10 * 1024 * 1024))).toBeNull();
  });

  it('lets a file go without a name, but not a link', () => {
    expect(validateDocumentForm({ ...base, file: file('a.pdf') }, false)).toEqual({});
    const link = validateDocumentForm({ ...base, document_kind: 'url_kind', url: 'ftp://x' }, false);
    expect(Object.keys(link).sort()).toEqual(['name', 'url']);
    expect(link.url).toBe('Escribe un enlace válido que empiece con http:// o https://.');
  });

  it('checks the tags with the contract’s limits', () => {
    const tags = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(validateDocumentForm({ ...base, file: file('a.pdf'), tags }, false).tags).toBe(
      'Un documento lleva como máximo 10 etiquetas.',
    );
    expect(validateDocumentForm({ ...base, file: file('a.pdf'), tags: ['a,b'] }, false).tags).toBeDefined();
  });

  it('does not ask for the file when editing', () => {
    expect(validateDocumentForm({ ...base, name: 'Acta' }, true)).toEqual({});
    expect(validateDocumentForm({ ...base, name: ' ' }, true).name).toBeDefined();
  });
});
