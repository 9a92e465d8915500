// Remuneraciones: the monthly payslip computed from the dated indicators (docs/remuneraciones.md).
export * from './format';
export * from './month-parameters';
export * from './payslip';
export * from './types';
export * from './previred';
export * from './lre-columns';
export * from './lre';
export * from './sections';
