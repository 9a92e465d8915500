// @portal/api/bank: what the command line (npm run import) uses of the bank area.
import type { Db } from '@portal/db';
import {
  type StatementFileOptions,
  type StatementFileResult,
  importStatementFileIn,
  isBankStatement,
} from './statement-files.service';

export { isBankStatement, type StatementFileResult };

/**
 * Imports statement files into a business, each in its own transaction (all or nothing per file):
 * one result per account a file reached.
 */
export async function importStatementFiles(
  db: Db,
  businessId: number,
  files: readonly { name: string; bytes: Buffer }[],
  opts: Omit<StatementFileOptions, 'create'>,
): Promise<StatementFileResult[]> {
  const out: StatementFileResult[] = [];
  for (const file of files) {
    out.push(
      ...(await db.transaction(
        (tx) => importStatementFileIn(tx, { businessId, userId: null }, file, { ...opts, create: true }),
        { shareReads: true },
      )),
    );
  }
  return out;
}
