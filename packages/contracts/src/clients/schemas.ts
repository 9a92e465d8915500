import { chileanPhone, findCommune, isValidRut, toCanonicalRut } from '@portal/domain';
import { z } from 'zod';
import { positiveInt } from '../invoices/common';

// Clients and providers (spec invoices-collections-vat §3, §7 "Clients", "Providers", "Contacts";
// §9: page size 10): the counterparts of a business's sales and purchases, their contacts and the
// registry (the documents of one counterpart).

/** Spec §9: clients and providers page size. */
export const CLIENTS_PAGE_SIZE = 10;
export const CLIENTS_MAX_PAGE_SIZE = 100;
export const DAYS_TO_PAY_MAX = 365;
/** "Por cobrar próximo" / "por pagar próximo": open amounts falling due in the next N days (today included). */
export const NEXT_DAYS = 30;

export const counterpartKind = z.enum(['client', 'provider']);
export type CounterpartKind = z.infer<typeof counterpartKind>;

/** Texts the forms show; the server answers a bad value with the same. */
export const CLIENT_FIELD_MESSAGES = {
  rut: 'Ingresa un RUT válido, por ejemplo 76.354.771-K.',
  businessName: 'Ingresa la razón social.',
  commune: 'Elige una comuna de la lista.',
  daysToPay: `Los días de pago van de 0 a ${DAYS_TO_PAY_MAX}.`,
  name: 'Ingresa el nombre del contacto.',
  email: 'Ingresa un correo válido, por ejemplo pagos@cliente.cl.',
  phone: 'Ingresa un teléfono chileno válido, por ejemplo +56 9 1234 5678.',
  contactType: 'Elige un tipo de contacto.',
  tooLong: (n: number) => `Máximo ${n} caracteres.`,
} as const;

/** A RUT in any usual writing ('76.354.771-k', '76354771K'), answered in the stored form '76354771-K'. */
export const rutField = z
  .string()
  .trim()
  .max(20, CLIENT_FIELD_MESSAGES.rut)
  .refine((v) => isValidRut(v), CLIENT_FIELD_MESSAGES.rut)
  .transform((v) => toCanonicalRut(v)!);

export const clientRutParams = z.object({ client_rut: rutField });
export const providerRutParams = z.object({ provider_rut: rutField });

const text = (max: number) => z.string().trim().max(max, CLIENT_FIELD_MESSAGES.tooLong(max));
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

// ---------------------------------------------------------------------------------------------
// The counterpart's own data

/** The editable data of a client or provider (PUT: any subset; null clears an optional field). */
export const counterpartFields = z.object({
  business_name: text(200).min(1, CLIENT_FIELD_MESSAGES.businessName),
  fantasy_name: optionalText(200),
  activity: optionalText(200),
  address: optionalText(200),
  commune: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v == null || findCommune(v) !== undefined, CLIENT_FIELD_MESSAGES.commune)
    .transform((v) => (v == null ? v : findCommune(v)!.name)),
  days_to_pay: z
    .number(CLIENT_FIELD_MESSAGES.daysToPay)
    .int(CLIENT_FIELD_MESSAGES.daysToPay)
    .min(0, CLIENT_FIELD_MESSAGES.daysToPay)
    .max(DAYS_TO_PAY_MAX, CLIENT_FIELD_MESSAGES.daysToPay)
    .nullable()
    .optional(),
  needs_buy_order: z.boolean().optional(),
});
export type CounterpartFields = z.input<typeof counterpartFields>;

export const updateCounterpartBody = z.object({ client: counterpartFields.partial() });
export const updateProviderBody = z.object({ provider: counterpartFields.partial() });
export const createClientBody = z.object({ client: counterpartFields.extend({ rut: rutField }) });
export const createProviderBody = z.object({ provider: counterpartFields.extend({ rut: rutField }) });

// ---------------------------------------------------------------------------------------------
// Contacts

export const contactTypeRow = z.object({ id: z.number(), key: z.string(), name: z.string() });
export const contactTypesResponse = z.object({ contact_types: z.array(contactTypeRow) });
export type ContactType = z.infer<typeof contactTypeRow>;

export const contact = z.object({
  id: z.number(),
  area: z.string().nullable(),
  contact_type_id: z.number().nullable(),
  description: z.string().nullable(),
  email: z.string().nullable(),
  emails: z.array(z.string()),
  last_name: z.string().nullable(),
  name: z.string(),
  /** Digits with country code ('56912345678'). */
  phone: z.string().nullable(),
  rut: z.string().nullable(),
  contact_type: counterpartKind,
  /** The client's or provider's RUT. */
  counterpart_rut: z.string(),
});
export type Contact = z.infer<typeof contact>;

const emailField = z.email(CLIENT_FIELD_MESSAGES.email).max(254, CLIENT_FIELD_MESSAGES.email);

/** The fields of a contact as the form sends them. */
export const contactFields = z.object({
  area: optionalText(100),
  contact_type_id: z.number(CLIENT_FIELD_MESSAGES.contactType).int().min(1).max(1_000).nullable().optional(),
  name: text(100).min(1, CLIENT_FIELD_MESSAGES.name),
  last_name: optionalText(100),
  rut: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v == null || isValidRut(v), CLIENT_FIELD_MESSAGES.rut)
    .transform((v) => (v == null ? v : toCanonicalRut(v))),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .pipe(emailField.nullable().optional()),
  emails: z.array(z.string().trim().toLowerCase().pipe(emailField)).max(10).optional(),
  phone: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v == null || chileanPhone(v) !== null, CLIENT_FIELD_MESSAGES.phone)
    .transform((v) => (v == null ? v : chileanPhone(v))),
  description: optionalText(500),
});
export type ContactFields = z.input<typeof contactFields>;

export const contactListQuery = z.object({ contact_type: counterpartKind, rut: rutField });
export const createContactBody = z.object({
  contact: contactFields.extend({ contact_type: counterpartKind, rut_counterpart: rutField }),
});
export const updateContactBody = z.object({ contact: contactFields.partial() });
export const contactIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const contactsResponse = z.object({ contacts: z.array(contact) });
export const contactResponse = z.object({ contact, message: z.string() });
export const contactDeletedResponse = z.object({ id: z.number(), message: z.string() });

// ---------------------------------------------------------------------------------------------
// Lists

const CLIENT_SORT = [
  'rut_client',
  'business_name',
  'fantasy_name',
  'last_doc_date',
  'days_to_pay',
  'total_debt',
  'num_documents',
] as const;
const PROVIDER_SORT = [
  'rut_provider',
  'business_name',
  'fantasy_name',
  'last_doc_date',
  'days_to_pay',
  'total_debt',
  'num_documents',
] as const;
const sortOrder = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['asc', 'desc']),
);

const listBase = {
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(CLIENTS_MAX_PAGE_SIZE).default(CLIENTS_PAGE_SIZE),
  /** RUT (with or without dots and dash) or name (razón social or nombre de fantasía), accents ignored. */
  search: z.string().trim().max(100).optional(),
  sort_order: sortOrder.default('desc'),
  /** csv: every matching row as a CSV download (report.csv), not one page. */
  format: z.enum(['json', 'csv']).default('json'),
};
export const clientListQuery = z.object({
  ...listBase,
  sort_field: z.enum(CLIENT_SORT).default('total_debt'),
});
export const providerListQuery = z.object({
  ...listBase,
  sort_field: z.enum(PROVIDER_SORT).default('total_debt'),
});
export type ClientListQuery = z.input<typeof clientListQuery>;
export type ProviderListQuery = z.input<typeof providerListQuery>;

const contactBrief = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
});
const rowBase = {
  business_name: z.string(),
  fantasy_name: z.string().nullable(),
  /** Issue date of the newest document, YYYY-MM-DD. */
  last_doc_date: z.string().nullable(),
  days_to_pay: z.number().nullable(),
  /** Open amount: what the counterpart still owes (clients) or is owed (providers). */
  total_debt: z.number(),
  num_documents: z.number(),
  contacts: z.array(contactBrief),
};
export const clientRow = z.object({ rut_client: z.string(), ...rowBase });
export const providerRow = z.object({ rut_provider: z.string(), ...rowBase });
export type ClientRow = z.infer<typeof clientRow>;
export type ProviderRow = z.infer<typeof providerRow>;

const meta = z.object({ current_page: z.number(), page_size: z.number(), total_elements: z.number() });
export const clientListResponse = z.object({
  data: z.object({ clients: z.array(clientRow) }),
  meta,
  total_overdue: z.number(),
  total_sales: z.number(),
  total_to_collect: z.number(),
  total_to_collect_next: z.number(),
  error: z.null(),
});
export const providerListResponse = z.object({
  data: z.object({ providers: z.array(providerRow) }),
  meta,
  total_overdue: z.number(),
  total_purchases: z.number(),
  total_to_pay: z.number(),
  total_to_pay_next: z.number(),
  error: z.null(),
});
export type ClientListResponse = z.infer<typeof clientListResponse>;
export type ProviderListResponse = z.infer<typeof providerListResponse>;

export const CLIENT_CSV_HEADERS = [
  'RUT',
  'Razón social',
  'Nombre de fantasía',
  'Último documento',
  'Días de pago',
  'Deuda',
  'Documentos',
  'Contactos',
] as const;

// ---------------------------------------------------------------------------------------------
// One client / provider

const entityBase = {
  rutBusiness: z.string(),
  business_name: z.string(),
  fantasyName: z.string().nullable(),
  activity: z.string().nullable(),
  address: z.string().nullable(),
  commune: z.string().nullable(),
  contacts: z.array(contact),
  daysToPay: z.number().nullable(),
  needsBuyOrder: z.boolean(),
  total_overdue: z.number(),
  last_doc_date: z.string().nullable(),
  num_documents: z.number(),
};
export const client = z.object({
  rutClient: z.string(),
  ...entityBase,
  total_sales: z.number(),
  total_to_collect: z.number(),
  total_to_collect_next: z.number(),
});
export const provider = z.object({
  rutProvider: z.string(),
  ...entityBase,
  total_purchases: z.number(),
  total_to_pay: z.number(),
  total_to_pay_next: z.number(),
});
export type Client = z.infer<typeof client>;
export type Provider = z.infer<typeof provider>;
export const clientResponse = z.object({ client, error: z.null() });
export const providerResponse = z.object({ provider, error: z.null() });

// ---------------------------------------------------------------------------------------------
// Registry

export const registryQuery = z.object({
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(CLIENTS_MAX_PAGE_SIZE).default(CLIENTS_PAGE_SIZE),
});
export const registryRecord = z.object({
  id: z.number(),
  business_name: z.string(),
  rut: z.string(),
  doc_date: z.string(),
  doc_number: z.number(),
  doc_type: z.number(),
  doc_type_name: z.string(),
  /** Internal due date (the portal's), YYYY-MM-DD. */
  due_date: z.string().nullable(),
  /** Open amount still to collect (sales; 0 on purchases). */
  due_collect: z.number(),
  /** Open amount still to pay (purchases; 0 on sales). */
  due_pay: z.number(),
  net_amount: z.number(),
  other_taxes: z.number(),
  /** Purchases: the IVA that is credit (recoverable); sales: the IVA débito. */
  tax_recoverable: z.number(),
  total_amount: z.number(),
  payed: z.boolean(),
  /** The type cannot be collected (paid at issue, guide) or the purchase was rejected. */
  uncollectible: z.boolean(),
  period: z.number(),
  reception_date: z.string().nullable(),
  /** RCV state: REGISTRO, PENDIENTE, NO_INCLUIR, RECLAMADO (sales: REGISTRO). */
  sii_state: z.string(),
  /** The SII's due date in words: 'Vence el DD/MM/AAAA', 'Venció el …' or 'Sin fecha'. */
  sii_due_description: z.string(),
});
export type RegistryRecord = z.infer<typeof registryRecord>;
export const registryResponse = z.object({
  records: z.array(registryRecord),
  meta,
  business_name: z.string(),
  error: z.null(),
});
export type RegistryResponse = z.infer<typeof registryResponse>;
