// Bank accounts of a business: list with their figures, add, change, delete (undoing reconciliations).
import {
  BM_ACCOUNT_MESSAGES,
  type BmAccount,
  type EndpointBody,
  type EndpointQuery,
  type bankEndpoints,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { findBank } from '@portal/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  type AccountRow,
  deleteAccount,
  findAccount,
  insertAccount,
  listAccounts,
  lockAccount,
  updateAccount,
} from './accounts.repository';
import { conciliationsOfAccount } from './conciliations.repository';
import { undoConciliations } from './conciliations.service';

export const toAccount = (a: AccountRow): BmAccount => ({
  ...a,
  bank_name: findBank(a.bank_code)?.shortName ?? a.bank_code,
});

export async function accountsPage(
  db: Db,
  businessId: number,
  q: EndpointQuery<typeof bankEndpoints.accounts>,
) {
  const { rows, total } = await listAccounts(db, businessId, {
    sort: q.sort_field,
    order: q.sort_order,
    page: q.page,
    pageSize: q.page_size,
    active: q.active,
  });
  return {
    data: rows.map(toAccount),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total },
  };
}

export async function requireAccount(db: Db, businessId: number, id: number): Promise<BmAccount> {
  const a = await findAccount(db, businessId, id);
  if (!a) throw notFound(BM_ACCOUNT_MESSAGES.notFound);
  return toAccount(a);
}

export async function createAccount(
  db: Db,
  businessId: number,
  body: EndpointBody<typeof bankEndpoints.createAccount>,
) {
  const a = body.bm_account;
  const id = await insertAccount(db, businessId, {
    bank_code: a.bank_code,
    number: a.number,
    account_type: a.account_type ?? null,
    currency: a.currency ?? 'CLP',
    name: a.name ?? null,
  });
  if (id === null) throw conflict(BM_ACCOUNT_MESSAGES.duplicate);
  return requireAccount(db, businessId, id);
}

export async function changeAccount(
  db: Db,
  businessId: number,
  id: number,
  body: EndpointBody<typeof bankEndpoints.updateAccount>,
) {
  const c = body.bm_account;
  if (c.active === undefined && c.account_type === undefined && c.name === undefined)
    throw badRequest(BM_ACCOUNT_MESSAGES.nothing);
  if (!(await updateAccount(db, businessId, id, c))) throw notFound(BM_ACCOUNT_MESSAGES.notFound);
  return requireAccount(db, businessId, id);
}

/** Deletes the account and its movements; the invoices they paid get back their state first. */
export async function removeAccount(db: Db, businessId: number, id: number) {
  const movements = await db.transaction(async (tx) => {
    if (!(await lockAccount(tx, businessId, id))) throw notFound(BM_ACCOUNT_MESSAGES.notFound);
    const reconciled = await conciliationsOfAccount(tx, businessId, id);
    const movementIds = [...new Set(reconciled.map((c) => c.bm_movement_id))];
    if (movementIds.length > 0) await undoConciliations(tx, businessId, movementIds, 'all');
    return deleteAccount(tx, businessId, id);
  });
  return { message: BM_ACCOUNT_MESSAGES.deleted, movements_deleted: movements };
}
