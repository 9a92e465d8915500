import { isKeyOf, PENSION_FUNDS } from '../enumerations';
import { capPesos } from '../indicators/caps';
import { bracketTax } from '../indicators/income-tax';
import { weeklyHoursLimitOn } from '../indicators/payroll-rates';
import { GRATIFICATION_CAP_IMM_HUNDREDTHS, GRATIFICATION_RATE_PERCENT } from '../indicators/payroll-rates';
import { applyRate, percent, pesos, pesos2, ufTenths } from './format';
import {
  chileanDate,
  type KnownIndicators,
  type MonthParameters,
  payrollMonthName,
  monthParameters,
} from './month-parameters';
import type {
  PayrollMonth,
  PayrollWorker,
  Payslip,
  PayslipError,
  PayslipLine,
  PayslipParameter,
  PayslipResult,
  PayslipSection,
} from './types';

// One worker's liquidación de sueldo for one month, every rate from the month's dated indicators.
// Pure: the same input gives the same payslip.

export const ROUNDING_RULE =
  'Cada línea se redondea al peso (0,5 hacia arriba), como en Previred y en las liquidaciones; los totales suman las líneas ya redondeadas.';

const DAYS_RULE =
  'Mes comercial de 30 días (CT art. 55 y práctica de Previred): cada día no trabajado descuenta 1/30 del sueldo.';

function validate(w: PayrollWorker, m: PayrollMonth): PayslipError[] {
  const e: string[] = [];
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m.period))
    e.push(`El período "${m.period}" debe tener la forma AAAA-MM.`);
  const nonNegInt = (v: number, what: string) => {
    if (!Number.isInteger(v) || v < 0) e.push(`${what} debe ser un número entero de pesos, cero o más.`);
  };
  nonNegInt(w.baseSalary, 'El sueldo base');
  nonNegInt(w.mealAllowance, 'La colación');
  nonNegInt(w.transportAllowance, 'La movilización');
  nonNegInt(m.advances, 'El anticipo');
  for (const b of [...m.taxableBonuses, ...m.nonTaxableBonuses, ...m.otherDeductions])
    nonNegInt(b.amount, `"${b.label}"`);
  if (w.gratification.kind === 'art47') nonNegInt(w.gratification.amount, 'La gratificación art. 47');
  if (!Number.isInteger(w.familyDependents) || w.familyDependents < 0)
    e.push('Las cargas familiares deben ser un número entero, cero o más.');
  if (
    !Number.isInteger(m.absenceDays) ||
    !Number.isInteger(m.sickLeaveDays) ||
    m.absenceDays < 0 ||
    m.sickLeaveDays < 0
  )
    e.push('Los días de ausencia y de licencia deben ser números enteros, cero o más.');
  else if (m.absenceDays + m.sickLeaveDays > 30)
    e.push('Los días de ausencia y de licencia suman más de 30.');
  if (!Number.isInteger(m.overtimeHours) || m.overtimeHours < 0)
    e.push('Las horas extra deben ser un número entero, cero o más.');
  if (
    !Number.isInteger(m.workInjuryAdditionalRate) ||
    m.workInjuryAdditionalRate < 0 ||
    m.workInjuryAdditionalRate > 680
  )
    e.push('La cotización adicional diferenciada de la Ley 16.744 va de 0 % a 6,8 %.');
  if (!isKeyOf(PENSION_FUNDS, w.afp)) e.push(`La AFP "${w.afp}" no existe.`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(w.startDate))
    e.push('La fecha de inicio del contrato debe tener la forma AAAA-MM-DD.');
  const max = e.length === 0 ? weeklyHoursLimitOn(`${m.period}-28`) : undefined;
  if (!Number.isInteger(w.weeklyHours) || w.weeklyHours <= 0)
    e.push('La jornada semanal debe ser un número entero de horas.');
  else if (max && w.weeklyHours > max.value)
    e.push(
      `La jornada de ${w.weeklyHours} horas supera el máximo legal de ${max.value} horas semanales (CT art. 22, Ley 21.561).`,
    );
  return e.map((message) => ({ code: 'invalid_input', message }));
}

/** Whether the worker has 11 years with the employer by the month's last day (Ley 19.728 art. 5). */
function elevenYears(startDate: string, lastDay: string): boolean {
  const y = Number(startDate.slice(0, 4)) + 11;
  return `${y}${startDate.slice(4)}` <= lastDay;
}

export function computePayslip(
  worker: PayrollWorker,
  month: PayrollMonth,
  known: KnownIndicators = {},
): PayslipResult {
  const invalid = validate(worker, month);
  if (invalid.length > 0) return { ok: false, errors: invalid };
  const params = monthParameters(month.period, known);
  if (!params.ok) return { ok: false, errors: params.errors };
  const p = params.value;
  if (worker.familyDependents > 0 && !p.familyAllowance)
    return {
      ok: false,
      errors: [
        {
          code: 'missing_indicator',
          message: `Faltan los montos y tramos de la asignación familiar de ${payrollMonthName(month.period)}.`,
        },
      ],
    };
  return { ok: true, payslip: build(worker, month, p) };
}

function build(w: PayrollWorker, m: PayrollMonth, p: MonthParameters): Payslip {
  const lines: PayslipLine[] = [];
  const add = (
    section: PayslipSection,
    code: string,
    label: string,
    amount: number,
    rule: string,
    parameters: PayslipParameter[],
  ) => {
    if (amount !== 0 || code === 'sueldo_base')
      lines.push({ code, section, label, amount, explanation: { rule, parameters } });
  };
  const ufParam: PayslipParameter = {
    name: `UF del ${chileanDate(p.uf.date)}`,
    value: pesos2(p.uf.cents / 100),
    source: p.uf.source,
  };

  // Haberes imponibles.
  const daysWorked = 30 - m.absenceDays - m.sickLeaveDays;
  const salary = Math.floor((2 * w.baseSalary * daysWorked + 30) / 60);
  add(
    'haberes_imponibles',
    'sueldo_base',
    'Sueldo base',
    salary,
    `Sueldo base × días trabajados / 30. ${DAYS_RULE}`,
    [
      { name: 'Sueldo base mensual', value: pesos(w.baseSalary), source: 'contrato' },
      {
        name: 'Días trabajados',
        value: String(daysWorked),
        source: `30 − ${m.absenceDays} de ausencia − ${m.sickLeaveDays} de licencia médica`,
      },
    ],
  );
  // CT art. 32: 50 % surcharge on the ordinary hour; the hour from the monthly salary as the DT
  // computes it: sueldo / 30 × 28 / (4 × horas semanales). In integers: base × 28 × h × 3 / (240 × H).
  const num = w.baseSalary * 28 * m.overtimeHours * 3;
  const den = 30 * 4 * w.weeklyHours * 2;
  const overtime = Math.floor((2 * num + den) / (2 * den));
  add(
    'haberes_imponibles',
    'horas_extra',
    'Horas extraordinarias',
    overtime,
    'Valor hora = sueldo base / 30 × 28 / (4 × horas semanales); cada hora extra vale 1,5 veces la hora ordinaria (CT art. 32 inc. 3).',
    [
      { name: 'Horas extra', value: String(m.overtimeHours), source: 'novedades del mes' },
      { name: 'Jornada semanal', value: `${w.weeklyHours} horas`, source: 'contrato' },
      { name: 'Recargo', value: '50 %', source: 'CT art. 32' },
    ],
  );
  for (const [i, b] of m.taxableBonuses.entries())
    add(
      'haberes_imponibles',
      `bono_imponible_${i + 1}`,
      b.label,
      b.amount,
      'Bono imponible y tributable pactado o pagado en el mes (CT art. 41).',
      [{ name: b.label, value: pesos(b.amount), source: 'novedades del mes' }],
    );
  const beforeGratification = salary + overtime + m.taxableBonuses.reduce((s, b) => s + b.amount, 0);
  if (w.gratification.kind === 'art50') {
    const imm = p.minimumWage.general;
    const capExact = (imm * GRATIFICATION_CAP_IMM_HUNDREDTHS) / 1200;
    const grat = Math.round(Math.min((beforeGratification * GRATIFICATION_RATE_PERCENT) / 100, capExact));
    add(
      'haberes_imponibles',
      'gratificacion',
      'Gratificación legal (art. 50)',
      grat,
      'El 25 % de las remuneraciones imponibles del mes, con tope de 4,75 ingresos mínimos mensuales al año, pagado por mes: tope mensual 4,75 × IMM / 12 (CT art. 50).',
      [
        {
          name: 'Remuneraciones del mes',
          value: pesos(beforeGratification),
          source: 'sueldo, horas extra y bonos imponibles',
        },
        { name: 'Ingreso mínimo mensual', value: pesos(imm), source: p.minimumWage.source },
        { name: 'Tope mensual', value: pesos2(capExact), source: 'CT art. 50' },
      ],
    );
  } else if (w.gratification.kind === 'art47')
    add(
      'haberes_imponibles',
      'gratificacion',
      'Gratificación legal (art. 47)',
      w.gratification.amount,
      'El 30 % de las utilidades líquidas repartido entre los trabajadores en proporción a sus remuneraciones (CT art. 47); el monto lo liquida el empleador.',
      [{ name: 'Monto', value: pesos(w.gratification.amount), source: 'liquidación del empleador' }],
    );
  const totalImponible = lines
    .filter((l) => l.section === 'haberes_imponibles')
    .reduce((s, l) => s + l.amount, 0);
  return finish(w, m, p, lines, add, ufParam, totalImponible, daysWorked);
}

type Add = (
  section: PayslipSection,
  code: string,
  label: string,
  amount: number,
  rule: string,
  parameters: PayslipParameter[],
) => void;

function finish(
  w: PayrollWorker,
  m: PayrollMonth,
  p: MonthParameters,
  lines: PayslipLine[],
  add: Add,
  ufParam: PayslipParameter,
  totalImponible: number,
  daysWorked: number,
): Payslip {
  const afpCap = capPesos(p.pensionCap.value, p.uf.cents);
  const afcCap = capPesos(p.unemploymentCap.value, p.uf.cents);
  const baseAfp = Math.min(totalImponible, afpCap);
  const baseAfc = Math.min(totalImponible, afcCap);
  const capParam: PayslipParameter = {
    name: 'Tope imponible AFP, salud y Ley 16.744',
    value: `${ufTenths(p.pensionCap.value)} = ${pesos(afpCap)}`,
    source: p.pensionCap.source,
  };
  const afcCapParam: PayslipParameter = {
    name: 'Tope imponible seguro de cesantía',
    value: `${ufTenths(p.unemploymentCap.value)} = ${pesos(afcCap)}`,
    source: p.unemploymentCap.source,
  };
  const baseParam: PayslipParameter = {
    name: 'Imponible con tope',
    value: pesos(baseAfp),
    source: 'total imponible con el tope del mes',
  };

  // No imponibles (CT art. 41 inc. 2: colación, movilización and the asignación familiar are not remuneración).
  add(
    'haberes_no_imponibles',
    'colacion',
    'Colación',
    w.mealAllowance,
    'Asignación de colación: no es remuneración ni imponible (CT art. 41 inc. 2).',
    [],
  );
  add(
    'haberes_no_imponibles',
    'movilizacion',
    'Movilización',
    w.transportAllowance,
    'Asignación de movilización: no es remuneración ni imponible (CT art. 41 inc. 2).',
    [],
  );
  for (const [i, b] of m.nonTaxableBonuses.entries())
    add(
      'haberes_no_imponibles',
      `bono_no_imponible_${i + 1}`,
      b.label,
      b.amount,
      'Haber no imponible ni tributable (CT art. 41 inc. 2).',
      [],
    );
  let familyAllowance = 0;
  if (w.familyDependents > 0 && p.familyAllowance) {
    const table = p.familyAllowance.value;
    const income = w.familyAllowanceIncome ?? totalImponible;
    const tramo = w.familyAllowanceTramo ?? table.find((t) => income <= t.upTo)?.tramo ?? 'D';
    const row = table.find((t) => t.tramo === tramo);
    familyAllowance = (row?.amount ?? 0) * w.familyDependents;
    add(
      'haberes_no_imponibles',
      'asignacion_familiar',
      `Asignación familiar (tramo ${tramo})`,
      familyAllowance,
      'Monto por carga según el tramo de ingreso del trabajador (DFL 150); el tramo D no recibe. La paga el empleador y la recupera al declarar en Previred o la CCAF; no es imponible ni tributable.',
      [
        { name: 'Cargas', value: String(w.familyDependents), source: 'acreditadas' },
        {
          name: 'Ingreso del tramo',
          value: pesos(income),
          source: w.familyAllowanceTramo
            ? 'tramo acreditado'
            : w.familyAllowanceIncome !== undefined
              ? 'ingreso informado'
              : 'total imponible del mes',
        },
        { name: `Monto tramo ${tramo}`, value: pesos(row?.amount ?? 0), source: p.familyAllowance.source },
      ],
    );
  }

  // Descuentos legales.
  const commission = p.afpCommissions.value[w.afp];
  const afpRate = 1000 + commission;
  const afp = applyRate(baseAfp, afpRate);
  add(
    'descuentos_legales',
    'afp',
    `Cotización AFP ${w.afp}`,
    afp,
    'El 10 % del imponible con tope para la cuenta individual más la comisión de la AFP (DL 3.500 arts. 17 y 29).',
    [
      baseParam,
      capParam,
      ufParam,
      { name: `Comisión AFP ${w.afp}`, value: percent(commission), source: p.afpCommissions.source },
      { name: 'Tasa total', value: percent(afpRate), source: 'DL 3.500 art. 17 (10 %) + comisión' },
    ],
  );
  const health7 = applyRate(baseAfp, 700);
  let plan = 0;
  let planSource = 'contrato de salud';
  if (w.health.system !== 'Fonasa') {
    const hp = w.health.plan;
    plan = hp.currency === 'pesos' ? hp.amount : Math.round((hp.tenThousandths * p.uf.cents) / 1_000_000);
    if (hp.currency === 'uf') planSource = `${String(hp.tenThousandths / 10_000).replace('.', ',')} UF`;
  }
  add(
    'descuentos_legales',
    'salud',
    w.health.system === 'Fonasa' ? 'Cotización Fonasa 7 %' : `Cotización ${w.health.system} 7 %`,
    health7,
    'El 7 % del imponible con tope (DL 3.500 art. 84; Ley 18.469 art. 1).',
    [baseParam, capParam],
  );
  if (plan > health7)
    add(
      'descuentos_legales',
      'salud_adicional',
      'Cotización adicional Isapre',
      plan - health7,
      'El precio del plan sobre el 7 % legal (Ley 18.933 / DFL 1 de Salud art. 170): se informa como cotización adicional. El plan en UF se convierte con la UF del último día del mes (❓ la fecha no está confirmada).',
      [{ name: 'Precio del plan', value: pesos(plan), source: planSource }, ufParam],
    );
  const eleven = w.contractType === 'undefined' && elevenYears(w.startDate, p.last);
  const rates =
    w.contractType === 'undefined'
      ? eleven
        ? p.unemployment.value.indefiniteElevenYears
        : p.unemployment.value.indefinite
      : p.unemployment.value.fixedTerm;
  const afcRule =
    w.contractType === 'undefined'
      ? eleven
        ? 'indefinido con 11 años o más'
        : 'indefinido'
      : 'plazo fijo o por obra';
  const afcWorker = applyRate(baseAfc, rates.worker);
  add(
    'descuentos_legales',
    'afc_trabajador',
    'Seguro de cesantía',
    afcWorker,
    `Aporte del trabajador al seguro de cesantía, contrato ${afcRule} (Ley 19.728 art. 5).`,
    [
      {
        name: 'Imponible con tope',
        value: pesos(baseAfc),
        source: 'total imponible con el tope del seguro de cesantía',
      },
      afcCapParam,
      { name: 'Tasa trabajador', value: percent(rates.worker), source: p.unemployment.source },
    ],
  );
  // LIR art. 42 N° 1: the base is the remuneración minus the worker's obligatory contributions; of
  // health only the legal 7 % (❓ whether an Isapre plan above 7 % also reduces the base: we read no).
  const baseTributable = Math.max(0, totalImponible - afp - health7 - afcWorker);
  const tax = bracketTax(p.taxTable.value, baseTributable, p.utm.pesos);
  add(
    'descuentos_legales',
    'impuesto_unico',
    'Impuesto único de segunda categoría',
    tax,
    'Base tributable (imponible − AFP − salud 7 % − seguro de cesantía) × factor del tramo − cantidad a rebajar × UTM del mes (LIR art. 43 N° 1).',
    [
      {
        name: 'Base tributable',
        value: pesos(baseTributable),
        source: 'imponible menos cotizaciones obligatorias',
      },
      { name: `UTM de ${payrollMonthName(p.period)}`, value: pesos(p.utm.pesos), source: p.utm.source },
      { name: 'Tabla', value: 'ocho tramos en UTM', source: p.taxTable.source },
    ],
  );

  // Otros descuentos.
  add(
    'otros_descuentos',
    'anticipo',
    'Anticipo',
    m.advances,
    'Anticipo de remuneraciones pagado en el mes (CT art. 58).',
    [],
  );
  for (const [i, d] of m.otherDeductions.entries())
    add(
      'otros_descuentos',
      `descuento_${i + 1}`,
      d.label,
      d.amount,
      'Descuento autorizado por el trabajador (CT art. 58).',
      [],
    );

  // Aportes del empleador.
  // From August 2026 the SIS is part of Ley 21.735's Seguro Social (pension-rates.ts): shown as its
  // own line and taken out of the reform's line, never counted twice.
  const sisInsideReform = p.first >= '2026-08-01';
  const sis = applyRate(baseAfp, p.sis.value);
  add(
    'aportes_empleador',
    'sis',
    'Seguro de invalidez y sobrevivencia (SIS)',
    sis,
    `Tasa del SIS sobre el imponible con tope, de cargo del empleador (DL 3.500 art. 59)${sisInsideReform ? '; desde agosto 2026 es parte del Seguro Social de la Ley 21.735' : ''}.`,
    [baseParam, { name: 'Tasa SIS', value: percent(p.sis.value), source: p.sis.source }],
  );
  add(
    'aportes_empleador',
    'afc_empleador',
    'Seguro de cesantía (empleador)',
    applyRate(baseAfc, rates.employer),
    `Aporte del empleador, contrato ${afcRule} (Ley 19.728 art. 5).`,
    [
      {
        name: 'Imponible con tope',
        value: pesos(baseAfc),
        source: 'total imponible con el tope del seguro de cesantía',
      },
      { name: 'Tasa empleador', value: percent(rates.employer), source: p.unemployment.source },
    ],
  );
  const injury = p.workInjury.value;
  add(
    'aportes_empleador',
    'ley_16744',
    'Seguro de accidentes (Ley 16.744 y SANNA)',
    applyRate(baseAfp, injury.basic + injury.sanna),
    'Cotización básica 0,90 % (Ley 16.744 art. 15 a) más 0,03 % de la Ley SANNA (Ley 21.063), sobre el imponible con tope.',
    [
      baseParam,
      {
        name: 'Tasa básica + SANNA',
        value: percent(injury.basic + injury.sanna),
        source: p.workInjury.source,
      },
    ],
  );
  add(
    'aportes_empleador',
    'ley_16744_adicional',
    'Cotización adicional diferenciada',
    applyRate(baseAfp, m.workInjuryAdditionalRate),
    'Cotización adicional según el riesgo de la empresa (Ley 16.744 art. 15 b; DS 67).',
    [
      {
        name: 'Tasa adicional',
        value: percent(m.workInjuryAdditionalRate),
        source: 'mutual o ISL de la empresa',
      },
    ],
  );
  if (p.reform) {
    // Ley 21.735 art. 4° transitorio: three parts, each its own line and its own Previred field
    // (28 with the AFP, 94 CEV, 95 CRP), each rounded to the peso.
    const r = p.reform.value;
    const reformParam = {
      name: 'Tasa total de la reforma',
      value: percent(r.total),
      source: p.reform.source,
    };
    const law =
      'Cotización del empleador de la reforma de pensiones sobre el imponible con tope (Ley 21.735 art. 4° transitorio)';
    add(
      'aportes_empleador',
      'ley_21735_cuenta',
      'Ley 21.735: cuenta individual',
      applyRate(baseAfp, r.individualAccount),
      `${law}: ${percent(r.individualAccount)} a la cuenta de capitalización individual del trabajador.`,
      [baseParam, reformParam],
    );
    add(
      'aportes_empleador',
      'ley_21735_rentabilidad',
      'Ley 21.735: rentabilidad protegida',
      applyRate(baseAfp, r.protectedReturn),
      `${law}: ${percent(r.protectedReturn)} de cotización con rentabilidad protegida.`,
      [baseParam, reformParam],
    );
    const social = sisInsideReform ? r.socialInsurance - p.sis.value : r.socialInsurance;
    add(
      'aportes_empleador',
      'ley_21735_seguro_social',
      'Ley 21.735: Seguro Social (expectativa de vida)',
      applyRate(baseAfp, social),
      `${law}: ${percent(r.socialInsurance)} al Seguro Social${sisInsideReform ? `, del que el SIS (${percent(p.sis.value)}, línea aparte) es parte` : ''}.`,
      [
        baseParam,
        reformParam,
        ...(sisInsideReform
          ? [{ name: 'Menos el SIS', value: percent(p.sis.value), source: p.sis.source }]
          : []),
      ],
    );
  }

  const sum = (s: PayslipSection) => lines.filter((l) => l.section === s).reduce((t, l) => t + l.amount, 0);
  const totalHaberes = sum('haberes_imponibles') + sum('haberes_no_imponibles');
  const totalDescuentos = sum('descuentos_legales') + sum('otros_descuentos');
  return {
    period: p.period,
    daysWorked,
    lines,
    rounding: ROUNDING_RULE,
    totals: {
      totalImponible,
      imponibleAfp: baseAfp,
      imponibleAfc: baseAfc,
      baseTributable,
      impuestoUnico: tax,
      totalHaberes,
      totalDescuentos,
      liquido: totalHaberes - totalDescuentos,
      // The asignación familiar is recovered from the fund: not the employer's cost.
      costoEmpleador: totalHaberes - familyAllowance + sum('aportes_empleador'),
    },
  };
}
