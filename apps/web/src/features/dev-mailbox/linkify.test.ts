import { describe, expect, it } from 'vitest';
import { sameOriginPath, splitLinks } from './linkify';

describe('splitLinks', () => {
  it('finds links and leaves trailing punctuation out', () => {
    expect(splitLinks('Abre este enlace: http://localhost:3000/reset_password/abc.\nGracias')).toEqual([
      { kind: 'text', text: 'Abre este enlace: ' },
      { kind: 'link', href: 'http://localhost:3000/reset_password/abc' },
      { kind: 'text', text: '.\nGracias' },
    ]);
  });

  it('returns plain text untouched', () => {
    expect(splitLinks('sin enlaces')).toEqual([{ kind: 'text', text: 'sin enlaces' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('sameOriginPath', () => {
  it('keeps in-app links inside the app', () => {
    expect(sameOriginPath('http://localhost:3000/reset_password/x?a=1', 'http://localhost:3000')).toBe(
      '/reset_password/x?a=1',
    );
    expect(sameOriginPath('https://otro.cl/x', 'http://localhost:3000')).toBeNull();
    expect(sameOriginPath('no es url', 'http://localhost:3000')).toBeNull();
  });
});
