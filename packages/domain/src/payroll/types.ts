import type { ContractType, HealthSystem, PensionFund } from '../enumerations';

// The plain description of one worker and one month that computePayslip takes. Independent of the
// employees area's contracts and tables: a later step maps those into this.

/** art. 47 (30 % of the profits, an amount the employer settles), art. 50 (25 % monthly, capped) or none. */
export type GratificationRegime =
  | { readonly kind: 'art50' }
  | { readonly kind: 'art47'; readonly amount: number }
  | { readonly kind: 'none' };

export type HealthPlan =
  | { readonly system: 'Fonasa' }
  | {
      readonly system: Exclude<HealthSystem, 'Fonasa'>;
      /** The plan's price: pesos, or UF in ten-thousandths (3,5 UF = 35_000). */
      readonly plan:
        | { readonly currency: 'pesos'; readonly amount: number }
        | { readonly currency: 'uf'; readonly tenThousandths: number };
    };

export type PayrollWorker = {
  readonly contractType: ContractType;
  /** YYYY-MM-DD, for the seguro de cesantía's 11 years. */
  readonly startDate: string;
  readonly weeklyHours: number;
  /** Monthly base salary for a full month, pesos. */
  readonly baseSalary: number;
  readonly gratification: GratificationRegime;
  readonly afp: PensionFund;
  readonly health: HealthPlan;
  /** Cargas familiares acreditadas. */
  readonly familyDependents: number;
  /** The tramo as the IPS/CCAF accredited it; when absent, set from `familyAllowanceIncome`. */
  readonly familyAllowanceTramo?: 'A' | 'B' | 'C' | 'D';
  /** Income the tramo is set from (DFL 150: the average of the previous semester), pesos. */
  readonly familyAllowanceIncome?: number;
  /** Colación and movilización, pesos a month (not imponible: CT art. 41 inc. 2). */
  readonly mealAllowance: number;
  readonly transportAllowance: number;
};

export type PayrollBonus = { readonly label: string; readonly amount: number };

export type PayrollMonth = {
  /** Período de remuneración, YYYY-MM. */
  readonly period: string;
  /** Days not paid (unjustified absence, permiso sin goce). */
  readonly absenceDays: number;
  /** Days of licencia médica (paid by the subsidio, not by the employer). */
  readonly sickLeaveDays: number;
  readonly overtimeHours: number;
  readonly taxableBonuses: readonly PayrollBonus[];
  readonly nonTaxableBonuses: readonly PayrollBonus[];
  readonly otherDeductions: readonly PayrollBonus[];
  /** Anticipos paid during the month, pesos. */
  readonly advances: number;
  /** The business's cotización adicional diferenciada (Ley 16.744 art. 15 b), hundredths of a percent. */
  readonly workInjuryAdditionalRate: number;
};

export type PayslipSection =
  | 'haberes_imponibles'
  | 'haberes_no_imponibles'
  | 'descuentos_legales'
  | 'otros_descuentos'
  | 'aportes_empleador';

export type PayslipParameter = { readonly name: string; readonly value: string; readonly source: string };

export type PayslipLine = {
  /** Stable code, e.g. 'sueldo_base', 'afp'. */
  readonly code: string;
  readonly section: PayslipSection;
  readonly label: string;
  /** Integer pesos. */
  readonly amount: number;
  readonly explanation: { readonly rule: string; readonly parameters: readonly PayslipParameter[] };
};

export type PayslipTotals = {
  readonly totalImponible: number;
  /** The capped base of AFP, salud and Ley 16.744. */
  readonly imponibleAfp: number;
  /** The capped base of the seguro de cesantía. */
  readonly imponibleAfc: number;
  readonly baseTributable: number;
  readonly impuestoUnico: number;
  readonly totalHaberes: number;
  readonly totalDescuentos: number;
  readonly liquido: number;
  readonly costoEmpleador: number;
};

export type Payslip = {
  readonly period: string;
  readonly daysWorked: number;
  readonly lines: readonly PayslipLine[];
  readonly totals: PayslipTotals;
  /** The rounding rule, said once. */
  readonly rounding: string;
};

export type PayslipError = { readonly code: 'missing_indicator' | 'invalid_input'; readonly message: string };

export type PayslipResult =
  | { readonly ok: true; readonly payslip: Payslip }
  | { readonly ok: false; readonly errors: readonly PayslipError[] };
