import { z } from 'zod';

// Statement import (designed: the spec's bank connection downloads statements; a file is what this
// deployment reads). All or nothing per file, idempotent by the bank's transaction id.

export const BM_STATEMENT_MAX_BYTES = 20 * 1024 * 1024;

/** CSV column mapping sent with a CSV the portal does not recognise (JSON in the `csv_mapping` field). */
export const csvMappingField = z.object({
  delimiter: z.enum([',', ';', '\t']).optional(),
  dateColumn: z.string().min(1).max(80),
  dateFormat: z.enum(['DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY']),
  descriptionColumn: z.string().min(1).max(80),
  amountColumn: z.string().max(80).optional(),
  debitColumn: z.string().max(80).optional(),
  creditColumn: z.string().max(80).optional(),
  balanceColumn: z.string().max(80).optional(),
  referenceColumn: z.string().max(80).optional(),
  /** A column saying whether each amount is a debit or a credit (the amount's own sign is then ignored). */
  indicatorColumn: z.string().max(80).optional(),
  /** What indicatorColumn writes for money out and in; the usual words (Cargo, D, Abono, C…) when absent. */
  debitValues: z.array(z.string().trim().min(1).max(30)).max(10).optional(),
  creditValues: z.array(z.string().trim().min(1).max(30)).max(10).optional(),
  numberStyle: z.enum(['cl', 'us']),
});
export type CsvMappingField = z.infer<typeof csvMappingField>;

/** The CSV cartola layouts the portal knows (@portal/bank CSV_PRESETS; a test keeps both lists equal). */
export const CSV_PRESET_KEYS = [
  'banco-de-chile',
  'santander',
  'santander-movimientos',
  'bancoestado',
  'bci',
  'itau',
  'scotiabank',
  'security',
  'bice',
  'falabella-tarjeta',
] as const;

export const statementUploadQuery = z.object({
  /** The bank's CSV layout, when the portal does not recognise the file by itself. */
  csv_preset: z.enum(CSV_PRESET_KEYS, 'Elige un formato de cartola de la lista.').optional(),
});

/**
 * Where a statement of a file goes, when the file does not say it by itself (multipart field
 * `statement_accounts`, a JSON array): an account of the business, a new account with the
 * statement's number, or nowhere. `statement` is the statement's 0-based position in the file.
 */
export const statementChoice = z
  .object({
    file_name: z.string().max(255).optional(),
    statement: z.number().int().min(0).max(999),
    bm_account_id: z.number().int().positive().optional(),
    create: z.boolean().optional(),
    skip: z.boolean().optional(),
  })
  .refine(
    (c) => [c.bm_account_id !== undefined, c.create === true, c.skip === true].filter(Boolean).length === 1,
    'Indica para cada estado de cuenta una cuenta, crear una nueva u omitirlo.',
  );
export type StatementChoice = z.infer<typeof statementChoice>;
export const statementChoicesField = z.array(statementChoice).max(100);

export const statementImportResult = z.object({
  bm_account_id: z.number(),
  /** The account's number and ISO 4217 currency (the file may reach several accounts). */
  account_number: z.string(),
  currency: z.string(),
  /** The account was created by this import, with the statement's number. */
  created_account: z.boolean(),
  /** Statements of the file that went to this account. */
  statements: z.number(),
  /** The account's balance as of its last statement (minor units), and that statement's date. */
  balance: z.number().nullable(),
  balance_date: z.string().nullable(),
  format: z.enum(['ofx', 'camt053', 'csv']),
  file_name: z.string(),
  new: z.number(),
  unchanged: z.number(),
  /** Reconciled by the automatic matching in this import. */
  auto_conciliated: z.number(),
  /** New movements left with proposals for the user. */
  suggested: z.number(),
  warnings: z.array(z.string()),
});
export type StatementImportResult = z.infer<typeof statementImportResult>;
export const statementImportResponse = z.object({ imports: z.array(statementImportResult) });

/** 422 for a CSV whose columns the portal cannot tell: the UI shows the mapping step with these. */
export const csvMappingRequired = z.object({
  error: z.string(),
  code: z.literal('csv_mapping_required'),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  presets: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The layout the portal read but is not sure of, to confirm or correct, with its doubts. */
  proposal: csvMappingField.optional(),
  doubts: z.array(z.string()).optional(),
});
export type CsvMappingRequired = z.infer<typeof csvMappingRequired>;

// Bank connections (spec §7 "Bank tokens"): an account linked to the deployment's bank feed.
export const bankToken = z.object({
  id: z.number(),
  bm_account_id: z.number(),
  /** The feed: 'folder' (files a bank export or bridge leaves for the account) or 'http' (an aggregator). */
  provider: z.string(),
  last_download_at: z.string().nullable(),
  created_at: z.string(),
});
export type BankToken = z.infer<typeof bankToken>;
export const bankTokenResponse = z.object({ bank_token: bankToken });
export const bankTokenDownloadResponse = z.object({
  imports: z.array(statementImportResult),
  /** Files the feed had that could not be imported, with the reason (set aside, not retried). */
  rejected: z.array(z.object({ file_name: z.string(), error: z.string() })),
});

/** 422 for a file whose statements the portal cannot place by itself: the UI asks where each goes. */
export const statementAccountsRequired = z.object({
  error: z.string(),
  code: z.literal('statement_accounts_required'),
  file_name: z.string(),
  statements: z.array(
    z.object({
      statement: z.number(),
      account_number: z.string(),
      card: z.boolean(),
      currency: z.string(),
      entries: z.number(),
      closing_balance: z.number().nullable(),
      period_start: z.string().nullable(),
      period_end: z.string().nullable(),
      /** It names a number an account can be created with. */
      can_create: z.boolean(),
    }),
  ),
  accounts: z.array(
    z.object({ id: z.number(), number: z.string(), currency: z.string(), bank_name: z.string() }),
  ),
});
export type StatementAccountsRequired = z.infer<typeof statementAccountsRequired>;
