// Expenses: entered with their receipts and reviewed (validated or rejected with a reason) by the
// owner or an admin (writes are theirs, as everywhere; every role reads). A validated expense is in the books (migration 0063's
// triggers post it); the rules of who changes what are in README.md.
import {
  type Expense,
  type ExpenseDocument,
  type ExpenseFields,
  type ExpenseListQuery,
  EXPENSE_MAX_RECEIPTS,
  EXPENSE_MESSAGES,
  type ExpenseUpdateFields,
  type ReviewExpenseBody,
  expenseYearOptions,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { todayInChile } from '@portal/domain';
import type { BusinessScope } from '../../lib/access';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { type FileStore, type StoredFile, newStorageKey } from '../../lib/file-store';
import { undoConciliations } from '../bank/conciliations.service';
import { findCategory } from './categories.repository';
import type { ReceiptUpload } from './expense-form';
import {
  type ExpenseHead,
  type ReceiptRow,
  conciliationsOfExpense,
  deleteExpenseRow,
  deleteReceipts,
  expenseYears,
  findExpenses,
  findReceipt,
  insertExpense,
  insertReceipts,
  listExpenses,
  lockExpense,
  receiptsOf,
  reviewExpenseRow,
  updateExpenseRow,
} from './expenses.repository';

export type Actor = { business: BusinessScope; userId: number };

export const receiptPath = (expenseId: number, id: number) =>
  `/api/v1/client/expenses/${expenseId}/documents/${id}`;

const toDocument = (r: ReceiptRow): ExpenseDocument => ({
  id: r.id,
  name: r.name,
  ext_name: r.ext_name,
  full_path: receiptPath(r.expense_id, r.id),
  reference_id: r.expense_id,
  reference_type: 'Expense',
  content_type: r.content_type,
  size_bytes: r.size_bytes,
});

async function withDocuments(db: Queryable, businessId: number, heads: ExpenseHead[]): Promise<Expense[]> {
  const receipts = await receiptsOf(
    db,
    businessId,
    heads.map((h) => h.id),
  );
  return heads.map((h) => ({
    ...h,
    documents: receipts.filter((r) => r.expense_id === h.id).map(toDocument),
  }));
}

export async function expensesPage(db: Db, businessId: number, q: ExpenseListQuery) {
  const filter = { ...q.search_by, select_user_id: q.select_user_id };
  const { rows, total, totalAmount } = await listExpenses(db, businessId, filter, {
    sort: q.sort,
    page: q.page,
    pageSize: q.page_size,
  });
  const years = expenseYearOptions(Number(todayInChile().slice(0, 4)), await expenseYears(db, businessId));
  return {
    data: await withDocuments(db, businessId, rows),
    meta: {
      current_page: q.page,
      page_size: q.page_size,
      total_elements: total,
      total_amount: totalAmount,
      filters: { years },
    },
  };
}

async function requireExpense(db: Queryable, businessId: number, id: number): Promise<Expense> {
  const [e] = await withDocuments(db, businessId, await findExpenses(db, businessId, [id]));
  if (!e) throw notFound(EXPENSE_MESSAGES.notFound);
  return e;
}

export async function expenseDetail(db: Db, businessId: number, id: number) {
  return { expense: await requireExpense(db, businessId, id) };
}

async function requireChild(db: Queryable, id: number): Promise<void> {
  const c = await findCategory(db, id);
  if (!c || c.parent_id === null) throw unprocessable(EXPENSE_MESSAGES.categoryNotFound);
}

/** Stores the receipts' bytes first; the caller deletes them again if the transaction fails. */
async function storeReceipts(
  store: FileStore,
  businessId: number,
  expenseId: number,
  files: ReceiptUpload[],
) {
  const stored: { name: string; ext: string; contentType: string; size: number; key: string }[] = [];
  for (const f of files) {
    const key = newStorageKey('expenses', businessId, expenseId);
    await store.put(key, f.bytes, f.contentType);
    stored.push({ name: f.name, ext: f.ext, contentType: f.contentType, size: f.bytes.length, key });
  }
  return stored;
}

async function discard(store: FileStore, keys: readonly string[]) {
  await Promise.all(keys.map((k) => store.delete(k).catch(() => undefined)));
}

export async function createExpense(
  db: Db,
  store: FileStore,
  actor: Actor,
  form: { fields: ExpenseFields; files: ReceiptUpload[] },
) {
  const businessId = actor.business.id;
  await requireChild(db, form.fields.category_id);
  const keys: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const id = await insertExpense(tx, businessId, form.fields, actor.userId);
      const stored = await storeReceipts(store, businessId, id, form.files);
      keys.push(...stored.map((s) => s.key));
      await insertReceipts(tx, businessId, id, stored);
      return { expense: await requireExpense(tx, businessId, id) };
    });
  } catch (err) {
    await discard(store, keys);
    throw err;
  }
}

export async function updateExpense(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  form: { fields: ExpenseUpdateFields; files: ReceiptUpload[] },
) {
  const businessId = actor.business.id;
  await requireChild(db, form.fields.category_id);
  const keys: string[] = [];
  let removed: string[] = [];
  try {
    const out = await db.transaction(async (tx) => {
      if (!(await lockExpense(tx, businessId, id))) throw notFound(EXPENSE_MESSAGES.notFound);
      const before = await requireExpense(tx, businessId, id);
      if (before.conciliated && form.fields.amount !== before.amount)
        throw unprocessable(EXPENSE_MESSAGES.conciliated);
      const remove = [...new Set(form.fields.remove_document_ids)];
      if (remove.some((r) => !before.documents.some((d) => d.id === r)))
        throw unprocessable(EXPENSE_MESSAGES.receiptNotFound);
      if (before.documents.length - remove.length + form.files.length > EXPENSE_MAX_RECEIPTS)
        throw badRequest(EXPENSE_MESSAGES.tooManyReceipts);
      // A rejected expense that is corrected goes back to be reviewed; a validated one keeps its
      // review (the change is the reviewer's own: only owners and admins write).
      const backToWaiting = before.status === 'rejected';
      await updateExpenseRow(tx, businessId, id, form.fields, backToWaiting);
      removed = (await deleteReceipts(tx, businessId, id, remove)).map((r) => r.storage_key);
      const stored = await storeReceipts(store, businessId, id, form.files);
      keys.push(...stored.map((s) => s.key));
      await insertReceipts(tx, businessId, id, stored);
      return { expense: await requireExpense(tx, businessId, id) };
    });
    // The removed bytes go only after the change is committed.
    await discard(store, removed);
    return out;
  } catch (err) {
    await discard(store, keys);
    throw err;
  }
}

export async function reviewExpense(db: Db, actor: Actor, id: number, body: ReviewExpenseBody) {
  const businessId = actor.business.id;
  return db.transaction(async (tx) => {
    if (!(await lockExpense(tx, businessId, id))) throw notFound(EXPENSE_MESSAGES.notFound);
    await reviewExpenseRow(tx, businessId, id, {
      status: body.status,
      reason: body.reason ? body.reason : null,
      userId: actor.userId,
    });
    return { expense: await requireExpense(tx, businessId, id) };
  });
}

export async function removeExpense(db: Db, store: FileStore, actor: Actor, id: number) {
  const businessId = actor.business.id;
  const keys = await db.transaction(async (tx) => {
    if (!(await lockExpense(tx, businessId, id))) throw notFound(EXPENSE_MESSAGES.notFound);
    const conciliations = await conciliationsOfExpense(tx, businessId, id);
    if (conciliations.length > 0)
      await undoConciliations(
        tx,
        businessId,
        [...new Set(conciliations.map((c) => c.m))],
        conciliations.map((c) => c.id),
      );
    const gone = await deleteReceipts(tx, businessId, id, 'all');
    await deleteExpenseRow(tx, businessId, id);
    return gone.map((g) => g.storage_key);
  });
  await discard(store, keys);
  return { message: EXPENSE_MESSAGES.deleted };
}

export async function openReceipt(
  db: Db,
  store: FileStore,
  businessId: number,
  expenseId: number,
  id: number,
): Promise<{ doc: ExpenseDocument; file: StoredFile }> {
  const row = await findReceipt(db, businessId, expenseId, id);
  const file = row ? await store.get(row.storage_key) : null;
  if (!row || !file) throw notFound(EXPENSE_MESSAGES.receiptNotFound);
  return { doc: toDocument(row), file };
}
