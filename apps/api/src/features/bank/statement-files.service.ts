// Statement files that arrive without an account chosen: the command line (npm run import) and the
// inbox folder. The file names its account (OFX ACCTID, camt IBAN/Id); the business's account with
// that number takes it, or one is created at the bank given (--bank, or the file's Chilean bank
// code). A file that names no account (a CSV cartola) goes to the account given, or to the
// business's only active one.
import { detectCsvPreset, sniffFormat } from '@portal/bank';
import type { StatementImportResult } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { findBank } from '@portal/domain';
import { unprocessable } from '../../lib/errors';
import { accountsByNumber, insertAccount } from './accounts.repository';
import {
  type ImportContext,
  prepareStatement,
  readStatement,
  sameAccountNumber,
  writeStatement,
} from './statements.service';

export const STATEMENT_FILE_MSG = {
  noAccount: (file: string) =>
    `${file}: la cartola no dice de qué cuenta es y la empresa tiene varias cuentas activas; indica la cuenta con --account <número>.`,
  noAccounts: (file: string) =>
    `${file}: la cartola no dice de qué cuenta es y la empresa no tiene cuentas; indica la cuenta con --account <número> y el banco con --bank <código>.`,
  unknownBank: (file: string, number: string) =>
    `${file}: la empresa no tiene la cuenta N° ${number}; indica su banco con --bank <código> (por ejemplo 001 Banco de Chile, 012 BancoEstado) para crearla, o créala en Cuentas bancarias.`,
  notCreated: (file: string, number: string) =>
    `${file}: la empresa no tiene la cuenta N° ${number}. Créala en Cuentas bancarias antes de dejar su cartola en la carpeta.`,
  severalAccounts: (file: string) =>
    `${file}: la cartola trae varias cuentas; importa una cuenta por archivo.`,
} as const;

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
  /** The account for a file that names none, or to create when the file's is missing. */
  accountNumber?: string;
  /** The bank (3-digit code) of an account to create. */
  bankCode?: string;
  /** May create the account (the command line); the inbox may not. */
  create: boolean;
};

export type StatementFileResult = StatementImportResult & {
  importId: number;
  account_number: string;
  created: boolean;
};

/** Imports one statement file into the account it names, inside the caller's transaction. */
export async function importStatementIn(
  tx: Queryable,
  ctx: ImportContext,
  file: { name: string; bytes: Buffer },
  opts: StatementFileOptions,
): Promise<StatementFileResult> {
  const parsed = readStatement(file.name, file.bytes, {});
  const named = [...new Set(parsed.accounts.map((a) => a.accountNumber.trim()).filter((n) => n !== ''))];
  if (named.length > 1) throw unprocessable(STATEMENT_FILE_MSG.severalAccounts(file.name));
  const number = named[0] ?? opts.accountNumber?.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const accounts = await accountsByNumber(tx, ctx.businessId);
  let account = number
    ? accounts.find((a) => sameAccountNumber(a.number, number))
    : accounts.length === 1
      ? accounts[0]
      : undefined;
  let created = false;
  if (!account) {
    if (!number)
      throw unprocessable(
        accounts.length === 0
          ? STATEMENT_FILE_MSG.noAccounts(file.name)
          : STATEMENT_FILE_MSG.noAccount(file.name),
      );
    if (!opts.create) throw unprocessable(STATEMENT_FILE_MSG.notCreated(file.name, number));
    const fileBank = parsed.accounts[0]?.bankId?.trim();
    const bank =
      findBank(opts.bankCode ?? '') ??
      (fileBank && /^\d{1,3}$/.test(fileBank) ? findBank(fileBank) : undefined);
    if (!bank) throw unprocessable(STATEMENT_FILE_MSG.unknownBank(file.name, number));
    const currency = parsed.accounts[0]?.currency ?? 'CLP';
    const id = await insertAccount(tx, ctx.businessId, {
      bank_code: bank.code,
      number: number.replace(/\D/g, '').replace(/^0+(?=\d)/, ''),
      account_type: null,
      currency: ['CLP', 'USD', 'EUR'].includes(currency) ? currency : 'CLP',
      name: null,
    });
    account = (await accountsByNumber(tx, ctx.businessId)).find((a) => a.id === id)!;
    created = true;
  }
  const prepared = prepareStatement(file, account);
  const result = await writeStatement(tx, ctx, account.id, prepared);
  return { ...result, account_number: account.number, created };
}
