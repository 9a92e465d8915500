import { ACCOUNT_CURRENCIES, BANKS, BANK_ACCOUNT_TYPES, isAccountCurrency } from '@portal/domain';
import { z } from 'zod';
import { boolParam, positiveInt } from '../invoices/common';

// Bank accounts of a business (spec platform §3 "Bank account", §7 "Bank": bm_accounts; §9 page 10).

export const BM_ACCOUNTS_PAGE_SIZE = 10;
export const BM_ACCOUNTS_MAX_PAGE_SIZE = 100;
/**
 * Currencies an account may hold: every ISO 4217 code with a minor unit (packages/domain), amounts
 * kept in that unit. The usual ones first, for the form.
 */
export const BM_COMMON_CURRENCIES = ['CLP', 'USD', 'EUR'] as const;
export const BM_CURRENCIES: readonly string[] = [
  ...BM_COMMON_CURRENCIES,
  ...ACCOUNT_CURRENCIES.filter((c) => !(BM_COMMON_CURRENCIES as readonly string[]).includes(c)),
];
export type BmCurrency = string;

export const BM_ACCOUNT_MESSAGES = {
  bank: 'Elige un banco de la lista.',
  number: 'Ingresa el número de cuenta: solo dígitos, guiones o espacios (hasta 30).',
  accountType: 'Elige un tipo de cuenta.',
  currency: 'Elige la moneda de la cuenta: un código ISO 4217 como CLP, USD o EUR.',
  name: 'El nombre de la cuenta tiene hasta 60 caracteres.',
  duplicate: 'Ya tienes esa cuenta registrada en este banco.',
  notFound: 'No encontramos esa cuenta bancaria.',
  deleted: 'La cuenta bancaria fue eliminada.',
  nothing: "Indica qué cambiar: 'active', 'account_type' o 'name'.",
} as const;

const accountTypeKeys = BANK_ACCOUNT_TYPES.map((t) => t.key).filter(
  (k): k is NonNullable<typeof k> => k !== null,
);
export const bmAccountType = z.enum(
  accountTypeKeys as [string, ...string[]],
  BM_ACCOUNT_MESSAGES.accountType,
);

export const bankCodeField = z
  .string(BM_ACCOUNT_MESSAGES.bank)
  .trim()
  .transform((v) => v.padStart(3, '0'))
  .refine((v) => BANKS.some((b) => b.code === v), BM_ACCOUNT_MESSAGES.bank);

/** An account number as banks print it ('00-123-45678-09', '123 456 789'), stored as its digits. */
export const accountNumberField = z
  .string(BM_ACCOUNT_MESSAGES.number)
  .trim()
  .max(30, BM_ACCOUNT_MESSAGES.number)
  .regex(/^[0-9][0-9 .-]*$/, BM_ACCOUNT_MESSAGES.number)
  .transform((v) => v.replace(/\D/g, '').replace(/^0+(?=\d)/, ''))
  .refine((v) => v.length >= 3, BM_ACCOUNT_MESSAGES.number);

export const bmAccount = z.object({
  id: z.number(),
  bank_code: z.string(),
  bank_name: z.string(),
  number: z.string(),
  name: z.string().nullable(),
  account_type: z.string().nullable(),
  currency: z.string(),
  active: z.boolean(),
  /** Balance after the newest imported movement (minor units), when the statements carry one. */
  balance: z.number().nullable(),
  /** The day that balance holds at: the last statement's end (or its last movement's date). */
  balance_date: z.string().nullable(),
  movements_count: z.number(),
  unconciliated_count: z.number(),
  /** The newest movement's date, YYYY-MM-DD. */
  last_movement_date: z.string().nullable(),
  /** When a statement was last imported into it (ISO 8601). */
  downloaded_at: z.string().nullable(),
  created_at: z.string(),
});
export type BmAccount = z.infer<typeof bmAccount>;

export const BM_ACCOUNT_SORT = [
  'bank_name',
  'number',
  'account_type',
  'currency',
  'active',
  'created_at',
  'last_movement_date',
] as const;
export const bmAccountListQuery = z.object({
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(BM_ACCOUNTS_MAX_PAGE_SIZE).default(BM_ACCOUNTS_PAGE_SIZE),
  sort_field: z.enum(BM_ACCOUNT_SORT).default('created_at'),
  sort_order: z
    .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']))
    .default('asc'),
  active: boolParam.optional(),
});
export type BmAccountListQuery = z.input<typeof bmAccountListQuery>;

const meta = z.object({ current_page: z.number(), page_size: z.number(), total_elements: z.number() });
export const bmAccountListResponse = z.object({ data: z.array(bmAccount), meta });

const nameField = z
  .string()
  .trim()
  .max(60, BM_ACCOUNT_MESSAGES.name)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

export const createBmAccountBody = z.object({
  bm_account: z.object({
    bank_code: bankCodeField,
    number: accountNumberField,
    account_type: bmAccountType.nullable().default(null),
    currency: z
      .string(BM_ACCOUNT_MESSAGES.currency)
      .trim()
      .toUpperCase()
      .refine(isAccountCurrency, BM_ACCOUNT_MESSAGES.currency)
      .default('CLP'),
    name: nameField,
  }),
});
export type CreateBmAccountBody = z.input<typeof createBmAccountBody>;

export const updateBmAccountBody = z.object({
  bm_account: z.object({
    active: z.boolean().optional(),
    account_type: bmAccountType.nullable().optional(),
    name: nameField,
  }),
});
export type UpdateBmAccountBody = z.input<typeof updateBmAccountBody>;

export const bmAccountResponse = z.object({ bm_account: bmAccount });
export const bmAccountDeletedResponse = z.object({
  message: z.string(),
  /** Movements removed with the account; their reconciliations were undone. */
  movements_deleted: z.number(),
});
