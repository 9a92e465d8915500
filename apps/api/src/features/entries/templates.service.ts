// The templates of other accounting records: the catalog with the business's accounts, and the
// lines a template gives for some amounts (spec §5: from the script, the inputs, the selected account
// and the settings).
import {
  type EvaluateTemplateBody,
  type F29ProposalResponse,
  type IncomeTemplate,
  TEMPLATE_MESSAGES,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { addPeriods, honorariumRetentionRate, periodLabel, periodOf, todayInChile } from '@portal/domain';
import { notFound, unprocessable } from '../../lib/errors';
import { chartAccounts } from '../accounting/accounts.service';
import { f29Proposal } from '../f29-proposal/f29-proposal.service';
import { ENTRY_MESSAGES } from '@portal/contracts';
import { ScriptError, evaluateScript, parseScript } from './template-script';
import { type TemplateRow, findTemplate, listCategories, listTemplates } from './templates.repository';

/** The values a script may read besides its inputs, as of a date (packages/domain holds the rules). */
const DATED_SETTINGS: Record<string, (date: string) => number> = {
  tasa_retencion_honorarios: honorariumRetentionRate,
};
/**
 * A line of the business's F29 proposal (f29_<code>), of the month before the record's date: the F29
 * of a month is declared and paid in the next. f29_077_anterior is the remanente line 504 comes from
 * (the previous month's 077, before its UTM reajuste), which is what the books carry.
 */
const F29_SETTING = /^f29_(\d{3})(_anterior)?$/;
const INPUTS = ['input_1', 'input_2', 'input_3'] as const;

function previousRemanente(p: F29ProposalResponse): number {
  const line = p.lines.find((l) => l.code === '504');
  // Reajusted, its breakdown is [the 077 it comes from, the reajusted amount]; unreajusted (a UTM
  // missing) or zero, the line is the 077 itself.
  return line && line.breakdown.length >= 2 ? line.breakdown[0].amount : (line?.amount ?? 0);
}

async function settingValues(
  db: Db,
  businessId: number,
  codes: readonly string[],
  date: string,
): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  let proposal: F29ProposalResponse | undefined;
  for (const code of codes) {
    const dated = DATED_SETTINGS[code];
    const f29 = F29_SETTING.exec(code);
    if (dated) values[code] = dated(date);
    else if (f29) {
      proposal ??= await f29Proposal(db, businessId, addPeriods(periodOf(date)!, -1));
      values[code] = f29[2]
        ? previousRemanente(proposal)
        : (proposal.lines.find((l) => l.code === f29[1])?.amount ?? 0);
    } else throw new Error(`template setting ${code} has no source`);
  }
  return values;
}

async function withAccounts(
  db: Db,
  businessId: number,
  rows: readonly TemplateRow[],
): Promise<IncomeTemplate[]> {
  const numbers = [...new Set(rows.flatMap((t) => t.accounts.map((a) => a.account_number)))];
  const chart = new Map((await chartAccounts(db, businessId, { numbers })).map((a) => [a.account_number, a]));
  const today = todayInChile();
  // The catalog shows today's dated values; the F29 lines depend on the record's date (a proposal
  // each), so they are worked out by `evaluate` alone.
  const dated = [...new Set(rows.flatMap((t) => t.settings))].filter((code) => !F29_SETTING.test(code));
  const values = await settingValues(db, businessId, dated, today);
  return rows.map(({ settings, ...t }) => ({
    ...t,
    accounts: t.accounts.map((a) => ({
      code: a.code,
      account_number: a.account_number,
      name: chart.get(a.account_number)?.name ?? '',
    })),
    income_settings: settings.map((code) => ({ code, value: values[code] ?? null })),
  }));
}

export async function templates(db: Db, businessId: number) {
  return { income_templates: await withAccounts(db, businessId, await listTemplates(db)) };
}

async function requireTemplate(db: Db, id: number): Promise<TemplateRow> {
  const t = await findTemplate(db, id);
  if (!t) throw notFound(TEMPLATE_MESSAGES.notFound);
  return t;
}

export async function template(db: Db, businessId: number, id: number) {
  const [t] = await withAccounts(db, businessId, [await requireTemplate(db, id)]);
  return { income_template: t! };
}

export async function categories(db: Db, type?: 'income' | 'expense') {
  return { template_categories: await listCategories(db, type) };
}

export async function category(db: Db, id: number) {
  const found = (await listCategories(db)).find((c) => c.id === id);
  if (!found) throw notFound(TEMPLATE_MESSAGES.categoryNotFound);
  return { template_category: found };
}

/** The lines of the template for these amounts; nothing is stored. */
export async function evaluateTemplate(db: Db, businessId: number, id: number, body: EvaluateTemplateBody) {
  const t = await requireTemplate(db, id);
  const scope: Record<string, number> = {};
  for (const name of INPUTS) scope[name] = body[name];
  Object.assign(scope, await settingValues(db, businessId, t.settings, body.date));
  let computed: ReturnType<typeof evaluateScript>;
  try {
    computed = evaluateScript(parseScript(t.script, new Set(Object.keys(scope))), scope);
  } catch (err) {
    // A seeded template that does not evaluate is our defect, not the user's.
    if (err instanceof ScriptError) throw new Error(`template ${id}: ${err.message}`);
    throw err;
  }
  const numberOf = new Map(t.accounts.map((a) => [a.code, a.account_number]));
  const accounts = await chartAccounts(db, businessId, {
    numbers: [...numberOf.values()],
  });
  const [picked] = await chartAccounts(db, businessId, { ids: [body.input_acc] });
  if (!picked) throw unprocessable(TEMPLATE_MESSAGES.inputAcc);
  if (!picked.active) throw unprocessable(ENTRY_MESSAGES.inactive);
  const byNumber = new Map(accounts.map((a) => [a.account_number, a]));
  const incomes = [];
  for (const { line, amount } of computed) {
    if (amount < 0)
      throw unprocessable(TEMPLATE_MESSAGES.negative(`${line.target} ${line.side} ${line.expression}`));
    if (amount === 0) continue;
    const account = line.target === 'input_acc' ? picked : byNumber.get(numberOf.get(line.target) ?? '');
    if (!account) throw new Error(`template ${id}: account ${line.target} is not in the chart`);
    incomes.push({
      account_id: account.id,
      account_number: account.account_number,
      account_name: account.name,
      debit: line.side === 'D' ? amount : 0,
      credit: line.side === 'H' ? amount : 0,
    });
  }
  const debit = incomes.reduce((s, l) => s + l.debit, 0);
  if (debit === 0)
    throw unprocessable(
      t.settings.some((code) => F29_SETTING.test(code))
        ? TEMPLATE_MESSAGES.emptyF29(periodLabel(addPeriods(periodOf(body.date)!, -1)).toLowerCase())
        : TEMPLATE_MESSAGES.empty,
    );
  if (debit !== incomes.reduce((s, l) => s + l.credit, 0)) throw unprocessable(TEMPLATE_MESSAGES.unbalanced);
  return { incomes, amount: debit };
}
