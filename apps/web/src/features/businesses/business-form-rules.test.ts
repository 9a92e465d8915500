import { describe, expect, it } from 'vitest';
import { normalizePhone, toUpdate, validateBusiness } from './business-form-rules';

const base = {
  fantasy_name: 'Aromos',
  email: 'contacto@aromos.cl',
  phone: '+56 9 1234 5678',
  address: '',
  commune: 'Ñuñoa',
  activity: '',
};

describe('business form', () => {
  it('sends empty fields as null and phones as digits', () => {
    expect(toUpdate(base)).toEqual({
      fantasy_name: 'Aromos',
      email: 'contacto@aromos.cl',
      phone: '56912345678',
      address: null,
      commune: 'Ñuñoa',
      activity: null,
    });
    expect(normalizePhone('+569 1234 5678')).toBe('56912345678');
  });

  it('accepts valid data', () => {
    expect(validateBusiness(base).errors).toEqual({});
  });

  it('reports invalid email, short phone and long names in Spanish', () => {
    const { errors } = validateBusiness({
      ...base,
      email: 'no-es-correo',
      phone: '123',
      fantasy_name: 'x'.repeat(121),
    });
    expect(errors.email).toMatch(/correo válido/);
    expect(errors.phone).toMatch(/teléfono válido/);
    expect(errors.fantasy_name).toBe('Máximo 120 caracteres.');
  });
});
