// The labelled bank statements: generated movements with the documents each pays, and the
// matcher's quality and speed measured on them (for tests and the bench).
export { COMMON_AMOUNTS, type OpenDocumentsOptions, generateOpenDocuments } from './documents';
export {
  type LabelledMovement,
  type LabelledMovements,
  type LabelledMovementsOptions,
  type MovementLabel,
  generateLabelledMovements,
} from './movements';
export {
  type QualityOptions,
  type ReconciliationQuality,
  measureReconciliationQuality,
  proposalMatchesLabel,
} from './quality';
export { type MatcherSpeed, measureMatcherSpeed } from './speed';
export { type LabelledStatement, importQuality, labelledStatement, openDocumentsOf } from './books';
export { type BankHistoryOptions, writeBankHistory } from './history';
