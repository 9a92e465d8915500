// @portal/domain: pure functions and data for the accounting portal. No runtime dependencies.
export * from './acknowledgment';
export * from './banks';
export * from './communes';
export * from './dates';
export * from './documents';
export * from './enumerations';
export * from './factoring';
export * from './holidays';
export * from './money';
export * from './periods';
export * from './phone';
export * from './plan';
export * from './receivables';
export * from './rut';
export * from './tax-documents';
export * from './tax-regime';
export * from './text';
