// Validation of the business edit form: the contract's schema decides, the messages are the form's.
import { type Business, updateBusinessBody } from '@portal/contracts';
import type { BusinessUpdate } from './api/business';

export type BusinessFormValues = Record<keyof BusinessUpdate, string>;
export type BusinessFormErrors = Partial<Record<keyof BusinessUpdate, string>>;

export const FIELD_LIMITS: Record<keyof BusinessUpdate, number> = {
  fantasy_name: 120,
  email: 254,
  phone: 20,
  address: 200,
  commune: 80,
  activity: 200,
};

const MESSAGES: Partial<Record<keyof BusinessUpdate, string>> = {
  email: 'Ingresa un correo válido, por ejemplo contacto@empresa.cl.',
  phone: 'Ingresa un teléfono válido con código de país, por ejemplo +56 9 1234 5678.',
};

export function formValuesOf(b: Business): BusinessFormValues {
  return {
    fantasy_name: b.fantasy_name ?? '',
    email: b.email ?? '',
    phone: b.phone ?? '',
    address: b.address ?? '',
    commune: b.commune ?? '',
    activity: b.activity ?? '',
  };
}

/** Phones are stored as digits with country code ('56912345678'), as the rest of the data. */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '');
}

/** Empty fields are sent as null. */
export function toUpdate(values: BusinessFormValues): BusinessUpdate {
  const clean = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    fantasy_name: clean(values.fantasy_name),
    email: clean(values.email)?.toLowerCase() ?? null,
    phone: clean(normalizePhone(values.phone)),
    address: clean(values.address),
    commune: clean(values.commune),
    activity: clean(values.activity),
  };
}

export function validateBusiness(values: BusinessFormValues): {
  errors: BusinessFormErrors;
  update: BusinessUpdate;
} {
  const update = toUpdate(values);
  const errors: BusinessFormErrors = {};
  const parsed = updateBusinessBody.safeParse({ business: update });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[1] as keyof BusinessUpdate | undefined;
      if (!field || errors[field]) continue;
      const limit = FIELD_LIMITS[field];
      errors[field] =
        issue.code === 'too_big' ? `Máximo ${limit} caracteres.` : (MESSAGES[field] ?? 'Revisa este dato.');
    }
  }
  return { errors, update };
}
