import { AmountFormatError, type NumberStyle, parseMinor } from './amount';
import { currencyExponent } from './currency';
import { entryLabel, StatementError } from './errors';

/** Whose amount it is, for the message: an entry (its file index, and CSV row) or a named balance. */
export type AmountOwner = { entryIndex: number; row?: number } | { what: string };

/**
 * Reads an amount into minor units of `currency`, or throws a StatementError naming its owner.
 * The owner may be given as the entry index (and row) so the hot path allocates nothing per entry.
 */
export const readAmount = (
  text: string,
  currency: string,
  style: NumberStyle,
  owner: AmountOwner | number,
  row?: number,
): number => {
  try {
    return parseMinor(text, currencyExponent(currency), style);
  } catch (e) {
    if (!(e instanceof AmountFormatError)) throw e;
    return amountFailure(e, text, currency, typeof owner === 'number' ? { entryIndex: owner, row } : owner);
  }
};

const ownerLabel = (owner: AmountOwner): string => {
  if (!('entryIndex' in owner)) return owner.what;
  return owner.row === undefined
    ? entryLabel(owner.entryIndex)
    : `${entryLabel(owner.entryIndex)} (fila ${owner.row})`;
};

const amountFailure = (e: AmountFormatError, text: string, currency: string, owner: AmountOwner): never => {
  const label = ownerLabel(owner);
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  const index = 'entryIndex' in owner ? owner.entryIndex : null;
  if (e.problem === 'decimals') {
    const why =
      currency === 'CLP'
        ? 'tiene decimales distintos de cero y el peso chileno no los admite'
        : `tiene más decimales de los que admite la moneda ${currency}`;
    throw new StatementError(`${label}: el monto «${shown}» ${why}.`, index);
  }
  if (e.problem === 'range')
    throw new StatementError(`${label}: el monto «${shown}» es demasiado grande.`, index);
  throw new StatementError(`${label}: el monto «${shown}» no es un número.`, index);
};
