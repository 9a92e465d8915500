import { EXPENSE_CATEGORY_MESSAGES } from '@portal/contracts';
import type { Db } from '@portal/db';
import { notFound } from '../../lib/errors';
import { categoriesWhere, findCategory } from './categories.repository';

export async function parentCategories(db: Db) {
  return { expense_categories: await categoriesWhere(db, { parents: true }) };
}

export async function childCategories(db: Db, parentId?: number) {
  if (parentId === undefined) return { expense_categories: await categoriesWhere(db, { children: true }) };
  const parent = await findCategory(db, parentId);
  if (!parent || parent.parent_id !== null) throw notFound(EXPENSE_CATEGORY_MESSAGES.notFound);
  return { expense_categories: await categoriesWhere(db, { parentId }) };
}
