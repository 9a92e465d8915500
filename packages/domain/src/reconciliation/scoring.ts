// How sure a proposal is, from what names the counterpart (RUT, folio, name) and how the amount
// agrees (exact, fee withheld, several documents, partial). One table, so the rule behind every
// figure can be read in one place; the threshold for automatic reconciliation is in matcher.ts.
import type { Entry } from './matcher-index';
import type { MatchProposal, MatchReason } from './matcher';

export type AmountKind =
  | 'exact'
  | 'tolerance'
  /** Within tolerance, but round and another document could take it on account (see matcher). */
  | 'tolerance_or_partial'
  /** Several documents of one counterpart summing exactly to the amount. */
  | 'several'
  /** The same with a fee withheld: sums within 2,000 are found by chance far more often. */
  | 'several_fee'
  /** The same, but round while a larger document could take it on account (see matcher). */
  | 'several_fee_or_partial'
  /** Several documents, every one named by its folio in the text (exact or a fee withheld). */
  | 'several_named'
  /** Part of a document the text pins down (its folio, or the counterpart's only open document). */
  | 'partial'
  /**
   * Part of the counterpart's only open document larger than the amount (it has smaller ones, which
   * this amount cannot be part of): pinned down by arithmetic, as sure as a single open document.
   */
  | 'partial_only_larger'
  /** Part of the counterpart's oldest document larger than the amount: a suggestion only. */
  | 'partial_oldest'
  /** Amount alone: exact, within tolerance, or exact and unique and near its due date. */
  | 'amount'
  | 'amount_tolerance'
  | 'unique_amount';

export type MatchEvidence = {
  /** The text carries this counterpart's RUT. */
  rut: boolean;
  /** How many of the proposal's documents the text names by folio. */
  folios: number;
  /** The text carries this counterpart's name (maybe cut). */
  name: boolean;
  /** …and the name it carries is no other counterpart's of this direction. */
  nameUnique: boolean;
  /** The text carries the RUT of another counterpart with open documents: this one did not pay. */
  otherCounterpartNamed: boolean;
  /** The movement's absolute amount, pesos. */
  amount: number;
  /** The movement's day (days since 1970). */
  day: number;
  docs: readonly Entry[];
};

export type ScoredProposal = MatchProposal & {
  /** Confidence from the evidence alone, before the date orders equals: ambiguity is judged on it. */
  base: number;
  /** Tie breaker: the oldest due first. */
  order: number;
  /** The documents' entries, in the order of `documents`. */
  entries: Entry[];
  /** Days from the movement to its documents' due dates (issue dates when none), least and most. */
  dueFrom: number;
  dueTo: number;
};

type Identity = 'rutFolio' | 'rut' | 'folioName' | 'folio' | 'nameUnique' | 'name' | 'none';

// Rows: what names the counterpart; columns: how the amount agrees. A RUT is the payer's own tax id
// (banks print the originator's), so it is the strongest; a folio alone may belong to another
// provider's document (purchases' folios repeat across providers), so it needs the amount; a cut
// name reaches the threshold (0.9) only with the exact amount and when no other counterpart's name
// reads the same. Partial payments are automatic only when the text pins the document down (its
// folio, or the RUT's only open document). Classes a person would tell apart are at least
// AMBIGUITY_MARGIN (0.03) apart: a folio over a bare RUT, exact over a fee withheld, one document
// over a coincidental set; within a class only the date orders them, and that is not enough.
const CONFIDENCE: Record<Identity, Partial<Record<AmountKind, number>>> = {
  rutFolio: {
    exact: 0.99,
    tolerance: 0.96,
    several_named: 0.98,
    several: 0.93,
    several_fee: 0.88,
    partial: 0.95,
  },
  rut: {
    exact: 0.95,
    several: 0.93,
    partial: 0.92,
    tolerance: 0.91,
    partial_only_larger: 0.9,
    tolerance_or_partial: 0.85,
    several_fee: 0.87,
    several_fee_or_partial: 0.85,
    partial_oldest: 0.45,
  },
  folioName: {
    exact: 0.96,
    tolerance: 0.92,
    several_named: 0.95,
    several: 0.85,
    several_fee: 0.8,
    partial: 0.7,
  },
  folio: { exact: 0.94, tolerance: 0.9, several_named: 0.93, several: 0.8, several_fee: 0.75, partial: 0.6 },
  nameUnique: {
    exact: 0.9,
    tolerance: 0.86,
    tolerance_or_partial: 0.7,
    several: 0.8,
    several_fee: 0.7,
    partial: 0.4,
    partial_only_larger: 0.35,
    partial_oldest: 0.3,
  },
  name: {
    exact: 0.8,
    tolerance: 0.75,
    tolerance_or_partial: 0.6,
    several: 0.6,
    several_fee: 0.5,
    partial: 0.35,
    partial_only_larger: 0.3,
    partial_oldest: 0.25,
  },
  // An amount alone: 119.000 is the price of half the invoices. Automatic only when no other open
  // document of that direction is within tolerance of it AND the movement is within 3 days of its
  // due date AND the text carries no RUT (a RUT says who paid, and it is not this counterpart).
  none: {
    exact: 0.5,
    tolerance: 0.4,
    tolerance_or_partial: 0.4,
    amount: 0.5,
    amount_tolerance: 0.4,
    unique_amount: 0.9,
  },
};

/** A combination the table leaves out (e.g. several documents found by amount alone). */
const UNLISTED = 0.2;
/** A payment before the document exists is implausible (advance payments are rare and manual). */
const BEFORE_ISSUE_PENALTY = 0.3;
/** Most a close due date adds: it orders equal proposals, it never decides alone (< margin). */
const DATE_BONUS = 0.02;
/** Days from the due date over which the date bonus fades to nothing. */
const DATE_FADE_DAYS = 60;
/** A name agreeing with a RUT or folio: a little more certain. */
const NAME_BONUS = 0.01;
/** Never certain: a person may still undo it. */
const MAX_CONFIDENCE = 0.99;
/** Another counterpart's RUT in the text: at most a suggestion. */
const OTHER_COUNTERPART_CAP = 0.5;

const clamp = (c: number) => Math.round(Math.max(0, Math.min(MAX_CONFIDENCE, c)) * 1000) / 1000;

function identityOf(ev: MatchEvidence): Identity {
  if (ev.rut) return ev.folios > 0 ? 'rutFolio' : 'rut';
  if (ev.folios > 0) return ev.name ? 'folioName' : 'folio';
  if (ev.name) return ev.nameUnique ? 'nameUnique' : 'name';
  return 'none';
}

export function scoreProposal(
  kind: AmountKind,
  ev: MatchEvidence,
  parts: readonly { entry: Entry; amount: number }[],
): ScoredProposal {
  const identity = identityOf(ev);
  const row = CONFIDENCE[identity];
  let confidence = row[kind] ?? UNLISTED;
  const reasons: MatchReason[] = [];
  if (ev.rut) reasons.push('rut');
  if (ev.folios > 0) reasons.push('folio');
  if (ev.name) reasons.push('name');
  if (ev.name && (identity === 'rut' || identity === 'rutFolio')) confidence += NAME_BONUS;

  const applied = parts.reduce((s, p) => s + p.amount, 0);
  const partial = kind.startsWith('partial');
  if (kind === 'exact' || kind === 'amount' || kind === 'unique_amount') reasons.push('exact_amount');
  if (kind === 'unique_amount') reasons.push('unique_amount');
  if (kind === 'tolerance' || kind === 'tolerance_or_partial' || kind === 'amount_tolerance') {
    reasons.push('amount_within_tolerance');
  }
  if (kind.startsWith('several')) {
    reasons.push('several_documents');
    if (applied !== ev.amount) reasons.push('amount_within_tolerance');
  }
  if (partial) reasons.push('partial');

  // Dates: implausible before issue; closer to the due date (or issue date) is likelier.
  let closeness = 0;
  let before = false;
  for (const { entry } of parts) {
    if (ev.day < entry.issueDay) before = true;
    const due = entry.dueDay ?? entry.issueDay;
    closeness += Math.max(0, 1 - Math.abs(ev.day - due) / DATE_FADE_DAYS);
  }
  closeness /= Math.max(1, parts.length);
  if (before) confidence -= BEFORE_ISSUE_PENALTY;
  if (ev.otherCounterpartNamed) confidence = Math.min(confidence, OTHER_COUNTERPART_CAP);
  const base = clamp(confidence);
  if (!before) {
    confidence += DATE_BONUS * closeness;
    if (closeness >= 0.85) reasons.push('date');
  }

  const dues = parts.map((p) => p.entry.dueDay ?? p.entry.issueDay);
  const order = Math.min(...dues);
  return {
    documents: parts.map((p) => ({ id: p.entry.doc.id, amount: p.amount })),
    confidence: clamp(confidence),
    reasons,
    partial,
    base,
    order,
    entries: parts.map((p) => p.entry),
    dueFrom: order - ev.day,
    dueTo: Math.max(...dues) - ev.day,
  };
}
