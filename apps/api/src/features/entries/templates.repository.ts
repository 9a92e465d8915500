// The template catalog (migration 0053), the same for every business.
import type { Queryable } from '@portal/db';

export type TemplateRow = {
  id: number;
  name: string;
  description: string;
  category_id: number;
  type_category: 'income' | 'expense';
  script: string;
  accounts: { code: string; account_number: string }[];
  settings: string[];
  input_acc_label: string;
  input_1_label: string | null;
  input_2_label: string | null;
  input_3_label: string | null;
  input_1_active: boolean;
  input_2_active: boolean;
  input_3_active: boolean;
};

const COLUMNS = `t.id::int AS id, t.name, t.description, t.category_id::int AS category_id, c.type_category, t.script,
  t.accounts, t.settings, t.input_acc_label, t.input_1_label, t.input_2_label, t.input_3_label,
  t.input_1_active, t.input_2_active, t.input_3_active`;

export async function listTemplates(db: Queryable): Promise<TemplateRow[]> {
  const { rows } = await db.query<TemplateRow>(
    `SELECT ${COLUMNS} FROM income_templates t JOIN template_categories c ON c.id = t.category_id ORDER BY t.position, t.id`,
  );
  return rows;
}

export async function findTemplate(db: Queryable, id: number): Promise<TemplateRow | null> {
  const { rows } = await db.query<TemplateRow>(
    `SELECT ${COLUMNS} FROM income_templates t JOIN template_categories c ON c.id = t.category_id WHERE t.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export type CategoryRow = { id: number; name: string; type_category: 'income' | 'expense' };

export async function listCategories(db: Queryable, type?: 'income' | 'expense'): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT id::int AS id, name, type_category FROM template_categories
      WHERE $1::text IS NULL OR type_category = $1 ORDER BY id`,
    [type ?? null],
  );
  return rows;
}
