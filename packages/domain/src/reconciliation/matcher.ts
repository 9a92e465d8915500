// Automatic bank reconciliation: which open documents a bank movement pays. Credits (+) pay sales
// ('VENTA': clients paying us), debits (−) pay purchases ('COMPRA': us paying providers). Pure: the
// caller loads the open documents, asks for proposals and records what it accepts.
import { findFoliosInText } from './folio-in-text';
import { type MatchEvidence, type ScoredProposal, scoreProposal } from './scoring';
import {
  type Counterpart,
  type Entry,
  type MatcherIndex,
  buildIndex,
  byDue,
  dayNumber,
} from './matcher-index';
import { findSubsetsSumming } from './subset-sum';
import { findRutsInText } from './rut-in-text';

/**
 * Spec: "the absolute movement amount minus the absolute invoice amount must be at most the
 * tolerance (2000)". We read it as the bank's fee withheld from a transfer: the movement may fall
 * short of the document by at most 2,000 pesos and the document is then settled in full (the
 * difference is a bank charge, not a debt). A movement above the document is not within tolerance.
 */
export const MATCH_AMOUNT_TOLERANCE = 2000;

/**
 * Proposals at or above this confidence are reconciled without asking. 0.9 is where the evidence
 * names the counterpart (its RUT, or a folio that agrees with the amount) AND the amount agrees
 * (exact, a fee withheld, a unique set of its documents, or a partial payment the text pins down).
 * Below it sit what only a person can settle: a name without RUT (names repeat and are cut), an
 * amount alone (many invoices share 119.000 or 59.500), and any two proposals close in score.
 * The data set's measure (apps/api/src/seed/bank) keeps precision ≥ 0.995 at this threshold.
 */
export const AUTO_RECONCILE_THRESHOLD = 0.9;

/** Two proposals for other documents closer than this are ambiguous: neither is automatic. */
export const AMBIGUITY_MARGIN = 0.03;

/**
 * Equal proposals are told apart by the date in one case only: the movement is within ON_TIME_DAYS
 * of one's due date, and every other is not due for NOT_YET_DUE_DAYS more. A client paying the
 * 119.000 due this week rather than the 119.000 due next month is the ordinary case; paying a
 * month early is rare. The opposite (on time for the newer one, the older one overdue) is left to a
 * person: paying late is common, so the older one may be what is being paid.
 */
export const ON_TIME_DAYS = 7;
export const NOT_YET_DUE_DAYS = 25;

/** An amount alone is automatic only this close (days) to the document's due date, and unique. */
export const AMOUNT_ONLY_DUE_WINDOW_DAYS = 3;

export type OpenDocument = {
  id: number;
  direction: 'VENTA' | 'COMPRA';
  docType: number;
  folio: number;
  /** Counterpart's RUT, canonical ('76123456-7'). */
  rut: string;
  name: string;
  /** Pesos still owed (total − credit notes − already paid), > 0. */
  open: number;
  issueDate: string;
  /** YYYY-MM-DD */
  dueDate: string | null;
};

export type MovementToMatch = {
  id: number;
  /** Signed pesos: + money in, − money out. */
  amount: number;
  date: string;
  description: string;
  counterpartyName: string | null;
  reference: string | null;
};

export type MatchReason =
  | 'rut'
  | 'folio'
  | 'name'
  | 'exact_amount'
  | 'amount_within_tolerance'
  | 'several_documents'
  | 'partial'
  | 'unique_amount'
  | 'date'
  | 'ambiguous';

export type MatchProposal = {
  /** Pesos applied to each document, at most its open amount. */
  documents: { id: number; amount: number }[];
  /** 0..1 */
  confidence: number;
  reasons: MatchReason[];
  partial: boolean;
};

export type MatcherOptions = {
  tolerance?: number;
  /** Most documents one transfer is taken to pay. */
  maxDocumentsPerPayment?: number;
  /** Most open documents of one counterpart searched for a set (the oldest due first). */
  maxCandidatesPerCounterpart?: number;
};

export type Matcher = {
  /** The best `limit` proposals (default 3), best first; none when nothing plausible is open. */
  propose(movement: MovementToMatch, limit?: number): MatchProposal[];
  /** Records an accepted proposal: its amounts leave the documents' open amounts for this batch. */
  consume(proposal: MatchProposal): void;
};

export const isAutomatic = (p: MatchProposal): boolean => p.confidence >= AUTO_RECONCILE_THRESHOLD;

/** Most documents of one amount looked at for an amount-only proposal: beyond, it says nothing. */
const AMOUNT_ONLY_SCAN = 50;
/** Amount-only proposals scored per movement: more than a screen of suggestions is noise. */
const AMOUNT_ONLY_PROPOSALS = 5;

export function createMatcher(documents: readonly OpenDocument[], options: MatcherOptions = {}): Matcher {
  const tolerance = options.tolerance ?? MATCH_AMOUNT_TOLERANCE;
  const maxSize = options.maxDocumentsPerPayment ?? 6;
  const maxCandidates = options.maxCandidatesPerCounterpart ?? 30;
  const index = buildIndex(documents);

  const propose = (movement: MovementToMatch, limit = 3): MatchProposal[] => {
    if (!Number.isSafeInteger(movement.amount) || movement.amount === 0) return [];
    const direction = movement.amount > 0 ? 'VENTA' : 'COMPRA';
    const amount = Math.abs(movement.amount);
    const text = [movement.description, movement.counterpartyName, movement.reference]
      .filter(Boolean)
      .join(' ');
    const ctx: Context = {
      index,
      direction,
      amount,
      day: dayNumber(movement.date),
      tolerance,
      ruts: new Set(findRutsInText(text)),
      folios: new Set(findFoliosInText(text)),
      names: index.namesIn(text, direction),
      longestName: null,
      namedByRut: false,
      folioCounterparts: new Set(),
    };
    ctx.longestName = longestOf(ctx.names);
    const counterparts = new Map<Counterpart, readonly Entry[]>();
    for (const rut of ctx.ruts) {
      const cp = index.counterpart(direction, rut);
      const live = cp ? index.live(cp) : [];
      if (cp && live.length > 0) {
        counterparts.set(cp, live);
        ctx.namedByRut = true;
      }
    }
    // A counterpart met only by a folio (purchases' folios repeat across providers) is looked at
    // through the documents the text names: its others have no evidence but their amount.
    const byFolio = new Map<Counterpart, Entry[]>();
    for (const folio of ctx.folios) {
      for (const e of index.liveByFolio(direction, folio)) {
        const named = byFolio.get(e.counterpart);
        if (named) named.push(e);
        else byFolio.set(e.counterpart, [e]);
        if (!counterparts.has(e.counterpart)) counterparts.set(e.counterpart, []);
        ctx.folioCounterparts.add(e.counterpart);
      }
    }
    for (const cp of ctx.names.keys()) if (!counterparts.has(cp)) counterparts.set(cp, index.live(cp));
    for (const [cp, named] of byFolio) {
      if (ctx.ruts.has(cp.rut)) continue;
      counterparts.set(cp, ctx.names.has(cp) ? index.live(cp) : named.sort(byDue));
    }

    const scored: ScoredProposal[] = [];
    for (const [cp, live] of counterparts) {
      proposeForCounterpart(ctx, cp, live, { maxSize, maxCandidates }, scored);
    }
    proposeByAmountOnly(ctx, counterparts, scored);
    return rank(scored, limit, index);
  };

  const consume = (proposal: MatchProposal): void => {
    for (const { id, amount } of proposal.documents) index.reduce(id, amount);
  };

  return { propose, consume };
}

type Context = {
  index: MatcherIndex;
  direction: 'VENTA' | 'COMPRA';
  amount: number;
  day: number;
  tolerance: number;
  ruts: Set<string>;
  folios: Set<number>;
  /** Counterparts whose name the text carries, with how many characters of it. */
  names: Map<Counterpart, number>;
  /** The one counterpart whose name the text carries longest ('…del valle 54' over '…del valle'). */
  longestName: Counterpart | null;
  /** The text carries the RUT of a counterpart with open documents in this direction. */
  namedByRut: boolean;
  /** Counterparts owning a document whose folio the text carries. */
  folioCounterparts: Set<Counterpart>;
};

/** The key with the greatest value when no other has it; null on a tie or when empty. */
function longestOf<K>(names: Map<K, number>): K | null {
  let best: K | null = null;
  let max = 0;
  let tie = false;
  for (const [key, length] of names) {
    if (length > max) [best, max, tie] = [key, length, false];
    else if (length === max) tie = true;
  }
  return tie ? null : best;
}

function evidenceFor(ctx: Context, cp: Counterpart, docs: readonly Entry[]): MatchEvidence {
  let folios = 0;
  for (const e of docs) if (ctx.folios.has(e.doc.folio)) folios++;
  const rut = ctx.ruts.has(cp.rut);
  return {
    rut,
    folios,
    name: ctx.names.has(cp),
    nameUnique: ctx.longestName === cp,
    otherCounterpartNamed: ctx.namedByRut && !rut,
    amount: ctx.amount,
    day: ctx.day,
    docs,
  };
}

function proposeForCounterpart(
  ctx: Context,
  key: Counterpart,
  live: readonly Entry[],
  limits: { maxSize: number; maxCandidates: number },
  out: ScoredProposal[],
): void {
  if (live.length === 0) return;
  const { amount, tolerance } = ctx;
  const larger = live.filter((e) => e.open > amount);
  let exactSingle = false;
  for (const e of live) {
    if (e.open < amount || e.open - amount > tolerance) continue;
    const ev = evidenceFor(ctx, key, [e]);
    if (e.open === amount) {
      exactSingle ||= ev.rut || ev.folios > 0;
      out.push(scoreProposal('exact', ev, [{ entry: e, amount: e.open }]));
    } else if (e.open > amount && e.open - amount <= tolerance) {
      // A round amount just below one document, when another could take it on account, is as
      // likely a payment on account (abonos are round) as a fee withheld from this one.
      const onAccount = amount % 1_000 === 0 && larger.length > 1 && ev.folios === 0;
      out.push(
        scoreProposal(onAccount ? 'tolerance_or_partial' : 'tolerance', ev, [{ entry: e, amount: e.open }]),
      );
    }
  }
  // Sets only for a counterpart the text identifies (RUT, folio, its name alone): a set of a
  // counterpart met by a shared name could not be automatic anyway, and the search is the cost.
  // A counterpart met only by a folio (purchases' folios repeat across providers) is searched for
  // sets of the documents the text names: a set without them has no evidence at all (0.2).
  const identified = ctx.ruts.has(key.rut) || ctx.longestName === key;
  const setsUncertain =
    exactSingle || live.length < 2 || !(identified || ctx.folioCounterparts.has(key))
      ? false
      : proposeSets(ctx, key, live, identified, limits, out);
  for (const e of larger) {
    if (e.open - amount <= tolerance) continue;
    // A partial payment: certain only when the text pins the document down, or when it is the only
    // document the amount can be part of and no set of smaller ones was left unsearched.
    const kind =
      ctx.folios.has(e.doc.folio) || live.length === 1
        ? 'partial'
        : larger.length === 1 && !setsUncertain
          ? 'partial_only_larger'
          : e === larger[0]
            ? 'partial_oldest'
            : null;
    if (kind) out.push(scoreProposal(kind, evidenceFor(ctx, key, [e]), [{ entry: e, amount }]));
  }
}

/**
 * Several documents of one counterpart paid by one transfer: the ones the text names by folio, and
 * sets found among the oldest due. True when the search was cut short (too many candidates or
 * steps), so an unfound set may still be the answer.
 */
function proposeSets(
  ctx: Context,
  key: Counterpart,
  live: readonly Entry[],
  identified: boolean,
  limits: { maxSize: number; maxCandidates: number },
  out: ScoredProposal[],
): boolean {
  const { amount, tolerance } = ctx;
  // The documents the text names by folio, whatever their age (a folio may repeat across types).
  const named =
    ctx.folios.size === 0
      ? []
      : live.filter((e) => ctx.folios.has(e.doc.folio) && e.open <= amount + tolerance);
  if (named.length >= 2) {
    const found = findSubsetsSumming(
      named.map((e) => e.open),
      amount,
      tolerance,
      { minSize: 2, maxSize: Math.max(limits.maxSize, ctx.folios.size), maxSolutions: 2, maxSteps: 2_000 },
    );
    for (const solution of found.solutions) {
      const docs = solution.map((i) => named[i]);
      const proposal = scoreProposal(
        'several_named',
        evidenceFor(ctx, key, docs),
        docs.map((e) => ({ entry: e, amount: e.open })),
      );
      if (found.exhausted) proposal.reasons.push('ambiguous');
      out.push(proposal);
    }
  }
  if (!identified) return false;
  const smaller = live.filter((e) => e.open < amount);
  const candidates = smaller.slice(0, limits.maxCandidates);
  if (candidates.length < 2) return false;
  // All of them together fall short: no set can pay it (and none beyond the candidates is unseen).
  if (candidates.reduce((sum, e) => sum + e.open, 0) < amount) return smaller.length > candidates.length;
  const search = findSubsetsSumming(
    candidates.map((e) => e.open),
    amount,
    tolerance,
    { minSize: 2, maxSize: limits.maxSize, maxSolutions: 3, maxSteps: 1_500 },
  );
  for (const solution of search.solutions) {
    const docs = solution.map((i) => candidates[i]);
    const ev = evidenceFor(ctx, key, docs);
    const sum = docs.reduce((s, e) => s + e.open, 0);
    const allNamed = ev.folios === docs.length && ev.folios === ctx.folios.size;
    const onAccount = amount % 1_000 === 0 && live.some((e) => e.open > amount);
    const kind = allNamed
      ? 'several_named'
      : sum === amount
        ? 'several'
        : onAccount
          ? 'several_fee_or_partial'
          : 'several_fee';
    const proposal = scoreProposal(
      kind,
      ev,
      docs.map((e) => ({ entry: e, amount: e.open })),
    );
    if (search.exhausted) proposal.reasons.push('ambiguous');
    out.push(proposal);
  }
  return search.exhausted || smaller.length > candidates.length;
}

function proposeByAmountOnly(
  ctx: Context,
  counterparts: Map<Counterpart, readonly Entry[]>,
  out: ScoredProposal[],
): void {
  // Two are enough to know the amount is not unique; the exact ones come first (smallest amount).
  const firstTwo = ctx.index.openBetween(ctx.direction, ctx.amount, ctx.amount + ctx.tolerance, 2);
  const unique = firstTwo.length === 1;
  // Suggestions: the exact ones closest to their due date, then a few within tolerance.
  const distance = (e: Entry) => Math.abs(ctx.day - e.sortDay);
  const exact = ctx.index
    .openBetween(ctx.direction, ctx.amount, ctx.amount, AMOUNT_ONLY_SCAN)
    .filter((e) => !counterparts.has(e.counterpart))
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, AMOUNT_ONLY_PROPOSALS);
  const near =
    exact.length < AMOUNT_ONLY_PROPOSALS
      ? ctx.index
          .openBetween(ctx.direction, ctx.amount + 1, ctx.amount + ctx.tolerance, AMOUNT_ONLY_PROPOSALS)
          .filter((e) => !counterparts.has(e.counterpart))
      : [];
  for (const e of [...exact, ...near]) {
    const nearDue = distance(e) <= AMOUNT_ONLY_DUE_WINDOW_DAYS;
    const kind =
      e.open === ctx.amount
        ? unique && nearDue && ctx.ruts.size === 0
          ? 'unique_amount'
          : 'amount'
        : 'amount_tolerance';
    out.push(scoreProposal(kind, evidenceFor(ctx, e.counterpart, [e]), [{ entry: e, amount: e.open }]));
  }
}

/** Best first; proposals for other documents within AMBIGUITY_MARGIN of the best are ambiguous. */
function rank(scored: ScoredProposal[], limit: number, index: MatcherIndex): MatchProposal[] {
  // One proposal per set of documents: the strongest reading of it.
  const byDocs = new Map<string, ScoredProposal>();
  for (const p of scored) {
    const docs = p.documents;
    const key =
      docs.length === 1
        ? `${docs[0].id}:${docs[0].amount}`
        : docs
            .map((d) => `${d.id}:${d.amount}`)
            .sort()
            .join(',');
    const seen = byDocs.get(key);
    if (!seen || p.confidence > seen.confidence) byDocs.set(key, p);
  }
  const ranked = [...byDocs.values()].sort((a, b) => b.confidence - a.confidence || a.order - b.order);
  const best = ranked[0];
  if (!best) return [];
  // Judged on the evidence alone: the date only orders proposals the evidence cannot tell apart.
  // In thousandths, as the table is written: 0.94 − 0.03 must not come out as 0.90999….
  const close = ranked.filter(
    (p) => Math.round((best.base - p.base) * 1000) < Math.round(AMBIGUITY_MARGIN * 1000),
  );
  const winner = close.length === 1 ? best : settledByDate(close);
  if (winner && winner !== best) ranked.unshift(...ranked.splice(ranked.indexOf(winner), 1));
  const certain = winner !== null && !winner.reasons.includes('ambiguous');
  return ranked.slice(0, limit).map((p) => {
    for (const e of p.entries) index.proposed(e);
    const capped = close.includes(p) && !(certain && p === winner);
    return {
      documents: p.documents,
      confidence: capped ? Math.min(p.confidence, AUTO_RECONCILE_THRESHOLD - 0.01) : p.confidence,
      reasons: capped && !p.reasons.includes('ambiguous') ? [...p.reasons, 'ambiguous'] : p.reasons,
      partial: p.partial,
    };
  });
}

/** The one proposal due now when all the others equal to it are not due for a month (see ON_TIME_DAYS). */
function settledByDate(close: readonly ScoredProposal[]): ScoredProposal | null {
  const onTime = close.filter((p) => p.dueTo <= ON_TIME_DAYS);
  if (onTime.length !== 1) return null;
  return close.every((p) => p === onTime[0] || p.dueFrom >= NOT_YET_DUE_DAYS) ? onTime[0] : null;
}
