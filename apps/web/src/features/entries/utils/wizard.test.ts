import { describe, expect, it } from 'vitest';
import { parseEntriesPath, readWizard, writeWizard } from './wizard';

const q = (s: string) => new URLSearchParams(s);

describe('other records: screens and wizard state', () => {
  it('reads the sub-routes after otros-registros-{product}s/', () => {
    expect(parseEntriesPath('')).toEqual({ kind: 'history' });
    expect(parseEntriesPath('historico-registros')).toEqual({ kind: 'history' });
    expect(parseEntriesPath('nuevo-registro')).toEqual({ kind: 'new' });
    expect(parseEntriesPath('nuevo-registro/manual')).toEqual({ kind: 'manual' });
    expect(parseEntriesPath('entrada-dinero')).toEqual({ kind: 'templates', direction: 'income' });
    expect(parseEntriesPath('salida-dinero/completar-datos/')).toEqual({
      kind: 'complete',
      direction: 'expense',
    });
    expect(parseEntriesPath('confirmacion')).toEqual({ kind: 'confirm' });
    expect(parseEntriesPath('entrada-dinero/otra')).toEqual({ kind: 'none' });
    expect(parseEntriesPath('historico-registros/7')).toEqual({ kind: 'none' });
    expect(parseEntriesPath('x')).toEqual({ kind: 'none' });
  });

  it('reads the state from the URL, dropping what is malformed', () => {
    expect(
      readWizard(q('plantilla=3&fecha=2026-05-10&nombre=Aporte&cuenta=12&m1=5000000'), 'income'),
    ).toEqual({
      direction: 'income',
      templateId: 3,
      date: '2026-05-10',
      name: 'Aporte',
      accountId: 12,
      inputs: [5_000_000, 0, 0],
    });
    expect(readWizard(q('plantilla=x&fecha=10-05-2026&cuenta=-1&m1=-5&m2=1.5'))).toEqual({
      direction: 'income',
      templateId: null,
      date: null,
      name: null,
      accountId: null,
      inputs: [0, 0, 0],
    });
    expect(readWizard(q('tipo=salida')).direction).toBe('expense');
    expect(readWizard(q('tipo=salida'), 'income').direction).toBe('income');
  });

  it('writes it back (the direction only for the confirmation) and survives a round trip', () => {
    const state = readWizard(q('plantilla=3&fecha=2026-05-10&nombre=&cuenta=12&m2=700'), 'expense');
    expect(state.name).toBe('');
    const written = writeWizard(state, true);
    expect(written.toString()).toBe('tipo=salida&plantilla=3&fecha=2026-05-10&nombre=&cuenta=12&m2=700');
    expect(readWizard(written)).toEqual(state);
    expect(writeWizard(state).has('tipo')).toBe(false);
  });
});
