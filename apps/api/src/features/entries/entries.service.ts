// Other accounting records: created by hand or from a template, listed with the spec's filters,
// changed and deleted. Their lines are journal lines (source 'entry'), which the database keeps
// balanced and out of closed periods; one created for a bank movement reconciles it.
import {
  type CreateEntryBody,
  ENTRY_MESSAGES,
  type Entry,
  type EntryListQuery,
  TEMPLATE_MESSAGES,
  type UpdateEntryBody,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { chartAccounts } from '../accounting/accounts.service';
import { reconcileEntry, undoEntryConciliations } from '../bank/conciliations.service';
import {
  deleteEntry,
  findEntries,
  insertEntry,
  linesOf,
  listEntries,
  lockEntry,
  updateEntryHead,
  writeLines,
} from './entries.repository';
import { findTemplate } from './templates.repository';

async function withLines(db: Queryable, businessId: number, heads: Awaited<ReturnType<typeof findEntries>>) {
  const lines = await linesOf(
    db,
    businessId,
    heads.map((h) => h.id),
  );
  return heads.map(
    (h): Entry => ({
      ...h,
      incomes: lines.filter((l) => l.entry_id === h.id).map(({ entry_id: _e, ...l }) => l),
    }),
  );
}

export async function entriesPage(db: Db, businessId: number, q: EntryListQuery) {
  const { rows, total } = await listEntries(db, businessId, q.search_by ?? {}, {
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    data: await withLines(db, businessId, rows),
    meta: { current_page: q.page, page_size: q.page_size, total_elements: total },
  };
}

async function requireEntry(db: Queryable, businessId: number, id: number): Promise<Entry> {
  const [e] = await withLines(db, businessId, await findEntries(db, businessId, [id]));
  if (!e) throw notFound(ENTRY_MESSAGES.notFound);
  return e;
}

export async function entryDetail(db: Db, businessId: number, id: number) {
  return { entry: await requireEntry(db, businessId, id) };
}

/** Every account of the lines is the business's and active. */
async function checkAccounts(tx: Queryable, businessId: number, lines: readonly { account_id: number }[]) {
  const ids = [...new Set(lines.map((l) => l.account_id))];
  const found = await chartAccounts(tx, businessId, { ids });
  if (found.length !== ids.length) throw unprocessable(ENTRY_MESSAGES.account);
  if (found.some((a) => !a.active)) throw unprocessable(ENTRY_MESSAGES.inactive);
}

export async function createEntry(
  db: Db,
  ctx: { businessId: number; userId: number },
  body: CreateEntryBody,
) {
  return db.transaction(async (tx) => {
    if (body.template_id && !(await findTemplate(tx, body.template_id)))
      throw unprocessable(TEMPLATE_MESSAGES.notFound);
    await checkAccounts(tx, ctx.businessId, body.incomes);
    const id = await insertEntry(tx, ctx.businessId, { ...body, userId: ctx.userId });
    await writeLines(tx, ctx.businessId, id, body.date, body.incomes);
    if (body.bm_movement_id) {
      const amount = body.incomes.reduce((s, l) => s + l.debit, 0);
      await reconcileEntry(tx, ctx.businessId, {
        movementId: body.bm_movement_id,
        entryId: id,
        amount,
        userId: ctx.userId,
      });
    }
    return { entry: await requireEntry(tx, ctx.businessId, id) };
  });
}

export async function updateEntry(db: Db, businessId: number, id: number, body: UpdateEntryBody) {
  if (body.id !== undefined && body.id !== id) throw badRequest(ENTRY_MESSAGES.idMismatch);
  return db.transaction(async (tx) => {
    if (!(await lockEntry(tx, businessId, id))) throw notFound(ENTRY_MESSAGES.notFound);
    const before = await requireEntry(tx, businessId, id);
    const amount = body.incomes.reduce((s, l) => s + l.debit, 0);
    // A reconciled record keeps the movement's amount: undo the reconciliation to change it.
    if (before.conciliated && amount !== before.amount)
      throw unprocessable(
        'El registro está conciliado con un movimiento: su monto no cambia mientras lo esté.',
      );
    await checkAccounts(tx, businessId, body.incomes);
    await updateEntryHead(tx, businessId, id, body);
    await writeLines(tx, businessId, id, body.date, body.incomes);
    return { entry: await requireEntry(tx, businessId, id) };
  });
}

export async function removeEntry(db: Db, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    if (!(await lockEntry(tx, businessId, id))) throw notFound(ENTRY_MESSAGES.notFound);
    await undoEntryConciliations(tx, businessId, id);
    await deleteEntry(tx, businessId, id);
  });
  return { message: ENTRY_MESSAGES.deleted };
}
