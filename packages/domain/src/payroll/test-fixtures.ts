import type { PayrollMonth, PayrollWorker } from './types';

// A plain indefinido Modelo/Fonasa worker of $1.000.000 and a quiet March 2026, for the tests.

export const worker = (over: Partial<PayrollWorker> = {}): PayrollWorker => ({
  contractType: 'undefined',
  startDate: '2024-01-01',
  weeklyHours: 44,
  baseSalary: 1_000_000,
  gratification: { kind: 'none' },
  afp: 'Modelo',
  health: { system: 'Fonasa' },
  familyDependents: 0,
  mealAllowance: 0,
  transportAllowance: 0,
  ...over,
});

export const month = (over: Partial<PayrollMonth> = {}): PayrollMonth => ({
  period: '2026-03',
  absenceDays: 0,
  sickLeaveDays: 0,
  overtimeHours: 0,
  taxableBonuses: [],
  nonTaxableBonuses: [],
  otherDeductions: [],
  advances: 0,
  workInjuryAdditionalRate: 0,
  ...over,
});
