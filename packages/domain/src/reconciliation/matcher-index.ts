// The matcher's lookups over one batch's open documents: by counterpart, by folio, by open amount
// and by name prefix, so each movement costs a few reads instead of a scan of every open document.
// Built for 200,000 documents in well under a second: one pass groups the documents by counterpart
// and two typed arrays are sorted (folios, open amounts); the per-document objects (`Entry`) are
// made only for the documents a movement reaches, and a counterpart's list or an amount's list is
// put in order the first time it is read.
import type { OpenDocument } from './matcher';
import { NAME_MIN_PREFIX, foldName, namePrefixLength, normalizeCounterpartyName } from './names';

export type Direction = 'VENTA' | 'COMPRA';

/** One counterpart of one direction: a client who pays our sales, or a provider we pay. */
export type Counterpart = {
  /** `${direction}|${rut}` */
  key: string;
  direction: Direction;
  rut: string;
  /** Order of first appearance in the batch: documents of one amount are listed in it. */
  rank: number;
  /** Its open documents (indices into the batch). */
  docs: number[];
  /** Its entries, the oldest due (or issued, when no due date) first; made on first read. */
  entries: Entry[] | null;
  /** The ones still open, until one of them is consumed. */
  live: Entry[] | null;
  /** The folded names its documents carry. */
  names: string[];
  /** The last raw name read (documents repeat it: it is folded once). */
  lastName: string;
};

/** One open document and what the matcher keeps of it; `open` falls as proposals are consumed. */
export type Entry = {
  doc: OpenDocument;
  open: number;
  counterpart: Counterpart;
  issueDay: number;
  dueDay: number | null;
  /** The due day, or the issue day when there is none: the order payers settle in. */
  sortDay: number;
};

export type MatcherIndex = {
  counterpart(direction: Direction, rut: string): Counterpart | undefined;
  /** A counterpart's documents still open, the oldest due first (not to be changed). */
  live(counterpart: Counterpart): readonly Entry[];
  /** Registers an entry handed out in a proposal, so consuming it finds it at once. */
  proposed(entry: Entry): void;
  /** Documents of a direction still open that carry `folio` (of any type or counterpart). */
  liveByFolio(direction: Direction, folio: number): Entry[];
  /** Documents of a direction still open for an amount in [min, max], smallest amount first. */
  openBetween(direction: Direction, min: number, max: number, limit: number): Entry[];
  /** Counterparts of `direction` whose name `text` carries, with how many of its characters. */
  namesIn(text: string, direction: Direction): Map<Counterpart, number>;
  /** Lowers a document's open amount (consumed by an accepted proposal). */
  reduce(id: number, amount: number): void;
};

/** A name shared by more counterparts than this tells nothing about which one paid. */
const MAX_COUNTERPARTS_PER_NAME = 25;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; NaN when it is not one. */
export function dayNumber(iso: string): number {
  // The usual shape read digit by digit (days from the civil date, as Date.UTC counts them).
  if (iso.length === 10 && iso.charCodeAt(4) === 45 && iso.charCodeAt(7) === 45) {
    const y = digits(iso, 0, 4);
    const m = digits(iso, 5, 7);
    const d = digits(iso, 8, 10);
    if (y >= 100 && m >= 1 && m <= 12 && d >= 0) {
      const year = m <= 2 ? y - 1 : y;
      const era = Math.floor(year / 400);
      const yoe = year - era * 400;
      const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
      return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
    }
  }
  return (
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000
  );
}

/** The decimal number in text[from, to); -1 when a character is not a digit. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Batch indices ordered by a value, then by index; `values` ascending beside them. */
type Sorted = { values: Float64Array; docs: Int32Array };

/**
 * The documents of one open amount in listing order (counterpart by first appearance, then the
 * oldest due first): `order` is the run's batch indices by counterpart, and `entries` the ones made
 * so far, a counterpart at a time, since a scan stops after a few (a common amount has thousands).
 */
type AmountList = { order: Int32Array; next: number; entries: Entry[] };

/** What one direction's documents are looked up by. */
type Side = {
  counterparts: Map<string, Counterpart>;
  /** Folded name's first NAME_MIN_PREFIX characters (or the whole short name and '$') → owners. */
  names: Map<string, { counterpart: Counterpart; name: string }[]>;
  members: number[];
  folios: Sorted;
  amounts: Sorted;
  /** An amount's documents (by the start of its run in `amounts`) in listing order, made as read. */
  amountLists: Map<number, AmountList>;
  /** Documents partly consumed, under their new open amount (ascending in `movedAmounts`). */
  moved: Map<number, Entry[]>;
  movedAmounts: number[];
};

const EMPTY = { values: new Float64Array(0), docs: new Int32Array(0) };

export function buildIndex(documents: readonly OpenDocument[]): MatcherIndex {
  const n = documents.length;
  const sides: Record<Direction, Side> = { VENTA: newSide(), COMPRA: newSide() };
  // Filled by push: `new Array(n)` of this size would be a slow dictionary in V8.
  const counterpartOf: (Counterpart | undefined)[] = [];
  const entries: (Entry | undefined)[] = [];
  // Entries by document id, for consume: the ones proposed are registered as they are proposed;
  // an id never proposed is looked up in the whole batch (once).
  const byId = new Map<number, Entry>();
  let allIds: Map<number, number> | null = null;
  let ranks = 0;

  for (let i = 0; i < n; i++) {
    const doc = documents[i];
    entries.push(undefined);
    const side = doc.open > 0 ? sides[doc.direction] : undefined;
    if (!side) {
      counterpartOf.push(undefined);
      continue;
    }
    const direction = doc.direction;
    let cp = side.counterparts.get(doc.rut);
    if (!cp) {
      cp = {
        key: `${direction}|${doc.rut}`,
        direction,
        rut: doc.rut,
        rank: ranks++,
        docs: [],
        entries: null,
        live: null,
        names: [],
        lastName: '',
      };
      side.counterparts.set(doc.rut, cp);
      addName(side, cp, doc.name);
    } else if (doc.name !== cp.lastName) {
      addName(side, cp, doc.name);
    }
    cp.docs.push(i);
    counterpartOf.push(cp);
    side.members.push(i);
  }
  for (const side of Object.values(sides)) {
    side.folios = sortBy(side.members, (i) => documents[i].folio, n);
    side.amounts = sortBy(side.members, (i) => documents[i].open, n);
    side.members = [];
  }

  const entryAt = (i: number): Entry => {
    let e = entries[i];
    if (!e) {
      const doc = documents[i];
      const issueDay = dayNumber(doc.issueDate);
      const dueDay = doc.dueDate ? dayNumber(doc.dueDate) : null;
      const counterpart = counterpartOf[i] as Counterpart;
      e = { doc, open: doc.open, counterpart, issueDay, dueDay, sortDay: dueDay ?? issueDay };
      entries[i] = e;
    }
    return e;
  };
  const entriesOf = (cp: Counterpart): Entry[] => {
    if (!cp.entries) cp.entries = cp.docs.map(entryAt).sort(byDue);
    return cp.entries;
  };

  const live = (cp: Counterpart): readonly Entry[] => {
    if (!cp.live) {
      cp.live = [];
      for (const e of entriesOf(cp)) if (e.open > 0) cp.live.push(e);
    }
    return cp.live;
  };

  const liveByFolio = (direction: Direction, folio: number): Entry[] => {
    const { values, docs } = sides[direction]?.folios ?? EMPTY;
    const out: Entry[] = [];
    for (let k = lowerBound(values, folio); k < values.length && values[k] === folio; k++) {
      const e = entryAt(docs[k]);
      if (e.open > 0) out.push(e);
    }
    return out;
  };

  /** The documents first open for the amount at [start, end) of `amounts`, listed as far as `k`. */
  const amountList = (side: Side, start: number, end: number, k: number): AmountList => {
    let list = side.amountLists.get(start);
    if (!list) {
      const members = Array.from(side.amounts.docs.subarray(start, end));
      const order = sortBy(members, (i) => (counterpartOf[i] as Counterpart).rank, n).docs;
      list = { order, next: 0, entries: [] };
      side.amountLists.set(start, list);
    }
    const { order, entries: listed } = list;
    while (listed.length < k && list.next < order.length) {
      const cp = counterpartOf[order[list.next]];
      const from = listed.length;
      for (; list.next < order.length && counterpartOf[order[list.next]] === cp; list.next++) {
        listed.push(entryAt(order[list.next]));
      }
      if (listed.length - from > 1) listed.push(...listed.splice(from).sort(byDue));
    }
    return list;
  };

  const openBetween = (direction: Direction, min: number, max: number, limit: number): Entry[] => {
    const side = sides[direction];
    const found: Entry[] = [];
    if (!side || limit <= 0) return found;
    const { values } = side.amounts;
    const moved = side.movedAmounts;
    let a = lowerBound(values, min);
    let b = lowerBound(moved, min);
    for (;;) {
      const va = a < values.length ? values[a] : Number.POSITIVE_INFINITY;
      const vb = b < moved.length ? moved[b] : Number.POSITIVE_INFINITY;
      const v = Math.min(va, vb);
      if (!(v <= max)) return found;
      if (va === v) {
        // Documents since consumed (wholly or in part) are listed under their new amount.
        const next = upperBound(values, v, a);
        if (next - a === 1) {
          const e = entryAt(side.amounts.docs[a]);
          if (e.open === v) found.push(e);
        } else {
          const list = amountList(side, a, next, 0);
          for (let k = 0; ; k++) {
            if (k >= list.entries.length) amountList(side, a, next, k + 1);
            const e = list.entries[k];
            if (!e) break;
            if (e.open !== v) continue;
            found.push(e);
            if (found.length >= limit) return found;
          }
        }
        a = next;
        if (found.length >= limit) return found;
      }
      if (vb === v) {
        for (const e of side.moved.get(v) ?? []) {
          if (e.open !== v) continue;
          found.push(e);
          if (found.length >= limit) return found;
        }
        b++;
      }
    }
  };

  const namesIn = (text: string, direction: Direction): Map<Counterpart, number> => {
    const found = new Map<Counterpart, number>();
    const names = sides[direction]?.names;
    if (!names || names.size === 0) return found;
    const folded = foldName(text);
    const look = (key: string, at: number) => {
      const candidates = names.get(key);
      if (!candidates || candidates.length > MAX_COUNTERPARTS_PER_NAME) return;
      for (const { counterpart, name } of candidates) {
        const length = namePrefixLength(name, folded, at);
        if (length > (found.get(counterpart) ?? 0)) found.set(counterpart, length);
      }
    };
    for (let at = 0; at < folded.length; at++) {
      if (at > 0 && folded.charCodeAt(at - 1) !== 32) continue;
      look(folded.slice(at, at + NAME_MIN_PREFIX), at);
      for (
        let end = folded.indexOf(' ', at);
        end !== -1 && end - at < NAME_MIN_PREFIX;
        end = folded.indexOf(' ', end + 1)
      ) {
        look(`${folded.slice(at, end)}$`, at);
      }
      if (at + NAME_MIN_PREFIX > folded.length) look(`${folded.slice(at)}$`, at);
    }
    return found;
  };

  const entryById = (id: number): Entry | undefined => {
    const e = byId.get(id);
    if (e) return e;
    if (!allIds) {
      allIds = new Map();
      for (let i = 0; i < n; i++) if (counterpartOf[i]) allIds.set(documents[i].id, i);
    }
    const i = allIds.get(id);
    return i === undefined ? undefined : entryAt(i);
  };

  const reduce = (id: number, amount: number): void => {
    const e = entryById(id);
    if (!e) return;
    e.open = Math.max(0, e.open - amount);
    e.counterpart.live = null;
    if (e.open > 0) {
      const side = sides[e.doc.direction];
      const list = side.moved.get(e.open);
      if (list) list.push(e);
      else {
        side.moved.set(e.open, [e]);
        side.movedAmounts.splice(lowerBound(side.movedAmounts, e.open), 0, e.open);
      }
    }
  };

  return {
    counterpart: (direction, rut) => sides[direction]?.counterparts.get(rut),
    proposed: (e) => {
      byId.set(e.doc.id, e);
    },
    live,
    liveByFolio,
    openBetween,
    namesIn,
    reduce,
  };
}

function newSide(): Side {
  return {
    counterparts: new Map(),
    names: new Map(),
    members: [],
    folios: EMPTY,
    amounts: EMPTY,
    amountLists: new Map(),
    moved: new Map(),
    movedAmounts: [],
  };
}

/** Indexes a counterpart's name (folded) by its prefix, once per counterpart and name. */
function addName(side: Side, cp: Counterpart, raw: string): void {
  cp.lastName = raw;
  const name = normalizeCounterpartyName(raw);
  if (!name || cp.names.includes(name)) return;
  cp.names.push(name);
  const key = name.length >= NAME_MIN_PREFIX ? name.slice(0, NAME_MIN_PREFIX) : `${name}$`;
  const list = side.names.get(key);
  if (list) list.push({ counterpart: cp, name });
  else side.names.set(key, [{ counterpart: cp, name }]);
}

/** The order payers settle in: the oldest due (or issued) first. */
export const byDue = (a: Entry, b: Entry) =>
  a.sortDay - b.sortDay || a.issueDay - b.issueDay || a.doc.id - b.doc.id;

/**
 * `members` ordered by `value`, then by index. Integers are packed as value × n + index into one
 * float and sorted as numbers (no comparator: ten times faster); other values take the slow road.
 */
function sortBy(members: readonly number[], value: (i: number) => number, n: number): Sorted {
  const m = members.length;
  const keys = new Float64Array(m);
  let packable = true;
  for (let k = 0; k < m; k++) {
    const i = members[k];
    const v = value(i);
    if (!Number.isInteger(v) || v < 0 || v * n + n > Number.MAX_SAFE_INTEGER) {
      packable = false;
      break;
    }
    keys[k] = v * n + i;
  }
  const values = new Float64Array(m);
  const docs = new Int32Array(m);
  if (packable) {
    keys.sort();
    for (let k = 0; k < m; k++) {
      const i = keys[k] % n;
      docs[k] = i;
      values[k] = (keys[k] - i) / n;
    }
  } else {
    const order = [...members].sort((a, b) => value(a) - value(b) || a - b);
    for (let k = 0; k < m; k++) {
      docs[k] = order[k];
      values[k] = value(order[k]);
    }
  }
  return { values, docs };
}

function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index after `from` whose value exceeds `value`. */
function upperBound(sorted: ArrayLike<number>, value: number, from: number): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
