import { formatMinor } from '../amount';
import { currencyExponent } from '../currency';
import type { StatementAccount, StatementEntry } from '../types';
import { escapeXml } from './escape';

export type OfxWriteOptions = {
  /** 1: SGML (OFX 1.0.2, leaf elements unclosed); 2: XML (OFX 2.1.1). */
  version: 1 | 2;
  /** DTSERVER; fixed by default so the same statements give the same bytes. */
  serverDate?: string;
};

// OFX TRNTYPE values; an entry whose type is not one of them is written as OTHER.
const TRNTYPES = new Set(
  'CREDIT DEBIT INT DIV FEE SRVCHG DEP ATM POS XFER CHECK PAYMENT CASH DIRECTDEP DIRECTDEBIT REPEATPMT HOLD OTHER'.split(
    ' ',
  ),
);

const ofxDate = (iso: string): string => iso.replace(/-/g, '');

/**
 * Writes bank statements (STMTRS, one per account) as OFX. Where each field goes: FITID ← bankRef,
 * MEMO ← description, PAYEE/NAME ← counterpartyName, BANKACCTTO/ACCTID ← counterpartyAccount,
 * REFNUM ← reference, DTAVAIL ← valueDate, LEDGERBAL ← closingBalance. OFX has no opening or
 * running balance: those are not written. Absent optional values are left out, never invented.
 */
export const writeOfx = (accounts: readonly StatementAccount[], options: OfxWriteOptions): string => {
  const v2 = options.version === 2;
  // SGML leaves are not closed; XML ones are.
  const leaf = (tag: string, value: string): string =>
    v2 ? `<${tag}>${escapeXml(value)}</${tag}>` : `<${tag}>${escapeXml(value)}`;
  const out: string[] = [];
  if (v2) {
    out.push('<?xml version="1.0" encoding="UTF-8" standalone="no"?>');
    out.push('<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>');
  } else {
    out.push(
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'SECURITY:NONE',
      'ENCODING:UTF-8',
      'CHARSET:NONE',
      'COMPRESSION:NONE',
      'OLDFILEUID:NONE',
      'NEWFILEUID:NONE',
      '',
    );
  }
  const server = options.serverDate ?? '20000101000000';
  out.push('<OFX>');
  out.push('<SIGNONMSGSRSV1><SONRS><STATUS>', leaf('CODE', '0'), leaf('SEVERITY', 'INFO'), '</STATUS>');
  out.push(leaf('DTSERVER', server), leaf('LANGUAGE', 'SPA'), '</SONRS></SIGNONMSGSRSV1>');
  // Bank statements go in BANKMSGSRSV1, credit-card ones in CREDITCARDMSGSRSV1 (after them, as
  // the message sets are ordered in the specification).
  const banks = accounts.filter((a) => !a.card);
  const cards = accounts.filter((a) => a.card);
  if (banks.length > 0 || cards.length === 0) out.push('<BANKMSGSRSV1>');
  for (const [k, a] of banks.entries()) out.push(...statement(a, k + 1, false, leaf));
  if (banks.length > 0 || cards.length === 0) out.push('</BANKMSGSRSV1>');
  if (cards.length > 0) {
    out.push('<CREDITCARDMSGSRSV1>');
    for (const [k, a] of cards.entries()) out.push(...statement(a, banks.length + k + 1, true, leaf));
    out.push('</CREDITCARDMSGSRSV1>');
  }
  out.push('</OFX>', '');
  return out.join('\n');
};

const statement = (
  a: StatementAccount,
  trnuid: number,
  card: boolean,
  leaf: (t: string, v: string) => string,
): string[] => {
  const exp = currencyExponent(a.currency);
  const out: string[] = [];
  const [rs, from] = card ? ['CCSTMTRS', 'CCACCTFROM'] : ['STMTRS', 'BANKACCTFROM'];
  out.push(card ? '<CCSTMTTRNRS>' : '<STMTTRNRS>', leaf('TRNUID', String(trnuid)));
  out.push('<STATUS>', leaf('CODE', '0'), leaf('SEVERITY', 'INFO'), '</STATUS>');
  out.push(`<${rs}>`, leaf('CURDEF', a.currency), `<${from}>`);
  if (a.bankId !== null && !card) out.push(leaf('BANKID', a.bankId));
  out.push(leaf('ACCTID', a.accountNumber));
  if (!card) out.push(leaf('ACCTTYPE', 'CHECKING'));
  out.push(`</${from}>`, '<BANKTRANLIST>');
  if (a.periodStart !== null) out.push(leaf('DTSTART', ofxDate(a.periodStart)));
  if (a.periodEnd !== null) out.push(leaf('DTEND', ofxDate(a.periodEnd)));
  for (const e of a.entries) out.push(transaction(e, exp, leaf));
  out.push('</BANKTRANLIST>');
  if (a.closingBalance !== null) {
    const asOf = a.periodEnd ?? a.entries.at(-1)?.bookingDate ?? '2000-01-01';
    out.push('<LEDGERBAL>', leaf('BALAMT', formatMinor(a.closingBalance, exp)));
    out.push(leaf('DTASOF', ofxDate(asOf)), '</LEDGERBAL>');
  }
  out.push(`</${rs}>`, card ? '</CCSTMTTRNRS>' : '</STMTTRNRS>');
  return out;
};

const transaction = (e: StatementEntry, exp: number, leaf: (t: string, v: string) => string): string => {
  const type = e.type !== null && TRNTYPES.has(e.type) ? e.type : 'OTHER';
  let s = `<STMTTRN>${leaf('TRNTYPE', type)}${leaf('DTPOSTED', ofxDate(e.bookingDate))}`;
  if (e.valueDate !== null) s += leaf('DTAVAIL', ofxDate(e.valueDate));
  s += leaf('TRNAMT', formatMinor(e.amount, exp)) + leaf('FITID', e.bankRef);
  if (e.reference !== null) s += leaf('REFNUM', e.reference);
  if (e.counterpartyName !== null) s += `<PAYEE>${leaf('NAME', e.counterpartyName)}</PAYEE>`;
  if (e.counterpartyAccount !== null)
    s += `<BANKACCTTO>${leaf('ACCTID', e.counterpartyAccount)}${leaf('ACCTTYPE', 'CHECKING')}</BANKACCTTO>`;
  if (e.description !== '') s += leaf('MEMO', e.description);
  return `${s}</STMTTRN>`;
};
