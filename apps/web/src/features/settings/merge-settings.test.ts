import type { Setting } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mergeSettings } from './merge-settings';

const row = (key: string, name: string, active = true): Setting => ({
  id: 1,
  business_id: 1,
  key,
  name,
  value: null,
  active,
  visualized: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('mergeSettings', () => {
  it('lists every catalog setting, with the saved row when there is one, sorted by name', () => {
    const catalog = {
      popup_rent: { name: 'Ventana de Operación Renta', description: 'Aviso' },
      daily: { name: 'Resumen diario', description: 'Correo' },
    };
    const merged = mergeSettings(catalog, [
      row('popup_rent', 'Ventana de Operación Renta'),
      row('legacy', 'Antigua'),
    ]);
    expect(merged.map((e) => [e.key, e.setting?.active ?? null])).toEqual([
      ['legacy', true],
      ['daily', null],
      ['popup_rent', true],
    ]);
    expect(merged[1].description).toBe('Correo');
  });

  it('gives each setting the control of its catalog kind; a setting outside the catalog only its switch', () => {
    const days = { kind: 'days', label: 'Días', hint: 'h', min: 0, max: 60, default: 3 } as const;
    const merged = mergeSettings({ reminders: { name: 'Recordatorios', description: 'x', value: days } }, [
      row('legacy', 'Antigua'),
    ]);
    expect(merged.map((e) => [e.key, e.valueKind.kind])).toEqual([
      ['legacy', 'none'],
      ['reminders', 'days'],
    ]);
  });
});
