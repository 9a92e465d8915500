// /quotations/additional: the month's dated parameters as the computation will take them (each with
// its source), what is missing to compute the month, and the glosas suggested for bonds and discounts.
import type { Queryable } from '@portal/db';
import { PAYROLL_MESSAGES } from '@portal/contracts';
import {
  capPesos,
  lastDayOf,
  monthParameters,
  payrollMonthName,
  payrollPeriod,
  percent,
  pesos,
  todayInChile,
  ufTenths,
} from '@portal/domain';
import { knownIndicatorsOf } from './payroll-inputs';
import { confirmedIndicators } from './payroll.repository';

/** Glosas a small business writes most (the user may write any other). */
const BOND_SUGGESTIONS = [
  { label: 'Bono de producción', taxable: true },
  { label: 'Bono de responsabilidad', taxable: true },
  { label: 'Comisión por ventas', taxable: true },
  { label: 'Aguinaldo', taxable: true },
  { label: 'Viático', taxable: false },
  { label: 'Desgaste de herramientas', taxable: false },
];
const DISCOUNT_SUGGESTIONS = [
  'Cuota de préstamo',
  'Compra en la empresa',
  'Cuota sindical',
  'Caja de compensación',
];

const cents = (c: number) => `$${(c / 100).toLocaleString('es-CL', { minimumFractionDigits: 2 })}`;

export async function monthAdditional(
  db: Queryable,
  q: { year?: number | undefined; month?: number | undefined },
) {
  const today = todayInChile();
  const year = q.year ?? Number(today.slice(0, 4));
  const month = q.month ?? Number(today.slice(5, 7));
  const period = payrollPeriod({ year, month });
  const last = lastDayOf(period);
  const known = knownIndicatorsOf(last, await confirmedIndicators(db, last, `${period}-01`));
  const params = monthParameters(period, known);
  const suggestions = { bond_suggestions: BOND_SUGGESTIONS, discount_suggestions: DISCOUNT_SUGGESTIONS };
  if (!params.ok)
    return {
      year,
      month,
      parameters: [],
      missing: params.errors.map((e) => e.message),
      warnings: [],
      ...suggestions,
    };
  const p = params.value;
  const afpCap = capPesos(p.pensionCap.value, p.uf.cents);
  const afcCap = capPesos(p.unemploymentCap.value, p.uf.cents);
  const parameters = [
    {
      name: `UF del ${p.uf.date.split('-').reverse().join('-')}`,
      value: cents(p.uf.cents),
      source: p.uf.source,
    },
    { name: 'UTM del mes', value: pesos(p.utm.pesos), source: p.utm.source },
    { name: 'Ingreso mínimo mensual', value: pesos(p.minimumWage.general), source: p.minimumWage.source },
    {
      name: 'Tope imponible AFP y salud',
      value: `${ufTenths(p.pensionCap.value)} = ${pesos(afpCap)}`,
      source: p.pensionCap.source,
    },
    {
      name: 'Tope imponible seguro de cesantía',
      value: `${ufTenths(p.unemploymentCap.value)} = ${pesos(afcCap)}`,
      source: p.unemploymentCap.source,
    },
    { name: 'Seguro de invalidez y sobrevivencia (SIS)', value: percent(p.sis.value), source: p.sis.source },
    ...Object.entries(p.afpCommissions.value).map(([afp, rate]) => ({
      name: `Comisión AFP ${afp}`,
      value: percent(rate),
      source: p.afpCommissions.source,
    })),
    {
      name: 'Seguro de cesantía, contrato indefinido (trabajador / empleador)',
      value: `${percent(p.unemployment.value.indefinite.worker)} / ${percent(p.unemployment.value.indefinite.employer)}`,
      source: p.unemployment.source,
    },
    {
      name: 'Seguro de cesantía, plazo fijo u obra (empleador)',
      value: percent(p.unemployment.value.fixedTerm.employer),
      source: p.unemployment.source,
    },
    {
      name: 'Ley 16.744, cotización básica + Ley SANNA',
      value: `${percent(p.workInjury.value.basic)} + ${percent(p.workInjury.value.sanna)}`,
      source: p.workInjury.source,
    },
    ...(p.reform
      ? [
          {
            name: 'Cotización del empleador, Ley 21.735',
            value: percent(p.reform.value.total),
            source: p.reform.source,
          },
        ]
      : []),
  ];
  // The tramos are a parameter only of workers with cargas: without them the others still compute.
  const family = p.familyAllowance;
  const familyRows = family
    ? family.value.map((t) => ({
        name: `Asignación familiar, tramo ${t.tramo} (ingreso hasta ${pesos(t.upTo)}, por carga)`,
        value: pesos(t.amount),
        source: family.source,
      }))
    : [];
  const warnings = family ? [] : [PAYROLL_MESSAGES.familyAllowanceUnknown(payrollMonthName(period))];
  return { year, month, parameters: [...parameters, ...familyRows], missing: [], warnings, ...suggestions };
}
