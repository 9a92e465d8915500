import type { EntryDraft } from './bank-ref';
import { isoDatePart } from './dates';
import { entryLabel, StatementError } from './errors';
import { readAmount } from './read-amount';
import { joinPieces } from './text';
import { at, kids, text, textAt, type XmlValue } from './xml-tree';

const dateOf = (node: XmlValue | undefined): string | null =>
  isoDatePart(textAt(node, 'Dt') || textAt(node, 'DtTm'));

/** 'NOTPROVIDED' is the schema's placeholder for a missing end-to-end id: not a reference. */
const endToEnd = (tx: XmlValue): string => {
  const id = textAt(tx, 'Refs', 'EndToEndId');
  return id === 'NOTPROVIDED' ? '' : id;
};

const firstOf = (txs: XmlValue[], read: (tx: XmlValue) => string): string | null => {
  for (const tx of txs) {
    const v = read(tx);
    if (v !== '') return v;
  }
  return null;
};

/** A party's name: Nm (001.02–06) or Pty/Nm (001.07 on). */
const partyName = (party: XmlValue | undefined): string => textAt(party, 'Nm') || textAt(party, 'Pty', 'Nm');

const accountId = (acct: XmlValue | undefined): string =>
  textAt(acct, 'Id', 'IBAN') || textAt(acct, 'Id', 'Othr', 'Id');

/** The bank transaction code: proprietary code, else the ISO domain/family/sub-family triple. */
const typeOf = (ntry: XmlValue): string | null => {
  const prtry = textAt(ntry, 'BkTxCd', 'Prtry', 'Cd');
  if (prtry !== '') return prtry;
  const domn = at(ntry, 'BkTxCd', 'Domn');
  if (domn === undefined) return null;
  const parts = [textAt(domn, 'Cd'), textAt(domn, 'Fmly', 'Cd'), textAt(domn, 'Fmly', 'SubFmlyCd')];
  return parts.filter((p) => p !== '').join('/') || null;
};

/**
 * One Ntry as an entry draft, or null for an entry that is not booked (PDNG, INFO): a statement's
 * balances count booked entries only. `index` is the entry's position in the file, for messages.
 */
export const camtEntry = (ntry: XmlValue, currency: string, index: number): EntryDraft | null => {
  const status = textAt(ntry, 'Sts') || textAt(ntry, 'Sts', 'Cd');
  if (status !== '' && status !== 'BOOK') return null;
  const amountText = textAt(ntry, 'Amt');
  if (amountText === '') throw new StatementError(`${entryLabel(index)}: falta el monto (Amt).`, index);
  const indicator = textAt(ntry, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw new StatementError(
      `${entryLabel(index)}: el indicador «${indicator.slice(0, 20)}» no es CRDT (abono) ni DBIT (cargo).`,
      index,
    );
  const value = readAmount(amountText, currency, 'none', index);
  const amount = indicator === 'DBIT' ? 0 - value : value;
  const bookingDate = dateOf(at(ntry, 'BookgDt')) ?? dateOf(at(ntry, 'ValDt'));
  if (bookingDate === null)
    throw new StatementError(
      `${entryLabel(index)}: falta la fecha contable (BookgDt) o no es válida.`,
      index,
    );
  const txs: XmlValue[] = [];
  for (const d of kids(ntry, 'NtryDtls')) for (const tx of kids(d, 'TxDtls')) txs.push(tx);
  // The counterparty is the payer of money in and the payee of money out.
  const side = indicator === 'CRDT' ? 'Dbtr' : 'Cdtr';
  const e2e = firstOf(txs, endToEnd);
  return {
    bankRef:
      textAt(ntry, 'AcctSvcrRef') ||
      textAt(ntry, 'NtryRef') ||
      e2e ||
      firstOf(txs, (tx) => textAt(tx, 'Refs', 'AcctSvcrRef')),
    bookingDate,
    valueDate: dateOf(at(ntry, 'ValDt')),
    amount,
    description: joinPieces([
      textAt(ntry, 'AddtlNtryInf'),
      ...txs.flatMap((tx) => kids(at(tx, 'RmtInf'), 'Ustrd').map(text)),
      ...txs.map((tx) => textAt(tx, 'AddtlTxInf')),
    ]),
    counterpartyName: firstOf(txs, (tx) => partyName(at(tx, 'RltdPties', side))),
    counterpartyAccount: firstOf(txs, (tx) => accountId(at(tx, 'RltdPties', `${side}Acct`))),
    reference:
      e2e ||
      firstOf(
        txs,
        (tx) =>
          kids(at(tx, 'RmtInf'), 'Strd')
            .map((s) => textAt(s, 'CdtrRefInf', 'Ref'))
            .find((r) => r !== '') ?? '',
      ),
    runningBalance: null,
    type: typeOf(ntry),
  };
};
