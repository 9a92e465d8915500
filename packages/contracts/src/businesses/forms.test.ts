import { describe, expect, it } from 'vitest';
import { businessForm, normalizePhone } from './forms';
import { updateBusinessBody } from './schemas';

const base = {
  fantasy_name: 'Aromos',
  email: 'Contacto@Aromos.cl',
  phone: '+56 9 1234 5678',
  address: '',
  commune: 'Ñuñoa',
  activity: '',
  collections_since: '2026-02-01',
};

describe('business form', () => {
  it('sends empty fields as null, e-mails in lower case and phones as digits', () => {
    expect(businessForm.parse(base)).toEqual({
      fantasy_name: 'Aromos',
      email: 'contacto@aromos.cl',
      phone: '56912345678',
      address: null,
      commune: 'Ñuñoa',
      activity: null,
      collections_since: '2026-02-01',
    });
    expect(businessForm.parse({ ...base, collections_since: '' }).collections_since).toBeNull();
    expect(normalizePhone('+569 1234 5678')).toBe('56912345678');
  });

  it('reports invalid email, short phone and long names in Spanish', () => {
    const result = businessForm.safeParse({
      ...base,
      email: 'no-es-correo',
      phone: '123',
      fantasy_name: 'x'.repeat(121),
    });
    const errors = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(errors.email).toMatch(/correo válido/);
    expect(errors.phone).toMatch(/teléfono válido/);
    expect(errors.fantasy_name).toBe('Máximo 120 caracteres.');
    for (const day of ['2026-02-30', '01/02/2026', '1899-12-31']) {
      const bad = businessForm.safeParse({ ...base, collections_since: day });
      expect(bad.error?.issues[0]?.message, day).toMatch(/fecha válida/);
    }
  });

  it('refuses a phone with letters in Spanish instead of saving it as empty or as other digits', () => {
    for (const phone of ['abc', '+56 9 CASA 5678', '56912345678x']) {
      const result = businessForm.safeParse({ ...base, phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['phone'],
        message:
          'Ingresa un teléfono válido: 9 dígitos en Chile (por ejemplo +56 9 1234 5678), o con el código de su país.',
      });
      // The server refuses the same text.
      expect(updateBusinessBody.safeParse({ business: { phone } }).success).toBe(false);
    }
  });

  it('stores nine digits typed without a country code as a Chilean number, and refuses too few', () => {
    expect(businessForm.parse({ ...base, phone: '987654321' }).phone).toBe('56987654321');
    expect(businessForm.safeParse({ ...base, phone: '12' }).success).toBe(false);
  });

  it('is what the server checks: the same update passes or fails there too', () => {
    expect(updateBusinessBody.safeParse({ business: businessForm.parse(base) }).success).toBe(true);
    const bad = updateBusinessBody.safeParse({ business: { phone: '123' } });
    expect(bad.error?.issues[0]?.message).toMatch(/teléfono válido/);
  });
});
