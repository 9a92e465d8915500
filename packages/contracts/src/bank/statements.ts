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

export const statementImportResult = z.object({
  bm_account_id: z.number(),
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
