// Bank connections (spec §7 "Bank tokens"): link an account to the deployment's bank feed, unlink
// it, and download what the feed has for it — each file imported like an upload (all or nothing per
// file, idempotent by the bank's transaction ids), so the movements and their matching are the same.
import type { StatementImportResult } from '@portal/contracts';
import type { Db } from '@portal/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { BankFeedAdapter, FeedAccount } from './bank-feed.adapter';
import { importStatementFile } from './statements.service';

export const BANK_TOKEN_MSG = {
  accountNotFound: 'No encontramos esa cuenta bancaria.',
  notFound: 'No encontramos esa conexión bancaria.',
  already: 'Esa cuenta ya está conectada.',
  deleted: 'La conexión bancaria fue eliminada.',
} as const;

/** Files imported per download (the rest wait for the next one). */
const FILES_PER_DOWNLOAD = 20;

export type BankTokenRow = {
  id: number;
  bm_account_id: number;
  provider: string;
  last_download_at: string | null;
  created_at: string;
};

const COLUMNS = `t.id::int AS id, t.bm_account_id::int AS bm_account_id, t.provider, t.last_download_at, t.created_at`;
const toToken = (r: Record<string, unknown>): BankTokenRow => ({
  ...(r as BankTokenRow),
  last_download_at: r.last_download_at ? new Date(r.last_download_at as string).toISOString() : null,
  created_at: new Date(r.created_at as string).toISOString(),
});

async function feedAccount(db: Db, businessId: number, accountId: number): Promise<FeedAccount | null> {
  const { rows } = await db.query<{ rut: string; number: string; bank_code: string }>(
    `SELECT b.rut, a.number, a.bank_code FROM bm_accounts a JOIN businesses b ON b.id = a.business_id
      WHERE a.business_id = $1 AND a.id = $2`,
    [businessId, accountId],
  );
  const r = rows[0];
  return r ? { businessRut: r.rut, number: r.number, bankCode: r.bank_code } : null;
}

export async function createToken(
  db: Db,
  feed: BankFeedAdapter,
  ctx: { businessId: number; userId: number },
  accountId: number,
): Promise<BankTokenRow> {
  const account = await feedAccount(db, ctx.businessId, accountId);
  if (!account) throw notFound(BANK_TOKEN_MSG.accountNotFound);
  const existing = await db.query(
    'SELECT 1 FROM bm_bank_tokens WHERE business_id = $1 AND bm_account_id = $2',
    [ctx.businessId, accountId],
  );
  if (existing.rowCount > 0) throw conflict(BANK_TOKEN_MSG.already);
  const { externalId } = await feed.link(account);
  const { rows } = await db.query(
    `INSERT INTO bm_bank_tokens AS t (business_id, bm_account_id, provider, external_id, created_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (bm_account_id) DO NOTHING RETURNING ${COLUMNS}`,
    [ctx.businessId, accountId, feed.provider, externalId, ctx.userId],
  );
  if (!rows[0]) throw conflict(BANK_TOKEN_MSG.already);
  return toToken(rows[0]);
}

async function findToken(db: Db, businessId: number, id: number) {
  const { rows } = await db.query<BankTokenRow & { external_id: string }>(
    `SELECT ${COLUMNS}, t.external_id FROM bm_bank_tokens t WHERE t.business_id = $1 AND t.id = $2`,
    [businessId, id],
  );
  if (!rows[0]) throw notFound(BANK_TOKEN_MSG.notFound);
  return rows[0];
}

export async function deleteToken(db: Db, feed: BankFeedAdapter, businessId: number, id: number) {
  const token = await findToken(db, businessId, id);
  const account = await feedAccount(db, businessId, token.bm_account_id);
  if (account) await feed.unlink(token.external_id, account);
  await db.query('DELETE FROM bm_bank_tokens WHERE business_id = $1 AND id = $2', [businessId, id]);
  return { message: BANK_TOKEN_MSG.deleted };
}

/** Imports what the feed has for the linked account; a refused file is set aside with its reason. */
export async function downloadToken(
  db: Db,
  feed: BankFeedAdapter,
  ctx: { businessId: number; userId: number },
  id: number,
): Promise<{ imports: StatementImportResult[]; rejected: { file_name: string; error: string }[] }> {
  const token = await findToken(db, ctx.businessId, id);
  const account = await feedAccount(db, ctx.businessId, token.bm_account_id);
  if (!account) throw notFound(BANK_TOKEN_MSG.accountNotFound);
  const imports: StatementImportResult[] = [];
  const rejected: { file_name: string; error: string }[] = [];
  for (const file of await feed.pull(token.external_id, account, FILES_PER_DOWNLOAD)) {
    try {
      imports.push(...(await importStatementFile(db, ctx, token.bm_account_id, file)));
      await feed.settle(file, { ok: true });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      rejected.push({ file_name: file.name, error: err.message });
      await feed.settle(file, { ok: false, error: err.message });
    }
  }
  await db.query('UPDATE bm_bank_tokens SET last_download_at = now() WHERE business_id = $1 AND id = $2', [
    ctx.businessId,
    id,
  ]);
  return { imports, rejected };
}
