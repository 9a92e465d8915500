// Statement import (issue #13 §1): a bank file (OFX, QFX, camt.053, CSV cartola) read by
// @portal/bank, checked (the account is this one, balances agree), written all or nothing in one
// transaction, idempotent by the bank's transaction id, then matched against the open invoices.
import { createHash } from 'node:crypto';
import {
  type ParsedStatement,
  type StatementAccount,
  type StatementEntry,
  StatementError,
  checkBalances,
  parseStatement,
} from '@portal/bank';
import type { CsvMappingField, StatementImportResult } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { notFound, unprocessable } from '../../lib/errors';
import { lockAccount, touchDownloaded } from './accounts.repository';
import { matchNewMovements } from './matching.service';
import { type NewMovement, insertMovements } from './movements.repository';
import { csvMappingRequired, toCsvMapping } from './csv-mapping';

export const STATEMENT_MSG = {
  accountNotFound: 'No encontramos esa cuenta bancaria.',
  inactive: 'La cuenta está desactivada: actívala para importar cartolas.',
  unreadable: (file: string, why: string) => `${file}: ${why}`,
  otherAccount: (file: string, found: string[], ours: string) =>
    `${file}: la cartola es de la cuenta ${found.join(', ')}, no de la cuenta N° ${ours}. Impórtala en la cuenta que corresponde.`,
  currency: (file: string, found: string, ours: string) =>
    `${file}: la cartola está en ${found} y la cuenta en ${ours}.`,
  severalAccounts: (file: string) =>
    `${file}: la cartola trae varias cuentas sin número; impórtala desde la cuenta que corresponde.`,
  empty: (file: string) => `${file}: la cartola no trae movimientos.`,
} as const;

/** Account numbers compare by their digits; banks print them with branch prefixes or leading zeros. */
export function sameAccountNumber(a: string, b: string): boolean {
  const x = a.replace(/\D/g, '').replace(/^0+/, '');
  const y = b.replace(/\D/g, '').replace(/^0+/, '');
  if (x === '' || y === '') return false;
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.length >= 6 && long.endsWith(short);
}

type Options = { csvPreset?: string; csvMapping?: CsvMappingField };

/** The file read, or a 422 with the reader's Spanish message (and the CSV mapping step when needed). */
export function readStatement(name: string, bytes: Buffer, opts: Options): ParsedStatement {
  try {
    const csv = toCsvMapping(opts);
    return parseStatement(bytes, { fileName: name, ...(csv ? { csv } : {}) });
  } catch (err) {
    if (err instanceof StatementError) {
      const mapping = csvMappingRequired(name, bytes, opts);
      if (mapping) throw mapping;
      throw unprocessable(STATEMENT_MSG.unreadable(name, err.message));
    }
    throw err;
  }
}

/** The statement's account that is this account (by number), or the only one when the file names none. */
export function pickAccount(
  name: string,
  parsed: ParsedStatement,
  account: { number: string; currency: string },
): StatementAccount {
  const numbered = parsed.accounts.filter((a) => a.accountNumber.trim() !== '');
  let chosen: StatementAccount | undefined;
  if (numbered.length > 0) {
    chosen = numbered.find((a) => sameAccountNumber(a.accountNumber, account.number));
    if (!chosen)
      throw unprocessable(
        STATEMENT_MSG.otherAccount(
          name,
          numbered.map((a) => `N° ${a.accountNumber}`),
          account.number,
        ),
      );
  } else {
    if (parsed.accounts.length > 1) throw unprocessable(STATEMENT_MSG.severalAccounts(name));
    chosen = parsed.accounts[0];
  }
  if (!chosen || chosen.entries.length === 0) throw unprocessable(STATEMENT_MSG.empty(name));
  if (chosen.currency && chosen.currency !== account.currency)
    throw unprocessable(STATEMENT_MSG.currency(name, chosen.currency, account.currency));
  const balances = checkBalances(chosen);
  if (!balances.ok) throw unprocessable(`${name}: ${balances.message}`);
  return chosen;
}

/** One row per bank transaction id: a file that lists one twice (a bank's re-send) imports it once. */
function toNewMovements(entries: readonly StatementEntry[]): NewMovement[] {
  const seen = new Set<string>();
  const out: NewMovement[] = [];
  for (const e of entries) {
    if (seen.has(e.bankRef)) continue;
    seen.add(e.bankRef);
    out.push({
      bankRef: e.bankRef.slice(0, 200),
      postDate: e.bookingDate,
      valueDate: e.valueDate,
      amount: e.amount,
      description: e.description.slice(0, 500),
      counterpartyName: e.counterpartyName?.slice(0, 200) ?? null,
      reference: e.reference?.slice(0, 200) ?? null,
      movementType: e.type?.slice(0, 40) ?? null,
      balance: e.runningBalance,
    });
  }
  return out;
}

export type ImportContext = { businessId: number; userId: number | null };

/** A file read and checked against its account, ready to be written. */
export type PreparedStatement = {
  file: { name: string; bytes: Buffer };
  format: ParsedStatement['format'];
  entries: number;
  movements: NewMovement[];
};

/** Reads and checks a file for an account (outside any transaction: parsing is the slow part). */
export function prepareStatement(
  file: { name: string; bytes: Buffer },
  account: { number: string; currency: string },
  opts: Options = {},
): PreparedStatement {
  const parsed = readStatement(file.name, file.bytes, opts);
  const chosen = pickAccount(file.name, parsed, account);
  return {
    file,
    format: parsed.format,
    entries: chosen.entries.length,
    movements: toNewMovements(chosen.entries),
  };
}

/**
 * Writes a prepared file into its account inside the caller's transaction: the new movements (by the
 * bank's transaction id), the import's record, and the automatic reconciliation of what is new.
 */
export async function writeStatement(
  tx: Queryable,
  ctx: ImportContext,
  accountId: number,
  prepared: PreparedStatement,
): Promise<StatementImportResult & { importId: number }> {
  const { file, movements } = prepared;
  const locked = await lockAccount(tx, ctx.businessId, accountId);
  if (!locked) throw notFound(STATEMENT_MSG.accountNotFound);
  const sha = createHash('sha256').update(file.bytes).digest('hex');
  const importId = await insertImport(tx, ctx, accountId, prepared.format, file.name, sha);
  const created = await insertMovements(tx, ctx.businessId, accountId, importId, movements);
  const matched =
    locked.currency === 'CLP'
      ? await matchNewMovements(
          tx,
          ctx,
          created.map(({ id, index }) => ({ id, ...movements[index]! })),
        )
      : { automatic: 0, suggested: 0 };
  await tx.query(
    'UPDATE bm_statement_imports SET new_count = $2, unchanged_count = $3, auto_count = $4 WHERE id = $1',
    [importId, created.length, movements.length - created.length, matched.automatic],
  );
  await touchDownloaded(tx, ctx.businessId, accountId);
  const repeated = prepared.entries - movements.length;
  return {
    importId,
    bm_account_id: accountId,
    format: prepared.format,
    file_name: file.name,
    new: created.length,
    unchanged: movements.length - created.length,
    auto_conciliated: matched.automatic,
    suggested: matched.suggested,
    warnings: repeated > 0 ? [`${repeated} movimientos repetidos en el archivo se importaron una vez.`] : [],
  };
}

/** Imports one file into one account of the business: all or nothing. */
export async function importStatementFile(
  db: Db,
  ctx: ImportContext,
  accountId: number,
  file: { name: string; bytes: Buffer },
  opts: Options = {},
): Promise<StatementImportResult> {
  const known = await db.query<{ number: string; currency: string; active: boolean }>(
    'SELECT number, currency, active FROM bm_accounts WHERE business_id = $1 AND id = $2',
    [ctx.businessId, accountId],
  );
  const account = known.rows[0];
  if (!account) throw notFound(STATEMENT_MSG.accountNotFound);
  if (!account.active) throw unprocessable(STATEMENT_MSG.inactive);
  const prepared = prepareStatement(file, account, opts);
  const { importId: _, ...result } = await db.transaction(
    (tx) => writeStatement(tx, ctx, accountId, prepared),
    {
      shareReads: true,
    },
  );
  return result;
}

async function insertImport(
  tx: Queryable,
  ctx: ImportContext,
  accountId: number,
  format: string,
  fileName: string,
  sha: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bm_statement_imports (business_id, bm_account_id, format, file_name, file_sha256, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [ctx.businessId, accountId, format, fileName, sha, ctx.userId],
  );
  return rows[0]!.id;
}
