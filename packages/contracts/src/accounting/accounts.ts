import { z } from 'zod';

// The chart of accounts (spec platform §3 "Account": id, name, account_number; account types; §7
// "Accounts": list, internal_accounts/list, invoicing/list, by id, show_by_code/{code}).

export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'EXPENSE', 'REVENUE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spanish names of the account types, as the screens and exports show them. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  ASSET: 'Activo',
  LIABILITY: 'Pasivo',
  EQUITY: 'Patrimonio',
  EXPENSE: 'Costos y gastos',
  REVENUE: 'Ingresos',
};

export const ACCOUNT_MESSAGES = {
  name: 'El nombre de la cuenta tiene entre 1 y 80 caracteres.',
  number: 'El código de la cuenta tiene de 1 a 10 dígitos.',
  type: 'Elige el tipo de cuenta: activo, pasivo, patrimonio, ingresos o costos y gastos.',
  duplicate: 'Ya existe una cuenta con ese código.',
  notFound: 'No encontramos esa cuenta.',
  withMovements: 'La cuenta tiene movimientos: no se puede eliminar. Puedes desactivarla.',
  system: 'Los asientos automáticos usan esta cuenta: no se puede eliminar ni desactivar.',
  deleted: 'La cuenta fue eliminada.',
  nothing: "Indica qué cambiar: 'name', 'active' o 'classification'.",
} as const;

export const account = z.object({
  id: z.number(),
  name: z.string(),
  account_number: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  /** What the automatic entries post to (clientes, ventas, iva_debito…); null for the others. */
  role: z.string().nullable(),
  /** Offered when classifying a purchase. */
  classification: z.boolean(),
  active: z.boolean(),
  /** Has journal lines: it can be deactivated, not deleted. */
  has_movements: z.boolean(),
});
export type Account = z.infer<typeof account>;

export const accountListResponse = z.object({ accounts: z.array(account) });
export const accountResponse = z.object({ account });
export const accountCodeParams = z.object({
  code: z.string().regex(/^[0-9]{1,10}$/, ACCOUNT_MESSAGES.number),
});

const accountName = z
  .string(ACCOUNT_MESSAGES.name)
  .trim()
  .min(1, ACCOUNT_MESSAGES.name)
  .max(80, ACCOUNT_MESSAGES.name);

export const createAccountBody = z.object({
  name: accountName,
  account_number: z
    .string(ACCOUNT_MESSAGES.number)
    .trim()
    .regex(/^[0-9]{1,10}$/, ACCOUNT_MESSAGES.number),
  account_type: z.enum(ACCOUNT_TYPES, ACCOUNT_MESSAGES.type),
  classification: z.boolean().optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBody>;

export const updateAccountBody = z
  .object({
    name: accountName.optional(),
    active: z.boolean().optional(),
    classification: z.boolean().optional(),
  })
  .refine(
    (b) => b.name !== undefined || b.active !== undefined || b.classification !== undefined,
    ACCOUNT_MESSAGES.nothing,
  );
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;
