import { z } from 'zod';

// Expense categories (invoices-collections-vat §7: parents, children by id, all children). A catalog
// shared by every business (migration 0062); each child posts to an account of the chart.

export const expenseCategory = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  /** The chart account (number) a validated expense of this child debits; null for a parent. */
  account_number: z.string().nullable(),
});
export type ExpenseCategory = z.infer<typeof expenseCategory>;
export const expenseCategoriesResponse = z.object({ expense_categories: z.array(expenseCategory) });
export const EXPENSE_CATEGORY_MESSAGES = { notFound: 'No encontramos esa categoría de gastos.' } as const;
