import { formatCLP } from '../money';
import { PENSION_HEALTH_CAPS, UNEMPLOYMENT_CAPS } from './caps';
import type { Span } from './dated';
import { FAMILY_ALLOWANCES } from './family-allowance';
import { ANNUAL_TAX_TABLES, MONTHLY_TAX_TABLES, type TaxBracket } from './income-tax';
import { MINIMUM_WAGES } from './minimum-wage';
import { AFP_COMMISSIONS, AFP_NAMES, EMPLOYER_CONTRIBUTIONS, SIS_RATES } from './pension-rates';

// Every dated parameter the portal holds, as an operator reads it (the screen /operador/indicadores
// and `npm run indicators -- list`): one row per span, its value in Spanish, its dates and source.

export const INDICATOR_PARAMETERS = [
  'IMM',
  'TOPE_AFP',
  'TOPE_AFC',
  'SIS',
  'COMISION_AFP',
  'COTIZACION_EMPLEADOR',
  'ASIGNACION_FAMILIAR',
  'IMPUESTO_UNICO',
  'GLOBAL_COMPLEMENTARIO',
] as const;
export type IndicatorParameter = (typeof INDICATOR_PARAMETERS)[number];

export type ParameterRow = {
  readonly from: string;
  readonly to: string | null;
  readonly text: string;
  readonly source: string;
};

export type ParameterView = {
  readonly code: IndicatorParameter;
  readonly name: string;
  readonly rows: readonly ParameterRow[];
};

/** 1234 hundredths → "12,34 %". */
const pct100 = (n: number) => `${(n / 100).toFixed(2).replace('.', ',')} %`;
/** 878 tenths → "87,8 UF". */
const uf10 = (n: number) => `${(n / 10).toFixed(1).replace('.', ',')} UF`;
const num = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');

function brackets(rows: readonly TaxBracket[], unit: string): string {
  let lower = 0;
  return rows
    .map((b) => {
      const range =
        b.upTo === null
          ? `más de ${num(lower, lower % 1 ? 1 : 0)}`
          : `${num(lower, lower % 1 ? 1 : 0)}–${num(b.upTo, b.upTo % 1 ? 1 : 0)}`;
      lower = b.upTo ?? lower;
      return b.factor === 0
        ? `${range} ${unit} exento`
        : `${range} ${unit}: ${num(b.factor / 10_000, b.factor % 100 ? 4 : 3).replace(/0+$/, '')} − ${num(b.rebate / 100, 2)} ${unit}`;
    })
    .join(' · ');
}

function rows<T>(spans: readonly Span<T>[], text: (v: T) => string): ParameterRow[] {
  return spans.map((s, i) => ({
    from: s.from,
    to: s.to ?? (spans[i + 1] ? dayBefore(spans[i + 1].from) : null),
    text: text(s.value),
    source: s.source,
  }));
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function parameterViews(): ParameterView[] {
  return [
    {
      code: 'IMM',
      name: 'Ingreso mínimo mensual',
      rows: rows(MINIMUM_WAGES, (v) =>
        [
          `${formatCLP(v.general)} (18 a 65 años)`,
          v.youngOrOld === null
            ? 'menores de 18 y mayores de 65: sin confirmar'
            : `${formatCLP(v.youngOrOld)} (menores de 18 y mayores de 65)`,
          v.nonRemuneration === null
            ? 'fines no remuneracionales: sin confirmar'
            : `${formatCLP(v.nonRemuneration)} (fines no remuneracionales)`,
        ].join(' · '),
      ),
    },
    { code: 'TOPE_AFP', name: 'Tope imponible AFP y salud', rows: rows(PENSION_HEALTH_CAPS, uf10) },
    { code: 'TOPE_AFC', name: 'Tope imponible seguro de cesantía', rows: rows(UNEMPLOYMENT_CAPS, uf10) },
    { code: 'SIS', name: 'Tasa SIS (cargo del empleador)', rows: rows(SIS_RATES, pct100) },
    {
      code: 'COMISION_AFP',
      name: 'Comisión de las AFP',
      rows: rows(AFP_COMMISSIONS, (v) => AFP_NAMES.map((n) => `${n} ${pct100(v[n])}`).join(' · ')),
    },
    {
      code: 'COTIZACION_EMPLEADOR',
      name: 'Cotización del empleador (Ley 21.735)',
      rows: rows(
        EMPLOYER_CONTRIBUTIONS,
        (v) =>
          `${pct100(v.total)}: cuenta individual ${pct100(v.individualAccount)}, rentabilidad protegida ${pct100(v.protectedReturn)}, Seguro Social ${pct100(v.socialInsurance)}`,
      ),
    },
    {
      code: 'ASIGNACION_FAMILIAR',
      name: 'Asignación familiar',
      rows: rows(FAMILY_ALLOWANCES, (v) =>
        v.map((t) => `tramo ${t.tramo} ${formatCLP(t.amount)} hasta ${formatCLP(t.upTo)}`).join(' · '),
      ),
    },
    {
      code: 'IMPUESTO_UNICO',
      name: 'Impuesto único de segunda categoría (mensual)',
      rows: rows(MONTHLY_TAX_TABLES, (v) => brackets(v, 'UTM')),
    },
    {
      code: 'GLOBAL_COMPLEMENTARIO',
      name: 'Impuesto global complementario (anual)',
      rows: rows(ANNUAL_TAX_TABLES, (v) => brackets(v, 'UTA')),
    },
  ];
}
