import { formatMinor } from '../amount';
import type { Camt053Version } from '../camt-parse';
import { currencyExponent } from '../currency';
import type { StatementAccount, StatementEntry } from '../types';
import { escapeXml as x } from './escape';

export type CamtWriteOptions = {
  version: Camt053Version;
  /** GrpHdr MsgId and CreDtTm; fixed by default so the same statements give the same bytes. */
  messageId?: string;
  createdAt?: string;
};

// 'PMNT/RCDT/ESCT' is written back as an ISO domain code; anything else as a proprietary one.
const DOMAIN_CODE = /^([A-Z]{4})\/([A-Z]{4})\/([A-Z]{4})$/;

/**
 * Writes a BkToCstmrStmt with one Stmt per account. Where each field goes: Ntry/AcctSvcrRef ←
 * bankRef, AddtlNtryInf ← description, TxDtls RltdPties (Dbtr for money in, Cdtr for money out)
 * ← counterparty, Refs/EndToEndId ← reference, BkTxCd ← type, Bal OPBD/CLBD ← balances,
 * FrToDt ← period. The layout follows each version's schema where the versions differ (BIC/BICFI,
 * Sts/Cd, Dbtr/Pty). camt has no running balance: it is not written.
 */
export const writeCamt053 = (accounts: readonly StatementAccount[], options: CamtWriteOptions): string => {
  const v = Number(options.version.slice(-2));
  const created = options.createdAt ?? '2000-01-01T00:00:00';
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.${options.version}">`,
    '<BkToCstmrStmt>',
    `<GrpHdr><MsgId>${x(options.messageId ?? 'PORTAL-0001')}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>`,
  ];
  accounts.forEach((a, k) => {
    const exp = currencyExponent(a.currency);
    out.push(`<Stmt><Id>STMT-${k + 1}</Id><CreDtTm>${created}</CreDtTm>`);
    if (a.periodStart !== null || a.periodEnd !== null) {
      const from = a.periodStart ?? a.periodEnd;
      const to = a.periodEnd ?? a.periodStart;
      out.push(`<FrToDt><FrDtTm>${from}T00:00:00</FrDtTm><ToDtTm>${to}T23:59:59</ToDtTm></FrToDt>`);
    }
    const id = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(a.accountNumber)
      ? `<IBAN>${a.accountNumber}</IBAN>`
      : `<Othr><Id>${x(a.accountNumber)}</Id></Othr>`;
    let acct = `<Acct><Id>${id}</Id><Ccy>${a.currency}</Ccy>`;
    if (a.bankId !== null) {
      const bic = v >= 4 ? 'BICFI' : 'BIC';
      acct += `<Svcr><FinInstnId><${bic}>${x(a.bankId)}</${bic}></FinInstnId></Svcr>`;
    }
    out.push(`${acct}</Acct>`);
    const date = a.periodEnd ?? a.entries.at(-1)?.bookingDate ?? created.slice(0, 10);
    if (a.openingBalance !== null)
      out.push(balance('OPBD', a.openingBalance, a.currency, exp, a.periodStart ?? date));
    if (a.closingBalance !== null) out.push(balance('CLBD', a.closingBalance, a.currency, exp, date));
    for (const e of a.entries) out.push(entry(e, a.currency, exp, v));
    out.push('</Stmt>');
  });
  out.push('</BkToCstmrStmt>', '</Document>', '');
  return out.join('\n');
};

const amount = (minor: number, ccy: string, exp: number): string =>
  `<Amt Ccy="${ccy}">${formatMinor(Math.abs(minor), exp)}</Amt><CdtDbtInd>${minor < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>`;

const balance = (code: string, minor: number, ccy: string, exp: number, date: string): string =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>${amount(minor, ccy, exp)}<Dt><Dt>${date}</Dt></Dt></Bal>`;

const bankCode = (type: string | null): string => {
  if (type === null) return '';
  const m = DOMAIN_CODE.exec(type);
  return m
    ? `<BkTxCd><Domn><Cd>${m[1]}</Cd><Fmly><Cd>${m[2]}</Cd><SubFmlyCd>${m[3]}</SubFmlyCd></Fmly></Domn></BkTxCd>`
    : `<BkTxCd><Prtry><Cd>${x(type)}</Cd></Prtry></BkTxCd>`;
};

const entry = (e: StatementEntry, ccy: string, exp: number, v: number): string => {
  const status = v >= 8 ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  let s = `<Ntry>${amount(e.amount, ccy, exp)}${status}<BookgDt><Dt>${e.bookingDate}</Dt></BookgDt>`;
  if (e.valueDate !== null) s += `<ValDt><Dt>${e.valueDate}</Dt></ValDt>`;
  s += `<AcctSvcrRef>${x(e.bankRef)}</AcctSvcrRef>${bankCode(e.type)}`;
  const side = e.amount < 0 ? 'Cdtr' : 'Dbtr';
  let tx = '';
  if (e.reference !== null) tx += `<Refs><EndToEndId>${x(e.reference)}</EndToEndId></Refs>`;
  if (e.counterpartyName !== null || e.counterpartyAccount !== null) {
    let parties = '';
    if (e.counterpartyName !== null) {
      const nm = `<Nm>${x(e.counterpartyName)}</Nm>`;
      parties += `<${side}>${v >= 7 ? `<Pty>${nm}</Pty>` : nm}</${side}>`;
    }
    if (e.counterpartyAccount !== null)
      parties += `<${side}Acct><Id><Othr><Id>${x(e.counterpartyAccount)}</Id></Othr></Id></${side}Acct>`;
    tx += `<RltdPties>${parties}</RltdPties>`;
  }
  if (tx !== '') s += `<NtryDtls><TxDtls>${tx}</TxDtls></NtryDtls>`;
  if (e.description !== '') s += `<AddtlNtryInf>${x(e.description)}</AddtlNtryInf>`;
  return `${s}</Ntry>`;
};
