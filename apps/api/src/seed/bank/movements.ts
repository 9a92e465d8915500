// A labelled bank statement: movements generated from a business's open documents, each with the
// documents it really pays (its label), or null when it pays none. The noise is what statements
// carry; the shares below are our reading of SME accounts at Chilean banks, where most business
// payments are TEF transfers (which print the payer's RUT) and cheques and cash are a shrinking rest.
import { type MovementToMatch, type OpenDocument, addDays } from '@portal/domain';
import { type Random, createRandom } from '../random';
import {
  UNRELATED,
  anonymous,
  bankText,
  creditWithRut,
  debitWithRut,
  printedFolios,
  printedName,
  printedRut,
} from './descriptions';
import { COMMON_AMOUNTS } from './documents';

export type LabelledMovement = MovementToMatch & { bankRef: string; runningBalance?: number };
/** The documents a movement pays and the pesos applied to each; null: it pays none. */
export type MovementLabel = { id: number; amount: number }[] | null;
export type LabelledMovements = { movements: LabelledMovement[]; labels: Map<number, MovementLabel> };
export type LabelledMovementsOptions = { seed: number; count: number; start: string; end: string };

/** Movements no document explains: bank charges, taxes, salaries, own transfers. */
const UNRELATED_SHARE = 0.3;
/** Of the payments, money in (clients paying sales) rather than out (us paying purchases). */
const CREDIT_SHARE = 0.6;
// What a payment is: one document in full (69%), one with a bank fee withheld (8%, credits), several
// of one counterpart (12%), part of one (8%, a third of them paid off later), or a cheque or cash
// deposit that names nothing for a common amount (3%): matchable, but only a person can tell which.
const KINDS: readonly [Kind, number][] = [
  ['single', 0.69],
  ['fee', 0.08],
  ['batch', 0.12],
  ['partial', 0.08],
  ['anonymous', 0.03],
];
type Kind = 'single' | 'fee' | 'batch' | 'partial' | 'anonymous';
// What the description names: the RUT (93%: business payments are TEF transfers, and banks print
// the originator's RUT on them), only folios (3%), only the cut name (3%), nothing (1%).
const NAMING: readonly [Naming, number][] = [
  ['rut', 0.93],
  ['folio', 0.03],
  ['name', 0.03],
  ['nothing', 0.01],
];
type Naming = 'rut' | 'folio' | 'name' | 'nothing';

/** Fisher–Yates with the seed's generator. */
function shuffled<T>(r: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

type Draft = Omit<LabelledMovement, 'id' | 'bankRef' | 'runningBalance'> & { label: MovementLabel };

const weighted = <T>(r: Random, table: readonly [T, number][]): T => {
  let x = r.next() * table.reduce((s, [, w]) => s + w, 0);
  for (const [value, weight] of table) {
    x -= weight;
    if (x < 0) return value;
  }
  return table[0][0];
};

/**
 * Deterministic for a seed: `count` movements dated within [start, end], sorted by date, ids 1..count,
 * and their labels. Each document is paid by at most one movement, except a partial payment's later
 * remainder; a movement's amounts are the documents' `open` as given (a fee withheld still settles
 * the whole document).
 */
export function generateLabelledMovements(
  documents: readonly OpenDocument[],
  options: LabelledMovementsOptions,
): LabelledMovements {
  const r = createRandom(options.seed);
  const { start, end } = options;
  const eligible = documents.filter((d) => d.open > 0 && d.issueDate <= end);
  const byDirection = {
    VENTA: eligible.filter((d) => d.direction === 'VENTA'),
    COMPRA: eligible.filter((d) => d.direction === 'COMPRA'),
  };
  const byCounterpart = new Map<string, OpenDocument[]>();
  for (const d of eligible) {
    const key = `${d.direction}|${d.rut}`;
    const list = byCounterpart.get(key);
    if (list) list.push(d);
    else byCounterpart.set(key, [d]);
  }
  const used = new Set<number>();
  const dueOf = (d: OpenDocument) => d.dueDate ?? addDays(d.issueDate, 30);

  /** When a payer pays: around the due date (50%), late by up to 45 days (35%), or early (15%). */
  const paymentDate = (d: OpenDocument): string | null => {
    const x = r.next();
    const offset = x < 0.5 ? r.int(-5, 5) : x < 0.85 ? r.int(6, 45) : r.int(-20, -1);
    let date = addDays(dueOf(d), offset);
    if (date < d.issueDate) date = d.issueDate;
    return date >= start && date <= end ? date : null;
  };
  const pickDoc = (direction: 'VENTA' | 'COMPRA', ok: (d: OpenDocument) => boolean = () => true) => {
    const list = byDirection[direction];
    for (let tries = 0; tries < 60 && list.length > 0; tries++) {
      const d = r.pick(list);
      if (!used.has(d.id) && ok(d)) return d;
    }
    return null;
  };

  /** The description, counterparty name and reference a payment of `docs` (one counterpart) shows. */
  const describe = (docs: readonly OpenDocument[], credit: boolean, folioShare: number) => {
    const { rut, name } = docs[0];
    const folios = docs.map((d) => d.folio);
    const naming = weighted(r, NAMING);
    const cutName = printedName(r, name);
    let description: string;
    if (naming === 'rut') {
      description = (credit ? creditWithRut : debitWithRut)(r, printedRut(r, rut), cutName);
      if (r.chance(folioShare)) description += ` ${printedFolios(r, folios)}`;
    } else if (naming === 'folio') {
      description = `${r.pick(credit ? ['TRANSFERENCIA', 'ABONO', 'PAGO'] : ['PAGO', 'PAGO PROV', 'TRANSF'])} ${printedFolios(r, folios)}`;
    } else if (naming === 'name') {
      description = credit ? r.pick([`TRANSF DE ${cutName}`, `DEPOSITO ${cutName}`]) : `PAGO ${cutName}`;
    } else {
      return { description: anonymous(r, credit), counterpartyName: null, reference: null };
    }
    const counterpartyName = naming !== 'folio' && r.chance(0.25) ? printedName(r, name) : null;
    const reference = r.chance(0.08)
      ? printedFolios(r, folios)
      : r.chance(0.05)
        ? `OC ${r.int(100, 99_999)}`
        : null;
    return { description, counterpartyName, reference };
  };

  const drafts: Draft[] = [];
  const add = (date: string, signed: number, text: ReturnType<typeof describe>, label: MovementLabel) =>
    drafts.push({ date, amount: signed, ...text, label });

  /** One payment of one kind; false when the documents drawn could not be paid in the period. */
  const payment = (): boolean => {
    const credit = r.chance(CREDIT_SHARE);
    const direction = credit ? 'VENTA' : 'COMPRA';
    const sign = credit ? 1 : -1;
    const kind = weighted(r, KINDS);
    if (kind === 'batch') {
      const first = pickDoc(direction);
      if (!first) return false;
      const open = (byCounterpart.get(`${direction}|${first.rut}`) ?? []).filter((d) => !used.has(d.id));
      if (open.length < 2) return false;
      const k = Math.min(open.length, r.int(2, 5));
      // Payers settle the oldest first more often than not; otherwise what their approval let through.
      const docs = r.chance(0.6)
        ? [...open].sort((a, b) => (dueOf(a) < dueOf(b) ? -1 : 1)).slice(0, k)
        : shuffled(r, open).slice(0, k);
      const latest = docs.reduce((a, b) => (dueOf(a) > dueOf(b) ? a : b));
      const date = paymentDate(latest);
      if (!date || docs.some((d) => d.issueDate > date)) return false;
      const total = docs.reduce((s, d) => s + d.open, 0);
      const fee = credit && r.chance(0.1) ? r.int(200, 2_000) : 0;
      for (const d of docs) used.add(d.id);
      add(
        date,
        sign * (total - fee),
        describe(docs, credit, 0.5),
        docs.map((d) => ({ id: d.id, amount: d.open })),
      );
      return true;
    }
    const doc =
      kind === 'anonymous'
        ? pickDoc(direction, (d) => (COMMON_AMOUNTS as readonly number[]).includes(d.open))
        : kind === 'partial'
          ? pickDoc(direction, (d) => d.open >= 20_000)
          : pickDoc(direction);
    if (!doc) return false;
    const date = paymentDate(doc);
    if (!date) return false;
    used.add(doc.id);
    if (kind === 'partial') {
      const paid = Math.round((doc.open * (0.3 + r.next() * 0.4)) / 1_000) * 1_000;
      add(date, sign * paid, describe([doc], credit, 0.75), [{ id: doc.id, amount: paid }]);
      const later = addDays(date, r.int(15, 45));
      if (r.chance(1 / 3) && later <= end) {
        const rest = doc.open - paid;
        add(later, sign * rest, describe([doc], credit, 0.5), [{ id: doc.id, amount: rest }]);
      }
      return true;
    }
    const label = [{ id: doc.id, amount: doc.open }];
    if (kind === 'anonymous') {
      add(
        date,
        sign * doc.open,
        { description: anonymous(r, credit), counterpartyName: null, reference: null },
        label,
      );
      return true;
    }
    const fee = kind === 'fee' && credit ? r.int(200, 2_000) : 0;
    add(date, sign * (doc.open - fee), describe([doc], credit, 0.3), label);
    return true;
  };

  const unrelated = (): void => {
    const kind = weighted(
      r,
      UNRELATED.map((u) => [u, u.weight] as const),
    );
    // One in ten lands on an amount invoices often have: a cash deposit of 119.000 that pays nothing.
    const amount = r.chance(0.1) ? r.pick(COMMON_AMOUNTS) : kind.amount(r);
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
    const text = { description: bankText(kind.text(r)), counterpartyName: null, reference: null };
    add(addDays(start, r.int(0, days)), kind.credit ? amount : -amount, text, null);
  };

  // A payment whose drawn documents fall outside the period is drawn again (a bounded number of
  // times, so a list with nothing payable still ends), keeping the shares of the statement.
  for (let slot = 0; drafts.length < options.count && slot < options.count * 2; slot++) {
    if (r.chance(UNRELATED_SHARE)) unrelated();
    else for (let tries = 0; tries < 20 && !payment(); tries++);
  }
  drafts.length = Math.min(drafts.length, options.count);

  // Statement order: by date, then as generated (stable sort); the running balance follows it.
  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let balance = r.int(5, 50) * 1_000_000;
  const labels = new Map<number, MovementLabel>();
  const movements = drafts.map(({ label, ...m }, i): LabelledMovement => {
    const id = i + 1;
    balance += m.amount;
    labels.set(id, label);
    return {
      id,
      ...m,
      bankRef: `${m.date.replaceAll('-', '')}${String(id).padStart(6, '0')}`,
      runningBalance: balance,
    };
  });
  return { movements, labels };
}
