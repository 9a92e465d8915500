// Bank reconciliation: RUTs and folios read from statement text, and the matcher of movements to
// open documents.
export { findFoliosInText } from './folio-in-text';
export {
  AMBIGUITY_MARGIN,
  AMOUNT_ONLY_DUE_WINDOW_DAYS,
  AUTO_RECONCILE_THRESHOLD,
  MATCH_AMOUNT_TOLERANCE,
  type Matcher,
  type MatcherOptions,
  type MatchProposal,
  type MatchReason,
  type MovementToMatch,
  type OpenDocument,
  createMatcher,
  isAutomatic,
} from './matcher';
export { normalizeCounterpartyName } from './names';
export { findRutsInText } from './rut-in-text';
