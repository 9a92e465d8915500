// Statement files that arrive without an account chosen: the command line (npm run import) and the
// inbox folder. Each statement of the file goes to the business's account with the number it names
// (OFX ACCTID, camt IBAN/Id), or to one created at the bank given (--bank, or the file's Chilean
// bank code) — the command line creates, the inbox never does. A statement that names no account
// (a CSV cartola) goes to the account given (--account), or to the business's only active one.
import { detectCsvPreset, sniffFormat } from '@portal/bank';
import type { Queryable } from '@portal/db';
import { type ImportContext, type StatementFileResult, importFileIn } from './statements.service';

export { STATEMENT_FILE_MSG } from './statements.service';

/** A bank statement (OFX, QFX, camt.053, or a CSV with a cartola's columns), not an SII file. */
export function isBankStatement(bytes: Buffer): boolean {
  const format = sniffFormat(bytes.subarray(0, 4096).toString('latin1'));
  if (format === 'ofx' || format === 'camt053') return true;
  if (format !== 'csv') return false;
  try {
    return detectCsvPreset(bytes) !== null;
  } catch {
    return false;
  }
}

export type StatementFileOptions = {
  /** The account of a statement that names none (created at bankCode when missing). */
  accountNumber?: string;
  /** The bank (3-digit code) of an account to create. */
  bankCode?: string;
  /** May create accounts (the command line); the inbox may not. */
  create: boolean;
};

export type { StatementFileResult };

/** Imports every statement of one file into the accounts they name, inside the caller's transaction. */
export async function importStatementFileIn(
  tx: Queryable,
  ctx: ImportContext,
  file: { name: string; bytes: Buffer },
  opts: StatementFileOptions,
): Promise<StatementFileResult[]> {
  return importFileIn(tx, ctx, file, {
    ...(opts.accountNumber ? { fallbackNumber: opts.accountNumber } : {}),
    ...(opts.bankCode ? { bankCode: opts.bankCode } : {}),
    unknown: opts.create ? 'create' : 'refuse',
  });
}

/**
 * The inbox's view of one file: its first import and every new movement it brought (a file may
 * reach several accounts; the inbox records it as one).
 */
export async function importStatementIn(
  tx: Queryable,
  ctx: ImportContext,
  file: { name: string; bytes: Buffer },
  opts: StatementFileOptions,
): Promise<StatementFileResult> {
  const results = await importStatementFileIn(tx, ctx, file, opts);
  return { ...results[0]!, new: results.reduce((n, r) => n + r.new, 0) };
}
