// The chart of accounts: the standard one on first use, the business's own accounts beside it.
import {
  ACCOUNT_MESSAGES,
  type Account,
  type CreateAccountBody,
  type UpdateAccountBody,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { conflict, notFound } from '../../lib/errors';
import {
  accountsAmong,
  deleteAccount,
  ensureChart,
  findAccount,
  insertAccount,
  listAccounts,
  updateAccount,
} from './accounts.repository';

export async function chartOfAccounts(db: Db, businessId: number, only: 'all' | 'internal' = 'all') {
  await ensureChart(db, businessId);
  return { accounts: await listAccounts(db, businessId, only) };
}

export async function requireAccount(
  db: Db,
  businessId: number,
  by: { id: number } | { code: string },
): Promise<Account> {
  await ensureChart(db, businessId);
  const account = await findAccount(db, businessId, by);
  if (!account) throw notFound(ACCOUNT_MESSAGES.notFound);
  return account;
}

export async function createAccount(db: Db, businessId: number, body: CreateAccountBody): Promise<Account> {
  await ensureChart(db, businessId);
  const id = await insertAccount(db, businessId, { ...body, classification: body.classification ?? false });
  if (id === null) throw conflict(ACCOUNT_MESSAGES.duplicate);
  return requireAccount(db, businessId, { id });
}

export async function changeAccount(
  db: Db,
  businessId: number,
  id: number,
  body: UpdateAccountBody,
): Promise<Account> {
  const account = await requireAccount(db, businessId, { id });
  // The automatic entries post to role accounts: they stay active.
  if (account.role && body.active === false) throw conflict(ACCOUNT_MESSAGES.system);
  await updateAccount(db, businessId, id, body);
  return requireAccount(db, businessId, { id });
}

export async function removeAccount(db: Db, businessId: number, id: number) {
  const account = await requireAccount(db, businessId, { id });
  if (account.role) throw conflict(ACCOUNT_MESSAGES.system);
  if (!(await deleteAccount(db, businessId, id))) throw conflict(ACCOUNT_MESSAGES.withMovements);
  return { message: ACCOUNT_MESSAGES.deleted };
}

/** The chart's accounts of the business among ids or numbers (the entries area checks and names its lines). */
export async function chartAccounts(
  db: Queryable,
  businessId: number,
  by: { ids: readonly number[] } | { numbers: readonly string[] },
) {
  await ensureChart(db, businessId);
  return accountsAmong(db, businessId, by);
}
