import { describe, expect, it } from 'vitest';
import { namePrefixLength, normalizeCounterpartyName } from './names';

describe('normalizeCounterpartyName', () => {
  it('folds case and accents and drops the legal form', () => {
    expect(normalizeCounterpartyName('Comercial Los Andes SpA')).toBe('comercial los andes');
    expect(normalizeCounterpartyName('COMERCIAL LOS ANDES S.A.')).toBe('comercial los andes');
    expect(normalizeCounterpartyName('Panadería Ñuble Ltda.')).toBe('panaderia nuble');
    expect(normalizeCounterpartyName('José Pérez E.I.R.L.')).toBe('jose perez');
  });
});

describe('namePrefixLength', () => {
  it('counts a whole name or a cut of at least 12 characters ending with the text word', () => {
    const name = 'comercial los andes';
    expect(namePrefixLength(name, 'transf de comercial los andes', 10)).toBe(19);
    expect(namePrefixLength(name, 'transf de comercial los and', 10)).toBe(17);
    expect(namePrefixLength(name, 'transf de comercial lo', 10)).toBe(12);
    expect(namePrefixLength(name, 'transf de comercial', 10)).toBe(0); // 9 characters: too short
    expect(namePrefixLength(name, 'transf de comercial los perez', 10)).toBe(0);
    expect(namePrefixLength('ferreteria sur', 'ferreteria surena', 0)).toBe(0);
  });
});
