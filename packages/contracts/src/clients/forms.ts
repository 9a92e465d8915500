import { z } from 'zod';
import { CLIENT_FIELD_MESSAGES, DAYS_TO_PAY_MAX, contactFields, counterpartFields } from './schemas';

// The forms of the clients screens: what the user typed (strings) becomes the body the server takes,
// checked on the way by the server's own field schemas, so limits and texts are written once.

export type CounterpartFormValues = {
  business_name: string;
  fantasy_name: string;
  activity: string;
  address: string;
  commune: string;
  days_to_pay: string;
  needs_buy_order: boolean;
};

/** A field schema fed with the form's text (the schema accepts strings among other inputs). */
// biome-ignore lint/suspicious/noExplicitAny: the field schema's own input type is wider than string
const typed = <O>(schema: z.ZodType<O, any>) => z.string().pipe(schema as unknown as z.ZodType<O, string>);

const s = counterpartFields.shape;
export const counterpartForm = z.object({
  business_name: typed(s.business_name),
  fantasy_name: typed(s.fantasy_name),
  activity: typed(s.activity),
  address: typed(s.address),
  commune: typed(s.commune),
  days_to_pay: z
    .string()
    .transform((v) => (v.trim() === '' ? null : /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN))
    .pipe(
      z
        .number(CLIENT_FIELD_MESSAGES.daysToPay)
        .int(CLIENT_FIELD_MESSAGES.daysToPay)
        .min(0, CLIENT_FIELD_MESSAGES.daysToPay)
        .max(DAYS_TO_PAY_MAX, CLIENT_FIELD_MESSAGES.daysToPay)
        .nullable(),
    ),
  needs_buy_order: z.boolean(),
});
export type CounterpartFormOutput = z.output<typeof counterpartForm>;

export type ContactFormValues = {
  area: string;
  contact_type_id: string;
  name: string;
  last_name: string;
  rut: string;
  email: string;
  /** Further addresses, separated by commas or spaces. */
  emails: string;
  phone: string;
  description: string;
};

const c = contactFields.shape;
export const contactForm = z.object({
  area: typed(c.area),
  contact_type_id: z
    .string()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(c.contact_type_id as unknown as z.ZodType<number | null | undefined, number | null>),
  name: typed(c.name),
  last_name: typed(c.last_name),
  rut: typed(c.rut),
  email: typed(c.email),
  emails: z
    .string()
    .transform((v) => v.split(/[\s,;]+/).filter((x) => x !== ''))
    .pipe(z.array(z.email(CLIENT_FIELD_MESSAGES.email).max(254, CLIENT_FIELD_MESSAGES.email)).max(10)),
  phone: typed(c.phone),
  description: typed(c.description),
});
export type ContactFormOutput = z.output<typeof contactForm>;
