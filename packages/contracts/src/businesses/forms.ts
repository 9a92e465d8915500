import { phoneWithCountryCode } from '@portal/domain';
import { z } from 'zod';
import { type BusinessField, businessFields } from './schemas';

// The business edit form: what the user typed (strings) becomes the update the server takes, and
// is checked by the server's own field schemas on the way, so the limits and texts are written once.

export type BusinessFormValues = Record<BusinessField, string> & { collections_since: string };

/**
 * Phones are stored as digits with country code ('56912345678'), as the rest of the data; nine
 * digits typed without one are a Chilean number. A phone that is not one stays as typed, so the field's own rule refuses it with its Spanish text instead of
 * the letters being dropped (and the phone saved as another number, or as empty).
 */
export function normalizePhone(input: string): string {
  return phoneWithCountryCode(input) ?? input;
}

/** Empty fields are sent as null. */
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const typed = <S extends z.ZodType<unknown, string | null>>(clean: (v: string) => string | null, field: S) =>
  z.string().transform(clean).pipe(field);

export const businessForm = z.object({
  fantasy_name: typed(blankToNull, businessFields.shape.fantasy_name),
  email: typed((v) => blankToNull(v)?.toLowerCase() ?? null, businessFields.shape.email),
  phone: typed((v) => blankToNull(normalizePhone(v)), businessFields.shape.phone),
  address: typed(blankToNull, businessFields.shape.address),
  commune: typed(blankToNull, businessFields.shape.commune),
  activity: typed(blankToNull, businessFields.shape.activity),
  collections_since: typed(blankToNull, businessFields.shape.collections_since),
});
