// The books' reports from the journal: libro mayor, balance de 8 columnas, estado de resultados and
// evolución de resultados. docs/contabilidad.md says what feeds the journal.
import {
  type BalanceColumns,
  type BalanceResponse,
  type IncomeStatementResponse,
  type LedgerQuery,
  type LedgerResponse,
  type ReportRangeQuery,
  type ResultEvolutionResponse,
  REPORT_MESSAGES,
  reportRangeProblem,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { addPeriods, documentTypeName, formatRut } from '@portal/domain';
import { badRequest, unprocessable } from '../../lib/errors';
import { requireAccount } from './accounts.service';
import {
  type AccountTotals,
  type LedgerRow,
  accountTotals,
  accountsByNumber,
  businessHeader,
  ledgerPage,
  ledgerSummary,
  monthResults,
} from './reports.repository';

async function header(db: Db, businessId: number, q: ReportRangeQuery) {
  const b = await businessHeader(db, businessId);
  return { business_name: b.name, business_rut: formatRut(b.rut), from: q.from, to: q.to };
}

const ZERO: BalanceColumns = {
  debits: 0,
  credits: 0,
  debtor: 0,
  creditor: 0,
  assets: 0,
  liabilities: 0,
  loss: 0,
  gain: 0,
};

/** Where the result of the months before a balance's range is carried (the chart of migration 0051). */
const RETAINED = { gain: '3102', loss: '3103' } as const;

const isInventory = (type: AccountTotals['account_type']) =>
  type === 'ASSET' || type === 'LIABILITY' || type === 'EQUITY';

/**
 * The sums the balance shows for a range. An asset, liability or equity account starts with what it
 * carried into the range, on the side of its balance (as an opening entry would); a result account
 * shows the range's lines only, and what result accounts carried in (the result of the months before
 * the range, never closed in the journal) goes to Utilidades acumuladas (a gain, credit) or Pérdidas
 * acumuladas (a loss, debit), so that the columns still balance and the assets match the ledger.
 */
async function broughtForward(db: Db, businessId: number, q: ReportRangeQuery) {
  const totals = await accountTotals(db, businessId, q.from, q.to);
  const rows = totals
    .filter((t) => isInventory(t.account_type) || t.lines > 0)
    .map((t) => {
      const opening = isInventory(t.account_type) ? t.opening : 0;
      return { ...t, debits: t.debits + Math.max(opening, 0), credits: t.credits + Math.max(-opening, 0) };
    });
  // Debit − credit of every result line before the range: positive is a loss carried in.
  const prior = totals.filter((t) => !isInventory(t.account_type)).reduce((sum, t) => sum + t.opening, 0);
  if (prior !== 0) {
    const number = prior < 0 ? RETAINED.gain : RETAINED.loss;
    let row = rows.find((r) => r.account_number === number);
    if (!row) {
      const [account] = await accountsByNumber(db, businessId, [number]);
      if (!account) throw unprocessable(REPORT_MESSAGES.noRetainedAccount(number));
      row = { ...account, opening: 0, debits: 0, credits: 0, lines: 0 };
      rows.push(row);
      rows.sort((a, b) => a.account_number.localeCompare(b.account_number) || a.account_id - b.account_id);
    }
    if (prior > 0) row.debits += prior;
    else row.credits += -prior;
  }
  return rows;
}

export async function balance(db: Db, businessId: number, q: ReportRangeQuery): Promise<BalanceResponse> {
  const rows = (await broughtForward(db, businessId, q)).map(({ opening, lines, ...t }) => {
    const debtor = Math.max(t.debits - t.credits, 0);
    const creditor = Math.max(t.credits - t.debits, 0);
    const inventory = isInventory(t.account_type);
    return {
      ...t,
      debtor,
      creditor,
      assets: inventory ? debtor : 0,
      liabilities: inventory ? creditor : 0,
      loss: inventory ? 0 : debtor,
      gain: inventory ? 0 : creditor,
    };
  });
  const subtotals = { ...ZERO };
  for (const r of rows) for (const k of Object.keys(ZERO) as (keyof BalanceColumns)[]) subtotals[k] += r[k];
  const amount = subtotals.gain - subtotals.loss;
  // A gain closes the result columns on the loss side and the inventory on the liabilities side
  // (utilidad del ejercicio); a loss the other way round.
  const totals = {
    ...subtotals,
    loss: subtotals.loss + Math.max(amount, 0),
    liabilities: subtotals.liabilities + Math.max(amount, 0),
    gain: subtotals.gain + Math.max(-amount, 0),
    assets: subtotals.assets + Math.max(-amount, 0),
  };
  return {
    header: await header(db, businessId, q),
    rows,
    subtotals,
    result: { kind: amount > 0 ? 'ganancia' : amount < 0 ? 'perdida' : 'cero', amount: Math.abs(amount) },
    totals,
  };
}

export async function incomeStatement(
  db: Db,
  businessId: number,
  q: ReportRangeQuery,
): Promise<IncomeStatementResponse> {
  // The range's own lines: a result account that only carried something in is not in it.
  const totals = (await accountTotals(db, businessId, q.from, q.to)).filter((t) => t.lines > 0);
  const line = (t: (typeof totals)[number], amount: number) => ({
    account_id: t.account_id,
    account_number: t.account_number,
    name: t.name,
    amount,
  });
  const revenue = totals
    .filter((t) => t.account_type === 'REVENUE')
    .map((t) => line(t, t.credits - t.debits));
  const expenses = totals
    .filter((t) => t.account_type === 'EXPENSE')
    .map((t) => line(t, t.debits - t.credits));
  const total_revenue = revenue.reduce((s, l) => s + l.amount, 0);
  const total_expenses = expenses.reduce((s, l) => s + l.amount, 0);
  return {
    header: await header(db, businessId, q),
    revenue,
    expenses,
    total_revenue,
    total_expenses,
    result: total_revenue - total_expenses,
  };
}

/** Every month of the range, the ones without movements at zero. */
export async function resultEvolution(
  db: Db,
  businessId: number,
  q: ReportRangeQuery,
): Promise<ResultEvolutionResponse> {
  const found = new Map((await monthResults(db, businessId, q.from, q.to)).map((m) => [m.period, m]));
  const months: ResultEvolutionResponse['months'] = [];
  for (let p = q.from; p <= q.to; p = addPeriods(p, 1)) {
    const m = found.get(p) ?? { revenue: 0, expenses: 0 };
    months.push({ period: p, revenue: m.revenue, expenses: m.expenses, result: m.revenue - m.expenses });
  }
  return { header: await header(db, businessId, q), months };
}

function describe(r: LedgerRow): string {
  if (r.source_type === 'invoice') {
    const doc = `${documentTypeName(r.doc_type) ?? `Documento ${r.doc_type}`} N° ${r.folio}`;
    return r.counterpart_name ? `${doc} · ${r.counterpart_name}` : doc;
  }
  if (r.source_type === 'conciliation') return `Conciliación bancaria · ${r.text ?? ''}`.trim();
  if (r.source_type === 'honorarium') {
    const doc = `Boleta de honorarios ${r.honorarium_kind === 'issued' ? 'emitida' : 'recibida'} N° ${r.folio}`;
    return r.counterpart_name ? `${doc} · ${r.counterpart_name}` : doc;
  }
  if (r.source_type === 'expense') return `Gasto · ${r.text ?? ''}`.trim();
  if (r.source_type === 'shared_use') return REPORT_MESSAGES.sharedUseLine(r.source_id % 1_000_000);
  if (r.source_type === 'payroll' && r.payroll_period !== null)
    return REPORT_MESSAGES.payrollLine(Math.floor(r.payroll_period / 100), r.payroll_period % 100);
  return r.text ?? 'Registro contable';
}

export async function ledger(db: Db, businessId: number, q: LedgerQuery): Promise<LedgerResponse> {
  const problem = reportRangeProblem(q.from, q.to);
  if (problem) throw badRequest(problem);
  const account = await requireAccount(db, businessId, { id: q.account_id });
  const summary = await ledgerSummary(db, businessId, account.id, q.from, q.to);
  const offset = (q.page - 1) * q.page_size;
  const rows =
    offset < summary.lines
      ? await ledgerPage(db, businessId, {
          accountId: account.id,
          from: q.from,
          to: q.to,
          offset,
          limit: q.page_size,
        })
      : [];
  let running = summary.opening + (rows[0]?.before ?? 0);
  const data = rows.map((r) => {
    running += r.debit - r.credit;
    return {
      date: r.date,
      source_type: r.source_type,
      source_id: r.source_id,
      description: describe(r),
      direction: r.direction,
      debit: r.debit,
      credit: r.credit,
      balance: running,
    };
  });
  return {
    header: await header(db, businessId, q),
    account: {
      id: account.id,
      name: account.name,
      account_number: account.account_number,
      account_type: account.account_type,
    },
    opening_balance: summary.opening,
    total_debit: summary.debit,
    total_credit: summary.credit,
    closing_balance: summary.opening + summary.debit - summary.credit,
    data,
    meta: { current_page: q.page, page_size: q.page_size, total_elements: summary.lines },
  };
}

/** Most lines a ledger file carries; a longer range is refused with a hint to shorten it. */
export const LEDGER_FILE_MAX_LINES = 50_000;

/** The whole range of the ledger, for its file. */
export async function ledgerForFile(db: Db, businessId: number, q: LedgerQuery): Promise<LedgerResponse> {
  const first = await ledger(db, businessId, { ...q, page: 1, page_size: 1 });
  const lines = first.meta.total_elements;
  if (lines > LEDGER_FILE_MAX_LINES) {
    throw unprocessable(
      `El libro mayor de ese período tiene ${lines.toLocaleString('es-CL')} líneas: descarga a lo más ${LEDGER_FILE_MAX_LINES.toLocaleString('es-CL')} eligiendo menos meses.`,
    );
  }
  return lines <= 1 ? first : ledger(db, businessId, { ...q, page: 1, page_size: lines });
}
