import { normalizeCurrency, requireCurrency } from './currency';
import { ofxDate } from './dates';
import { entryLabel, MAX_STATEMENT_ENTRIES, StatementError, tooManyEntries } from './errors';
import type { BankRefAssigner, EntryDraft } from './bank-ref';
import { readAmount } from './read-amount';
import { decodeEntities, joinPieces } from './text';
import type { StatementAccount, StatementEntry } from './types';

// OFX 1.x (SGML: leaf elements are not closed) and OFX 2.x (XML) read by one streaming scanner:
// a tag followed by text is a leaf, a tag followed by another tag opens an aggregate, and a
// closing tag closes the nearest open aggregate of that name. Only the aggregates a statement
// needs are tracked, so a 100,000-transaction file is one pass with no tree built.

type TrnDraft = {
  type: string | null;
  posted: string | null;
  avail: string | null;
  amount: string | null;
  fitid: string | null;
  checknum: string | null;
  refnum: string | null;
  name: string | null;
  payeeName: string | null;
  memo: string | null;
  toAccount: string | null;
};

type StmtDraft = {
  card: boolean;
  currency: string | null;
  accountNumber: string;
  bankId: string | null;
  start: string | null;
  end: string | null;
  ledger: string | null;
  trns: TrnDraft[];
};

const newTrn = (): TrnDraft => ({
  type: null,
  posted: null,
  avail: null,
  amount: null,
  fitid: null,
  checknum: null,
  refnum: null,
  name: null,
  payeeName: null,
  memo: null,
  toAccount: null,
});

const TRACKED = new Set([
  'STMTRS',
  'CCSTMTRS',
  'STMTTRN',
  'PAYEE',
  'BANKACCTFROM',
  'CCACCTFROM',
  'BANKACCTTO',
  'CCACCTTO',
  'LEDGERBAL',
  'BANKTRANLIST',
]);

/** Reads every bank and credit-card statement of an OFX text, in file order. */
export const parseOfxText = (text: string, refs: BankRefAssigner): StatementAccount[] => {
  const stack: string[] = [];
  const depth: Record<string, number> = {};
  for (const t of TRACKED) depth[t] = 0;
  const accounts: StatementAccount[] = [];
  // One mutable cursor (not loose `let`s) so the closures below and the final check agree on types.
  const cur: { stmt: StmtDraft | null; trn: TrnDraft | null } = { stmt: null, trn: null };
  let entryCount = 0;
  let sawOfx = false;

  const open = (name: string): void => {
    stack.push(name);
    if (!(name in depth)) return;
    depth[name]++;
    if (name === 'STMTRS' || name === 'CCSTMTRS') {
      cur.stmt = {
        card: name === 'CCSTMTRS',
        currency: null,
        accountNumber: '',
        bankId: null,
        start: null,
        end: null,
        ledger: null,
        trns: [],
      };
    } else if (name === 'STMTTRN' && cur.stmt !== null) {
      if (++entryCount > MAX_STATEMENT_ENTRIES) throw tooManyEntries();
      cur.trn = newTrn();
    }
  };

  const closeOne = (name: string): void => {
    if (!(name in depth)) return;
    depth[name]--;
    if (name === 'STMTTRN' && cur.trn !== null && cur.stmt !== null) {
      cur.stmt.trns.push(cur.trn);
      cur.trn = null;
    } else if ((name === 'STMTRS' || name === 'CCSTMTRS') && cur.stmt !== null) {
      // A transaction left open inside the statement (SGML without </STMTTRN>) still counts.
      if (cur.trn !== null) cur.stmt.trns.push(cur.trn);
      cur.trn = null;
      accounts.push(finishStatement(cur.stmt, refs, countEntries(accounts)));
      cur.stmt = null;
    }
  };

  const close = (name: string): void => {
    const at = stack.lastIndexOf(name);
    if (at === -1) return; // the XML closing tag of a leaf, or a stray one
    while (stack.length > at) closeOne(stack.pop() as string);
  };

  const leaf = (name: string, value: string): void => {
    const t = cur.trn;
    if (t !== null) {
      switch (name) {
        case 'TRNTYPE':
          t.type = value;
          return;
        case 'DTPOSTED':
          t.posted = value;
          return;
        case 'DTAVAIL':
          t.avail = value;
          return;
        case 'TRNAMT':
          t.amount = value;
          return;
        case 'FITID':
          t.fitid = value;
          return;
        case 'CHECKNUM':
          t.checknum = value;
          return;
        case 'REFNUM':
          t.refnum = value;
          return;
        case 'NAME':
          if (depth.PAYEE > 0) t.payeeName = value;
          else t.name = value;
          return;
        case 'MEMO':
          t.memo = value;
          return;
        case 'ACCTID':
          if (depth.BANKACCTTO > 0 || depth.CCACCTTO > 0) t.toAccount = value;
          return;
      }
      return;
    }
    const s = cur.stmt;
    if (s === null) return;
    if (name === 'CURDEF') s.currency = value;
    else if (name === 'ACCTID' && (depth.BANKACCTFROM > 0 || depth.CCACCTFROM > 0)) s.accountNumber = value;
    else if (name === 'BANKID' && depth.BANKACCTFROM > 0) s.bankId = value;
    else if (name === 'DTSTART' && depth.BANKTRANLIST > 0) s.start = s.start ?? value;
    else if (name === 'DTEND' && depth.BANKTRANLIST > 0) s.end = value;
    else if (name === 'BALAMT' && depth.LEDGERBAL > 0) s.ledger = value;
  };

  const n = text.length;
  let i = text.indexOf('<');
  while (i !== -1) {
    const gt = text.indexOf('>', i + 1);
    if (gt === -1) break;
    const next = text.indexOf('<', gt + 1);
    const tag = text.slice(i + 1, gt);
    const first = tag.charCodeAt(0);
    if (first === 47 /* / */) {
      close(tag.slice(1).trim().toUpperCase());
    } else if (first !== 63 /* ? */ && first !== 33 /* ! */ && tag.charCodeAt(tag.length - 1) !== 47) {
      const name = tag.trim().toUpperCase();
      const value = text.slice(gt + 1, next === -1 ? n : next).trim();
      if (name === 'OFX') sawOfx = true;
      if (value === '') open(name);
      else leaf(name, decodeEntities(value));
    }
    i = next;
  }

  if (cur.stmt !== null || cur.trn !== null)
    throw new StatementError('El archivo OFX está incompleto: termina antes de cerrar el estado de cuenta.');
  if (!sawOfx || accounts.length === 0)
    throw new StatementError(
      'El archivo OFX no contiene ningún estado de cuenta bancario ni de tarjeta (STMTRS o CCSTMTRS).',
    );
  return accounts;
};

const countEntries = (accounts: StatementAccount[]): number =>
  accounts.reduce((sum, a) => sum + a.entries.length, 0);

const finishStatement = (s: StmtDraft, refs: BankRefAssigner, firstIndex: number): StatementAccount => {
  const currency = requireCurrency(normalizeCurrency(s.currency) ?? 'CLP');
  const entries: StatementEntry[] = s.trns.map((t, k) => finishTrn(t, currency, refs, firstIndex + k));
  return {
    accountNumber: s.accountNumber,
    card: s.card,
    bankId: s.bankId,
    currency,
    openingBalance: null,
    closingBalance:
      s.ledger === null
        ? null
        : readAmount(s.ledger, currency, 'none', { what: 'El saldo final (LEDGERBAL)' }),
    periodStart: s.start === null ? null : ofxDate(s.start),
    periodEnd: s.end === null ? null : ofxDate(s.end),
    entries,
  };
};

const finishTrn = (t: TrnDraft, currency: string, refs: BankRefAssigner, index: number): StatementEntry => {
  if (t.amount === null) throw new StatementError(`${entryLabel(index)}: falta el monto (TRNAMT).`, index);
  const bookingDate = t.posted === null ? null : ofxDate(t.posted);
  if (bookingDate === null)
    throw new StatementError(
      t.posted === null
        ? `${entryLabel(index)}: falta la fecha (DTPOSTED).`
        : `${entryLabel(index)}: la fecha «${t.posted.slice(0, 30)}» no es válida.`,
      index,
    );
  const draft: EntryDraft = {
    bankRef: t.fitid,
    bookingDate,
    valueDate: t.avail === null ? null : ofxDate(t.avail),
    amount: readAmount(t.amount, currency, 'none', index),
    description: joinPieces([t.name, t.memo]),
    counterpartyName: t.payeeName ?? t.name,
    counterpartyAccount: t.toAccount,
    reference: t.checknum ?? t.refnum,
    runningBalance: null,
    type: t.type,
  };
  return refs.assign(draft);
};
