// The expense categories catalog (migration 0062): the same for every business.
import type { ExpenseCategory } from '@portal/contracts';
import type { Queryable } from '@portal/db';

const COLUMNS = 'id::int AS id, name, parent_id::int AS parent_id, account_number';

export async function categoriesWhere(
  db: Queryable,
  which: { parents: true } | { parentId: number } | { children: true },
): Promise<ExpenseCategory[]> {
  const where =
    'parents' in which
      ? 'parent_id IS NULL'
      : 'parentId' in which
        ? 'parent_id = $1'
        : 'parent_id IS NOT NULL';
  const { rows } = await db.query<ExpenseCategory>(
    `SELECT ${COLUMNS} FROM expense_categories WHERE ${where} ORDER BY parent_id NULLS FIRST, position, id`,
    'parentId' in which ? [which.parentId] : [],
  );
  return rows;
}

export async function findCategory(db: Queryable, id: number): Promise<ExpenseCategory | null> {
  const { rows } = await db.query<ExpenseCategory>(
    `SELECT ${COLUMNS} FROM expense_categories WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
