// Statement import: a bank file (OFX, QFX, camt.053, CSV cartola) read by @portal/bank, every
// statement it carries sent to its account (the one with its number, or one the user chose or had
// created), checked (currency, balances), written all or nothing in one transaction per file,
// idempotent by the bank's transaction id, with the balances each statement states stored, then
// matched against the open invoices.
import { createHash } from 'node:crypto';
import {
  type ParsedStatement,
  type StatementAccount,
  type StatementEntry,
  StatementError,
  checkBalances,
  parseStatement,
} from '@portal/bank';
import type { CsvMappingField, StatementChoice, StatementImportResult } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { findBank, formatCurrencyAmount, isAccountCurrency } from '@portal/domain';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import {
  type AccountRef,
  accountRefs,
  insertAccount,
  lockAccount,
  touchDownloaded,
} from './accounts.repository';
import { csvMappingRequired, toCsvMapping } from './csv-mapping';
import { matchNewMovements } from './matching.service';
import { type NewMovement, insertMovements } from './movements.repository';
import { insertStatement, previousClosing } from './statements.repository';

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const money = (minor: number, currency: string) => formatCurrencyAmount(minor, currency);
const which = (s: { accountNumber: string; card?: boolean }) =>
  s.accountNumber.trim() === ''
    ? 'la cartola'
    : `la cartola ${s.card ? 'de la tarjeta' : 'de la cuenta'} N° ${s.accountNumber.trim()}`;

export const STATEMENT_MSG = {
  accountNotFound: 'No encontramos esa cuenta bancaria.',
  inactive: 'La cuenta está desactivada: actívala para importar cartolas.',
  unreadable: (file: string, why: string) => `${file}: ${why}`,
  otherAccount: (file: string, found: string[], ours: string) =>
    `${file}: la cartola es de la cuenta ${found.join(', ')}, no de la cuenta N° ${ours}. Impórtala en la cuenta que corresponde.`,
  currency: (file: string, what: string, found: string, ours: string) =>
    `${file}: ${what} está en ${found} y la cuenta en ${ours}.`,
  currencyUnknown: (file: string, code: string) =>
    `${file}: la moneda «${code}» no es una moneda de la norma ISO 4217 en que se pueda llevar una cuenta.`,
  empty: (file: string) => `${file}: la cartola no trae movimientos ni saldos.`,
  emptySkipped: (what: string) => `${what} no trae movimientos ni saldo: no se importó.`,
  skipped: (what: string) => `${what} no se importó, como indicaste.`,
  choose: (file: string, n: number) =>
    n === 1
      ? `${file}: la cartola trae un estado de cuenta que no sabemos a qué cuenta va. Indica su cuenta.`
      : `${file}: la cartola trae ${n} estados de cuenta que no sabemos a qué cuenta van. Indica la cuenta de cada uno.`,
  choiceAccount: (file: string, what: string) =>
    `${file}: la cuenta elegida para ${what} no existe o está desactivada.`,
  gap: (what: string, opening: number, start: string, closing: number, asOf: string, currency: string) =>
    `Falta una cartola: ${what} parte el ${dmy(start)} con saldo ${money(opening, currency)}, pero la anterior cerró el ${dmy(asOf)} con ${money(closing, currency)} (diferencia ${money(opening - closing, currency)}).`,
  repeated: (n: number) => `${n} movimientos repetidos en el archivo se importaron una vez.`,
  created: (number: string, bank: string, currency: string) =>
    `Se creó la cuenta N° ${number} en ${bank} (${currency}).`,
} as const;

/** Account numbers compare by their digits; banks print them with branch prefixes or leading zeros. */
export function sameAccountNumber(a: string, b: string): boolean {
  const x = a.replace(/\D/g, '').replace(/^0+/, '');
  const y = b.replace(/\D/g, '').replace(/^0+/, '');
  if (x === '' || y === '') return false;
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.length >= 6 && long.endsWith(short);
}

/** A statement's number as an account keeps it: digits, no leading zeros. */
export const storedNumber = (n: string) => n.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

export type CsvOptions = { csvPreset?: string; csvMapping?: CsvMappingField };

/**
 * The file read, or a 422 with the reader's Spanish message (and the CSV mapping step when needed).
 * `currency` is the account's: the currency of a CSV cartola that names none.
 */
export function readStatement(
  name: string,
  bytes: Buffer,
  opts: CsvOptions,
  currency?: string,
): ParsedStatement {
  const asked = csvMappingRequired(name, bytes, opts);
  if (asked?.uncertain) throw asked.error;
  try {
    const csv = toCsvMapping(opts);
    return parseStatement(bytes, {
      fileName: name,
      ...(csv ? { csv } : {}),
      ...(currency ? { currency } : {}),
    });
  } catch (err) {
    if (err instanceof StatementError) {
      if (asked) throw asked.error;
      throw unprocessable(STATEMENT_MSG.unreadable(name, err.message));
    }
    throw err;
  }
}

/** Where one statement of a file goes. */
type Target =
  | { kind: 'account'; account: AccountRef }
  | { kind: 'create'; number: string; currency: string; card: boolean; bankCode: string }
  | { kind: 'skip'; warning: string };

export type ImportOptions = CsvOptions & {
  /** The account the file was given to (the screen's row, a bank feed's account). */
  chosen?: AccountRef;
  /** The user's answers for statements the file does not place by itself. */
  choices?: readonly StatementChoice[];
  /** The command line's --account: the account of a statement that names none. */
  fallbackNumber?: string;
  /** The command line's --bank: where an account is created. */
  bankCode?: string;
  /** 'ask': a statement of an account the business lacks is a question; 'create' creates it; 'refuse'. */
  unknown: 'ask' | 'create' | 'refuse';
};

export const STATEMENT_FILE_MSG = {
  noAccount: (file: string) =>
    `${file}: la cartola no dice de qué cuenta es y la empresa tiene varias cuentas activas; indica la cuenta con --account <número>.`,
  noAccounts: (file: string) =>
    `${file}: la cartola no dice de qué cuenta es y la empresa no tiene cuentas; indica la cuenta con --account <número> y el banco con --bank <código>.`,
  unknownBank: (file: string, number: string) =>
    `${file}: la empresa no tiene la cuenta N° ${number}; indica su banco con --bank <código> (por ejemplo 001 Banco de Chile, 012 BancoEstado) para crearla, o créala en Cuentas bancarias.`,
  notCreated: (file: string, number: string) =>
    `${file}: la empresa no tiene la cuenta N° ${number}. Créala en Cuentas bancarias antes de dejar su cartola en la carpeta.`,
} as const;

const hasContent = (s: StatementAccount) =>
  s.entries.length > 0 || s.closingBalance !== null || s.openingBalance !== null;

/** Decides each statement's account, or answers the question the user must settle (422). */
function planTargets(
  file: { name: string },
  parsed: ParsedStatement,
  accounts: readonly AccountRef[],
  opts: ImportOptions,
): Target[] {
  const statements = parsed.accounts;
  if (!statements.some(hasContent)) throw unprocessable(STATEMENT_MSG.empty(file.name));
  const numbered = statements.filter((s) => s.accountNumber.trim() !== '');
  const unnumbered = statements.length - numbered.length;
  const active = accounts.filter((a) => a.active);
  // The account with exactly that number, else the only one it matches with a prefix left out.
  const byNumber = (n: string) => {
    const exact = active.find((a) => storedNumber(a.number) === storedNumber(n));
    if (exact) return exact;
    const near = active.filter((a) => sameAccountNumber(a.number, n));
    return near.length === 1 ? near[0] : undefined;
  };
  const chosen = opts.chosen;
  // A file dropped on an account that names only other accounts, none of them the business's, was
  // dropped on the wrong account: refused as before, unless the user has said where each goes.
  if (
    chosen &&
    (opts.choices ?? []).length === 0 &&
    unnumbered === 0 &&
    !numbered.some((s) => sameAccountNumber(s.accountNumber, chosen.number)) &&
    !numbered.some((s) => byNumber(s.accountNumber))
  )
    throw unprocessable(
      STATEMENT_MSG.otherAccount(
        file.name,
        numbered.map((s) => `N° ${s.accountNumber}`),
        chosen.number,
      ),
    );
  const bankOf = (s: StatementAccount) => {
    const fileBank = s.bankId?.trim();
    return (
      findBank(opts.bankCode ?? '') ??
      (chosen ? findBank(chosen.bank_code) : undefined) ??
      (fileBank && /^\d{1,3}$/.test(fileBank) ? findBank(fileBank) : undefined)
    );
  };
  const questions: number[] = [];
  const targets: (Target | null)[] = statements.map((s, i) => {
    const choice = (opts.choices ?? []).find(
      (c) => c.statement === i && (c.file_name === undefined || c.file_name === file.name),
    );
    if (choice?.skip) return { kind: 'skip', warning: STATEMENT_MSG.skipped(capital(which(s))) };
    if (choice?.bm_account_id !== undefined) {
      const account = active.find((a) => a.id === choice.bm_account_id);
      if (!account) throw unprocessable(STATEMENT_MSG.choiceAccount(file.name, which(s)));
      return { kind: 'account', account };
    }
    const number = s.accountNumber.trim();
    if (choice?.create && number !== '') {
      const bank = bankOf(s);
      if (bank)
        return {
          kind: 'create',
          number: storedNumber(number),
          currency: s.currency,
          card: !!s.card,
          bankCode: bank.code,
        };
    }
    if (!hasContent(s)) return { kind: 'skip', warning: STATEMENT_MSG.emptySkipped(capital(which(s))) };
    if (number !== '') {
      const found = byNumber(number);
      if (found) return { kind: 'account', account: found };
      if (opts.unknown === 'refuse') throw unprocessable(STATEMENT_FILE_MSG.notCreated(file.name, number));
      if (opts.unknown === 'create') {
        const bank = bankOf(s);
        if (!bank) throw unprocessable(STATEMENT_FILE_MSG.unknownBank(file.name, number));
        return {
          kind: 'create',
          number: storedNumber(number),
          currency: s.currency,
          card: !!s.card,
          bankCode: bank.code,
        };
      }
      questions.push(i);
      return null;
    }
    // A statement that names no account: the chosen one when it is the only such statement.
    if (chosen && unnumbered === 1) return { kind: 'account', account: chosen };
    if (opts.fallbackNumber !== undefined) {
      const n = storedNumber(opts.fallbackNumber);
      const found = byNumber(n);
      if (found) return { kind: 'account', account: found };
      if (opts.unknown !== 'create') throw unprocessable(STATEMENT_FILE_MSG.notCreated(file.name, n));
      const bank = findBank(opts.bankCode ?? '');
      if (!bank) throw unprocessable(STATEMENT_FILE_MSG.unknownBank(file.name, n));
      return { kind: 'create', number: n, currency: s.currency, card: false, bankCode: bank.code };
    }
    if (!chosen && active.length === 1 && unnumbered === 1) return { kind: 'account', account: active[0]! };
    if (opts.unknown !== 'ask')
      throw unprocessable(
        active.length === 0
          ? STATEMENT_FILE_MSG.noAccounts(file.name)
          : STATEMENT_FILE_MSG.noAccount(file.name),
      );
    questions.push(i);
    return null;
  });
  if (questions.length > 0) throw statementAccountsRequired(file.name, statements, questions, active);
  return targets as Target[];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 422 `statement_accounts_required`: the statements to place and the accounts they may go to. */
function statementAccountsRequired(
  fileName: string,
  statements: readonly StatementAccount[],
  questions: readonly number[],
  accounts: readonly AccountRef[],
): AppError {
  return new AppError(
    422,
    STATEMENT_MSG.choose(fileName, questions.length),
    'statement_accounts_required',
    {},
    {
      code: 'statement_accounts_required',
      file_name: fileName,
      statements: questions.map((i) => {
        const s = statements[i]!;
        return {
          statement: i,
          account_number: s.accountNumber.trim(),
          card: !!s.card,
          currency: s.currency,
          entries: s.entries.length,
          closing_balance: s.closingBalance,
          period_start: s.periodStart,
          period_end: s.periodEnd,
          can_create: s.accountNumber.replace(/\D/g, '').length >= 3,
        };
      }),
      accounts: accounts.map((a) => ({
        id: a.id,
        number: a.number,
        currency: a.currency,
        bank_name: findBank(a.bank_code)?.shortName ?? a.bank_code,
      })),
    },
  );
}

/** One row per bank transaction id: a file that lists one twice (a bank's re-send) imports it once. */
function toNewMovements(entries: readonly StatementEntry[], seen: Set<string>): NewMovement[] {
  const out: NewMovement[] = [];
  for (const e of entries) {
    if (seen.has(e.bankRef)) continue;
    seen.add(e.bankRef);
    out.push({
      bankRef: e.bankRef.slice(0, 200),
      postDate: e.bookingDate,
      valueDate: e.valueDate,
      amount: e.amount,
      description: e.description.slice(0, 500),
      counterpartyName: e.counterpartyName?.slice(0, 200) ?? null,
      reference: e.reference?.slice(0, 200) ?? null,
      movementType: e.type?.slice(0, 40) ?? null,
      balance: e.runningBalance,
    });
  }
  return out;
}

/** The balance a statement ends with, and the day it holds at (stated, else the last running balance). */
function closingOf(s: StatementAccount): { closing: number | null; asOf: string | null } {
  const dates = s.entries.map((e) => e.bookingDate).sort();
  const lastDate = dates.at(-1) ?? null;
  if (s.closingBalance !== null) return { closing: s.closingBalance, asOf: s.periodEnd ?? lastDate };
  // Newest first or oldest first: the running balance of the latest day's outermost entry.
  const withBalance = s.entries.filter((e) => e.runningBalance !== null);
  if (withBalance.length === 0) return { closing: null, asOf: null };
  const first = s.entries[0]!;
  const last = s.entries.at(-1)!;
  const newestFirst = first.bookingDate > last.bookingDate;
  const end = newestFirst ? withBalance[0]! : withBalance.at(-1)!;
  return { closing: end.runningBalance, asOf: end.bookingDate };
}

const startOf = (s: StatementAccount): string | null =>
  s.periodStart ?? s.entries.map((e) => e.bookingDate).sort()[0] ?? null;

const statementKey = (accountId: number, s: StatementAccount): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        accountId,
        s.periodStart,
        s.periodEnd,
        s.openingBalance,
        s.closingBalance,
        s.entries.map((e) => e.bankRef),
      ]),
    )
    .digest('hex');

export type ImportContext = { businessId: number; userId: number | null };

export type StatementFileResult = StatementImportResult & { importId: number };

/**
 * Imports one file into the business inside the caller's transaction: every statement to its
 * account (created where the options say so), one result per account the file reached.
 */
export async function importFileIn(
  tx: Queryable,
  ctx: ImportContext,
  file: { name: string; bytes: Buffer },
  opts: ImportOptions,
  /** The file already read (outside the transaction: parsing is the slow part). */
  read?: ParsedStatement,
): Promise<StatementFileResult[]> {
  const accounts = await accountRefs(tx, ctx.businessId);
  const fallback =
    opts.chosen ??
    (opts.fallbackNumber !== undefined
      ? accounts.find((a) => sameAccountNumber(a.number, opts.fallbackNumber!))
      : accounts.filter((a) => a.active).length === 1
        ? accounts.find((a) => a.active)
        : undefined);
  const parsed = read ?? readStatement(file.name, file.bytes, opts, fallback?.currency);
  const targets = planTargets(file, parsed, accounts, opts);
  const warnings = [...parsed.notes];
  // Statements grouped by account, in file order; an account created once for all its statements.
  const groups = new Map<number, { account: AccountRef; created: boolean; statements: number[] }>();
  for (const [i, target] of targets.entries()) {
    const s = parsed.accounts[i]!;
    if (target.kind === 'skip') {
      warnings.push(target.warning);
      continue;
    }
    let account: AccountRef;
    let created = false;
    if (target.kind === 'create') {
      if (!isAccountCurrency(target.currency))
        throw unprocessable(STATEMENT_MSG.currencyUnknown(file.name, target.currency));
      const existing = (await accountRefs(tx, ctx.businessId)).find(
        (a) => storedNumber(a.number) === target.number,
      );
      if (existing) account = existing;
      else {
        const id = await insertAccount(tx, ctx.businessId, {
          bank_code: target.bankCode,
          number: target.number,
          account_type: target.card ? 'credit_card' : null,
          currency: target.currency,
          name: null,
        });
        account = (await accountRefs(tx, ctx.businessId)).find((a) => a.id === id)!;
        created = true;
        warnings.push(
          STATEMENT_MSG.created(
            account.number,
            findBank(account.bank_code)?.shortName ?? account.bank_code,
            account.currency,
          ),
        );
      }
    } else account = target.account;
    if (s.currency !== account.currency)
      throw unprocessable(STATEMENT_MSG.currency(file.name, which(s), s.currency, account.currency));
    const balances = checkBalances(s);
    if (!balances.ok)
      throw unprocessable(
        `${file.name}: ${parsed.accounts.length > 1 ? `${capital(which(s))}: ` : ''}${balances.message}`,
      );
    const group = groups.get(account.id) ?? { account, created, statements: [] };
    group.created ||= created;
    group.statements.push(i);
    groups.set(account.id, group);
  }
  const results: StatementFileResult[] = [];
  const sha = createHash('sha256').update(file.bytes).digest('hex');
  for (const { account, created, statements } of groups.values()) {
    const locked = await lockAccount(tx, ctx.businessId, account.id);
    if (!locked) throw notFound(STATEMENT_MSG.accountNotFound);
    const importId = await insertImport(tx, ctx, account.id, parsed.format, file.name, sha);
    const seen = new Set<string>();
    const movements: NewMovement[] = [];
    let entries = 0;
    const own: string[] = [];
    // Oldest statement first, so each is compared with the one before it (in the file or stored).
    const ordered = [...statements].sort((a, b) =>
      (startOf(parsed.accounts[a]!) ?? '').localeCompare(startOf(parsed.accounts[b]!) ?? ''),
    );
    for (const i of ordered) {
      const s = parsed.accounts[i]!;
      entries += s.entries.length;
      movements.push(...toNewMovements(s.entries, seen));
      const { closing, asOf } = closingOf(s);
      const start = startOf(s);
      const key = statementKey(account.id, s);
      // The statement stored last before this one starts (earlier ones of this file are stored by now).
      const previous =
        start === null ? null : await previousClosing(tx, ctx.businessId, account.id, start, key);
      const gap =
        s.openingBalance !== null &&
        previous?.closing_balance != null &&
        s.openingBalance !== previous.closing_balance
          ? s.openingBalance - previous.closing_balance
          : null;
      const stored = await insertStatement(tx, ctx.businessId, account.id, {
        importId,
        key,
        position: i,
        periodStart: s.periodStart,
        periodEnd: s.periodEnd,
        opening: s.openingBalance,
        closing,
        balanceDate: asOf,
        entries: s.entries.length,
        gap,
      });
      // A statement imported before is not new: its gap was named then.
      if (stored && gap !== null && start !== null && previous?.balance_date)
        own.push(
          STATEMENT_MSG.gap(
            which(s),
            s.openingBalance!,
            start,
            previous.closing_balance!,
            previous.balance_date,
            account.currency,
          ),
        );
    }
    const inserted = await insertMovements(tx, ctx.businessId, account.id, importId, movements);
    const matched =
      locked.currency === 'CLP'
        ? await matchNewMovements(
            tx,
            ctx,
            inserted.map(({ id, index }) => ({ id, ...movements[index]! })),
          )
        : { automatic: 0, suggested: 0 };
    await tx.query(
      'UPDATE bm_statement_imports SET new_count = $2, unchanged_count = $3, auto_count = $4 WHERE id = $1',
      [importId, inserted.length, movements.length - inserted.length, matched.automatic],
    );
    await touchDownloaded(tx, ctx.businessId, account.id);
    const repeated = entries - movements.length;
    const { closing, asOf } = await accountBalance(tx, ctx.businessId, account.id);
    results.push({
      importId,
      bm_account_id: account.id,
      account_number: account.number,
      currency: account.currency,
      created_account: created,
      statements: statements.length,
      format: parsed.format,
      file_name: file.name,
      new: inserted.length,
      unchanged: movements.length - inserted.length,
      auto_conciliated: matched.automatic,
      suggested: matched.suggested,
      balance: closing,
      balance_date: asOf,
      warnings: [
        ...(results.length === 0 ? warnings : []),
        ...own,
        ...(repeated > 0 ? [STATEMENT_MSG.repeated(repeated)] : []),
      ],
    });
  }
  if (results.length === 0) throw unprocessable(STATEMENT_MSG.empty(file.name));
  return results;
}

async function accountBalance(
  tx: Queryable,
  businessId: number,
  accountId: number,
): Promise<{ closing: number | null; asOf: string | null }> {
  const { rows } = await tx.query<{ closing: string | null; as_of: string | null }>(
    `SELECT closing_balance AS closing, to_char(balance_date, 'YYYY-MM-DD') AS as_of FROM bm_statements
      WHERE business_id = $1 AND bm_account_id = $2 AND closing_balance IS NOT NULL
      ORDER BY balance_date DESC NULLS LAST, id DESC LIMIT 1`,
    [businessId, accountId],
  );
  const r = rows[0];
  return { closing: r?.closing == null ? null : Number(r.closing), asOf: r?.as_of ?? null };
}

/** Imports one file given to one account of the business (the screen, a bank feed): all or nothing. */
export async function importStatementFile(
  db: Db,
  ctx: ImportContext,
  accountId: number,
  file: { name: string; bytes: Buffer },
  opts: CsvOptions & { choices?: readonly StatementChoice[] } = {},
): Promise<StatementImportResult[]> {
  const chosen = (await accountRefs(db, ctx.businessId)).find((a) => a.id === accountId);
  if (!chosen) throw notFound(STATEMENT_MSG.accountNotFound);
  if (!chosen.active) throw unprocessable(STATEMENT_MSG.inactive);
  const options: ImportOptions = { ...opts, chosen, unknown: 'ask' };
  const parsed = readStatement(file.name, file.bytes, opts, chosen.currency);
  const results = await db.transaction((tx) => importFileIn(tx, ctx, file, options, parsed), {
    shareReads: true,
  });
  return results.map(({ importId: _, ...r }) => r);
}

async function insertImport(
  tx: Queryable,
  ctx: ImportContext,
  accountId: number,
  format: string,
  fileName: string,
  sha: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bm_statement_imports (business_id, bm_account_id, format, file_name, file_sha256, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [ctx.businessId, accountId, format, fileName, sha, ctx.userId],
  );
  return rows[0]!.id;
}
