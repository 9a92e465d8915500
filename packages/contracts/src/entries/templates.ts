import { z } from 'zod';
import { withSearchBy } from '../bank/search-by';
import { calendarDate } from '../invoices/common';
import { entryLine } from './entries';

// Income templates (spec platform §3 "Income template": id, script, accounts (code, name,
// account_number), income_settings (code, value), input_1_active…input_3_active; §5: the amounts
// come from the script with the inputs, the selected account and the settings). The labels of the
// inputs and the evaluate call are designed here (the spec does not show them).

export const TEMPLATE_TYPES = ['income', 'expense'] as const;

export const TEMPLATE_MESSAGES = {
  notFound: 'No encontramos esa plantilla.',
  categoryNotFound: 'No encontramos esa categoría de plantillas.',
  inputAcc: 'Elige la cuenta donde entra o sale el dinero.',
  input: 'Ingresa un monto en pesos (entero, 0 o más).',
  negative: (line: string) => `La línea "${line}" resultó negativa con esos montos: revisa los datos.`,
  empty: 'Con esos montos el registro queda en cero: ingresa al menos un monto.',
  emptyF29: (month: string) =>
    `La propuesta del F29 de ${month} no deja nada que registrar: no tiene débito, retenciones ni pago (su remanente, si lo tiene, sigue en IVA crédito fiscal). Revisa que estén importados los documentos de ese mes.`,
  unbalanced: 'Con esos montos el registro no cuadra: revisa los datos.',
} as const;

export const templateCategory = z.object({
  id: z.number(),
  name: z.string(),
  type_category: z.enum(TEMPLATE_TYPES),
});
export const templateCategoriesQuery = withSearchBy(
  z.object({
    search_by: z
      .object({ type_category: z.enum(TEMPLATE_TYPES).optional() })
      .strict()
      .optional(),
  }),
);
export const templateCategoriesResponse = z.object({ template_categories: z.array(templateCategory) });
export const templateCategoryResponse = z.object({ template_category: templateCategory });

export const incomeTemplate = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  category_id: z.number(),
  type_category: z.enum(TEMPLATE_TYPES),
  /** One line per journal line: `<cuenta> D|H <expresión>`; cuenta is input_acc or an account code. */
  script: z.string(),
  accounts: z.array(z.object({ code: z.string(), name: z.string(), account_number: z.string() })),
  /**
   * Values the script reads (e.g. tasa_retencion_honorarios), as of today; null for those read from
   * the F29 proposal of the month before the record's date (f29_<code>), which only the record's
   * evaluation knows.
   */
  income_settings: z.array(z.object({ code: z.string(), value: z.number().nullable() })),
  input_acc_label: z.string(),
  input_1_active: z.boolean(),
  input_2_active: z.boolean(),
  input_3_active: z.boolean(),
  input_1_label: z.string().nullable(),
  input_2_label: z.string().nullable(),
  input_3_label: z.string().nullable(),
});
export type IncomeTemplate = z.infer<typeof incomeTemplate>;
export const incomeTemplatesResponse = z.object({ income_templates: z.array(incomeTemplate) });
export const incomeTemplateResponse = z.object({ income_template: incomeTemplate });

const pesos = z.coerce
  .number(TEMPLATE_MESSAGES.input)
  .int(TEMPLATE_MESSAGES.input)
  .min(0, TEMPLATE_MESSAGES.input)
  .max(999_999_999_999);
export const evaluateTemplateBody = z.object({
  date: calendarDate,
  input_acc: z.number(TEMPLATE_MESSAGES.inputAcc).int().positive(),
  input_1: pesos.default(0),
  input_2: pesos.default(0),
  input_3: pesos.default(0),
});
export type EvaluateTemplateBody = z.infer<typeof evaluateTemplateBody>;
export const evaluateTemplateResponse = z.object({ incomes: z.array(entryLine), amount: z.number() });
