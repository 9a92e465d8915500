import type { BankRefAssigner } from './bank-ref';
import { camtEntry } from './camt-entry';
import { normalizeCurrency, requireCurrency } from './currency';
import { isoDatePart } from './dates';
import { MAX_STATEMENT_ENTRIES, StatementError, tooManyEntries } from './errors';
import { readAmount } from './read-amount';
import type { StatementAccount, StatementEntry } from './types';
import { type OnClose, scanXml } from './xml-scan';
import { attr, kids, type XmlNode, type XmlValue, textAt, at, text } from './xml-tree';

// The camt.053 versions this reader knows: 001.02 to 001.08. Their differences for what is read
// here are small (BIC → BICFI in 04, Sts → Sts/Cd in 08, Dbtr/Nm → Dbtr/Pty/Nm in 07) and
// handled where each field is read.
export const CAMT053_VERSIONS = [
  '001.02',
  '001.03',
  '001.04',
  '001.05',
  '001.06',
  '001.07',
  '001.08',
] as const;
export type Camt053Version = (typeof CAMT053_VERSIONS)[number];

// Every element is an array (xml-scan.ts), so a repeated element can never turn an object into
// an array under the reader's feet: a fuzzed or unusual file reads as missing fields, not as a
// TypeError. Only the Ccy attribute is kept.
const KEEP_ATTRS = new Set(['Ccy']);

const fail = (message: string): never => {
  throw new StatementError(message);
};

const versionOf = (head: string): string | null => /camt\.053\.001\.(\d{2})/.exec(head)?.[1] ?? null;

/** Reads every Stmt of a camt.053 document, in file order. */
export const parseCamtText = (text: string, refs: BankRefAssigner): StatementAccount[] => {
  if (/<!DOCTYPE|<!ENTITY/i.test(text.slice(0, 4096)) || /<!ENTITY/i.test(text))
    fail('El archivo XML declara un DOCTYPE o entidades propias, que no se aceptan por seguridad.');
  const version = versionOf(text.slice(0, 4096));
  if (version !== null && !CAMT053_VERSIONS.includes(`001.${version}` as Camt053Version))
    fail(`La versión camt.053.001.${version} no está soportada (se aceptan 001.02 a 001.08).`);
  // Entries are read as each Ntry closes and their XML dropped at once: a 100,000-entry file
  // never holds its whole tree. Acct (with Ccy) precedes Ntry in every version's schema.
  const streamed = new Map<XmlNode, Streamed>();
  let index = 0;
  const onClose: OnClose = (name, value, parent) => {
    if (name !== 'Ntry') return false;
    let st = streamed.get(parent);
    if (st === undefined) {
      const currency = requireCurrency(
        normalizeCurrency(textAt(parent, 'Acct', 'Ccy')) ??
          normalizeCurrency(attr(at(value, 'Amt'), 'Ccy')) ??
          normalizeCurrency(attr(at(parent, 'Bal', 'Amt'), 'Ccy')) ??
          'CLP',
      );
      st = { currency, drafts: [] };
      streamed.set(parent, st);
    }
    if (index >= MAX_STATEMENT_ENTRIES) throw tooManyEntries();
    const draft = camtEntry(value, st.currency, index++);
    if (draft !== null) st.drafts.push(refs.assign(draft));
    return true;
  };
  // A cut or mismatched file fails in the scanner, with where it broke.
  const root: XmlNode = scanXml(text, KEEP_ATTRS, onClose);
  const doc = at(root, 'Document') ?? root;
  const stmts = kids(at(doc, 'BkToCstmrStmt'), 'Stmt');
  if (stmts.length === 0) fail('El archivo camt.053 no contiene ningún estado de cuenta (Stmt).');
  return stmts.map((stmt) => readStatement(stmt, streamed.get(stmt as XmlNode)));
};

type Streamed = { currency: string; drafts: StatementEntry[] };

/** The account's currency: Acct/Ccy, else the first entry's or balance's Amt@Ccy, else CLP. */
const currencyOf = (stmt: XmlValue): string =>
  normalizeCurrency(textAt(stmt, 'Acct', 'Ccy')) ??
  normalizeCurrency(attr(at(stmt, 'Ntry', 'Amt'), 'Ccy')) ??
  normalizeCurrency(attr(at(stmt, 'Bal', 'Amt'), 'Ccy')) ??
  'CLP';

const readStatement = (stmt: XmlValue, streamed: Streamed | undefined): StatementAccount => {
  const acct = at(stmt, 'Acct');
  const currency = streamed?.currency ?? requireCurrency(currencyOf(stmt));
  let opening: number | null = null;
  let previous: number | null = null;
  let closing: number | null = null;
  for (const bal of kids(stmt, 'Bal')) {
    const code = textAt(bal, 'Tp', 'CdOrPrtry', 'Cd') || textAt(bal, 'Tp', 'CdOrPrtry', 'Prtry');
    if (code !== 'OPBD' && code !== 'PRCD' && code !== 'CLBD') continue;
    const value = readAmount(text(at(bal, 'Amt')), currency, 'none', { what: `El saldo ${code}` });
    const signed = textAt(bal, 'CdtDbtInd') === 'DBIT' ? 0 - value : value;
    if (code === 'OPBD') opening = signed;
    else if (code === 'PRCD') previous = signed;
    else closing = signed;
  }
  const entries = streamed?.drafts ?? [];
  return {
    accountNumber: textAt(acct, 'Id', 'IBAN') || textAt(acct, 'Id', 'Othr', 'Id'),
    card: false,
    bankId: textAt(acct, 'Svcr', 'FinInstnId', 'BICFI') || textAt(acct, 'Svcr', 'FinInstnId', 'BIC') || null,
    currency,
    // PRCD (the previous statement's closing) stands for the opening when OPBD is absent.
    openingBalance: opening ?? previous,
    closingBalance: closing,
    periodStart: isoDatePart(textAt(stmt, 'FrToDt', 'FrDtTm')),
    periodEnd: isoDatePart(textAt(stmt, 'FrToDt', 'ToDtTm')),
    entries,
  };
};
