import type { HealthSystem, PensionFund } from '../enumerations';

// The LRE's 147 columns in file order, each header exactly as the DT's bulk upload expects it,
// `Texto(código)`. Research Part B §1.2 (✅: SimpleDigital Odoo 18 `libro_remuneraciones.py`
// @4070dd46, ContaWeb-Chile and caverco-erp write the same strings in the same order; the DT's
// `lre_suplemento.pdf` itself was not read). Note the odd spaces in 2161, 3166 and 3167 and the
// order 2311 after 2305 and 2347 after 2309: they are how the three writers carry them.

export const LRE_HEADERS = [
  'Rut trabajador(1101)',
  'Fecha inicio contrato(1102)',
  'Fecha término de contrato(1103)',
  'Causal término de contrato(1104)',
  'Región prestación de servicios(1105)',
  'Comuna prestación de servicios(1106)',
  'Tipo impuesto a la renta(1170)',
  'Técnico extranjero exención cot. previsionales(1146)',
  'Código tipo de jornada(1107)',
  'Persona con Discapacidad - Pensionado por Invalidez(1108)',
  'Pensionado por vejez(1109)',
  'AFP(1141)',
  'IPS (ExINP)(1142)',
  'FONASA - ISAPRE(1143)',
  'AFC(1151)',
  'CCAF(1110)',
  'Org. administrador ley 16.744(1152)',
  'Nro cargas familiares legales autorizadas(1111)',
  'Nro de cargas familiares maternales(1112)',
  'Nro de cargas familiares invalidez(1113)',
  'Tramo asignación familiar(1114)',
  'Rut org sindical 1(1171)',
  'Rut org sindical 2(1172)',
  'Rut org sindical 3(1173)',
  'Rut org sindical 4(1174)',
  'Rut org sindical 5(1175)',
  'Rut org sindical 6(1176)',
  'Rut org sindical 7(1177)',
  'Rut org sindical 8(1178)',
  'Rut org sindical 9(1179)',
  'Rut org sindical 10(1180)',
  'Nro días trabajados en el mes(1115)',
  'Nro días de licencia médica en el mes(1116)',
  'Nro días de vacaciones en el mes(1117)',
  'Subsidio trabajador joven(1118)',
  'Puesto Trabajo Pesado(1154)',
  'APVI(1155)',
  'APVC(1157)',
  'Indemnización a todo evento(1131)',
  'Tasa indemnización a todo evento(1132)',
  'Sueldo(2101)',
  'Sobresueldo(2102)',
  'Comisiones(2103)',
  'Semana corrida(2104)',
  'Participación(2105)',
  'Gratificación(2106)',
  'Recargo 30% día domingo(2107)',
  'Remun. variable pagada en vacaciones(2108)',
  'Remun. variable pagada en clausura(2109)',
  'Aguinaldo(2110)',
  'Bonos u otras remun. fijas mensuales(2111)',
  'Tratos(2112)',
  'Bonos u otras remun. variables mensuales o superiores a un mes(2113)',
  'Ejercicio opción no pactada en contrato(2114)',
  'Beneficios en especie constitutivos de remun(2115)',
  'Remuneraciones bimestrales(2116)',
  'Remuneraciones trimestrales(2117)',
  'Remuneraciones cuatrimestral(2118)',
  'Remuneraciones semestrales(2119)',
  'Remuneraciones anuales(2120)',
  'Participación anual(2121)',
  'Gratificación anual(2122)',
  'Otras remuneraciones superiores a un mes(2123)',
  'Pago por horas de trabajo sindical(2124)',
  'Sueldo empresarial (2161)',
  'Subsidio por incapacidad laboral por licencia médica(2201)',
  'Beca de estudio(2202)',
  'Gratificaciones de zona(2203)',
  'Otros ingresos no constitutivos de renta(2204)',
  'Colación(2301)',
  'Movilización(2302)',
  'Viáticos(2303)',
  'Asignación de pérdida de caja(2304)',
  'Asignación de desgaste herramienta(2305)',
  'Asignación familiar legal(2311)',
  'Gastos por causa del trabajo(2306)',
  'Gastos por cambio de residencia(2307)',
  'Sala cuna(2308)',
  'Asignación trabajo a distancia o teletrabajo(2309)',
  'Depósito convenido hasta UF 900(2347)',
  'Alojamiento por razones de trabajo(2310)',
  'Asignación de traslación(2312)',
  'Indemnización por feriado legal(2313)',
  'Indemnización años de servicio(2314)',
  'Indemnización sustitutiva del aviso previo(2315)',
  'Indemnización fuero maternal(2316)',
  'Pago indemnización a todo evento(2331)',
  'Indemnizaciones voluntarias tributables(2417)',
  'Indemnizaciones contractuales tributables(2418)',
  'Cotización obligatoria previsional (AFP o IPS)(3141)',
  'Cotización obligatoria salud 7%(3143)',
  'Cotización voluntaria para salud(3144)',
  'Cotización AFC - trabajador(3151)',
  'Cotizaciones técnico extranjero para seguridad social fuera de Chile(3146)',
  'Descuento depósito convenido hasta UF 900 anual(3147)',
  'Cotización APVi Mod A(3155)',
  'Cotización APVi Mod B hasta UF50(3156)',
  'Cotización APVc Mod A(3157)',
  'Cotización APVc Mod B hasta UF50(3158)',
  'Impuesto retenido por remuneraciones(3161)',
  'Impuesto retenido por indemnizaciones(3162)',
  'Mayor retención de impuestos solicitada por el trabajador(3163)',
  'Impuesto retenido por reliquidación remun. devengadas otros períodos(3164)',
  'Diferencia impuesto reliquidación remun. devengadas en este período(3165)',
  'Retención préstamo clase media 2020 (Ley 21.252) (3166)',
  'Rebaja zona extrema DL 889 (3167)',
  'Cuota sindical 1(3171)',
  'Cuota sindical 2(3172)',
  'Cuota sindical 3(3173)',
  'Cuota sindical 4(3174)',
  'Cuota sindical 5(3175)',
  'Cuota sindical 6(3176)',
  'Cuota sindical 7(3177)',
  'Cuota sindical 8(3178)',
  'Cuota sindical 9(3179)',
  'Cuota sindical 10(3180)',
  'Crédito social CCAF(3110)',
  'Cuota vivienda o educación(3181)',
  'Crédito cooperativas de ahorro(3182)',
  'Otros descuentos autorizados y solicitados por el trabajador(3183)',
  'Cotización adicional trabajo pesado - trabajador(3154)',
  'Donaciones culturales y de reconstrucción(3184)',
  'Otros descuentos(3185)',
  'Pensiones de alimentos(3186)',
  'Descuento mujer casada(3187)',
  'Descuentos por anticipos y préstamos(3188)',
  'AFC - Aporte empleador(4151)',
  'Aporte empleador seguro accidentes del trabajo y Ley SANNA(4152)',
  'Aporte empleador indemnización a todo evento(4131)',
  'Aporte adicional trabajo pesado - empleador(4154)',
  'Aporte empleador seguro invalidez y sobrevivencia(4155)',
  'APVC - Aporte Empleador(4157)',
  'Total haberes(5201)',
  'Total haberes imponibles y tributables(5210)',
  'Total haberes imponibles no tributables(5220)',
  'Total haberes no imponibles y no tributables(5230)',
  'Total haberes no imponibles y tributables(5240)',
  'Total descuentos(5301)',
  'Total descuentos impuestos a las remuneraciones(5361)',
  'Total descuentos impuestos por indemnizaciones(5362)',
  'Total descuentos por cotizaciones del trabajador(5341)',
  'Total otros descuentos(5302)',
  'Total aportes empleador(5410)',
  'Total líquido(5501)',
  'Total indemnizaciones(5502)',
  'Total indemnizaciones tributables(5564)',
  'Total indemnizaciones no tributables(5565)',
] as const;

export const LRE_COLUMN_COUNT = 147;

/** The DT code of each column, in file order, read from its header's trailing `(código)`. */
export const LRE_CODES: readonly number[] = LRE_HEADERS.map((h) => Number(h.slice(-5, -1)));

/** 1-based position of a code's column. */
export const lreColumn = (code: number): number => LRE_CODES.indexOf(code) + 1;

/**
 * Columns OBLIGATORIO in both SimpleDigital's comments and the SEED catalogue's `is_mandatory`
 * (research §1.2). 3141 is mandatory in SEED only (⚠️); kept, since every dependent worker has
 * one. Whether a mandatory amount may hold 0 is ❓: the three writers write 0, so 0 counts as filled.
 */
export const LRE_MANDATORY: ReadonlySet<number> = new Set([
  1101, 1102, 1105, 1106, 1170, 1146, 1107, 1108, 1109, 1141, 1142, 1143, 1151, 1110, 1152, 1115, 1118, 1155,
  1157, 1131, 2101, 3141, 3143, 3161, 4152, 4155, 5201, 5210, 5220, 5230, 5240, 5301, 5361, 5341, 5302, 5410,
  5501, 5564,
]);

/** Identification columns that hold text or a date rather than an integer. */
const NOT_INTEGER = new Set([
  1101, 1102, 1103, 1114, 1154, 1132, 1171, 1172, 1173, 1174, 1175, 1176, 1177, 1178, 1179, 1180,
]);

/** Whether a column holds a non-negative integer (every amount is "Int 8": research §1.1). */
export const isIntegerColumn = (code: number): boolean => !NOT_INTEGER.has(code);

// Code tables of Anexo N°2 of the DT manual, as research §1.4 gives them. The AFP and health codes
// are NOT Previred's: the LRE has its own numbering.

/** Tabla 9 (✅ SD-CTR, ContaWeb, SEED agree). 100 = no cotiza en AFP. */
export const AFP_LRE_CODES: Readonly<Record<PensionFund, string>> = {
  ProVida: '6',
  PlanVital: '11',
  Cuprum: '13',
  Habitat: '14',
  Uno: '19',
  Capital: '31',
  Modelo: '103',
};
export const LRE_NO_AFP = '100';

/**
 * Tabla 11 (✅ SD-CTR and ContaWeb for most). GoldenCross is written as Colmena (4), as
 * HEALTH_PREVIRED_CODES does (⚠️). Cruz del Norte and Banco Estado come from SD only (⚠️). The
 * Codelco isapres (Chuquicamata, Río Blanco, San Lorenzo, Fusat), Óptima and Fundación have no
 * code in the research (one unnamed catalogue gives 37/41/42/39, unconfirmed ❓): left out, so the
 * writer leaves 1143 blank and the validator stops the file rather than guess.
 */
export const HEALTH_LRE_CODES: Partial<Record<HealthSystem, string>> = {
  'Cruz Blanca': '1',
  Banmedica: '3',
  GoldenCross: '4',
  Consalud: '9',
  'Vida Tres': '12',
  'Cruz del Norte': '38',
  'Isapre Bco. Estado': '40',
  'Mas Vida': '43',
  Fonasa: '102',
};
/** Codes the validator accepts in 1143: the above plus 99 sin Isapre, 5 Codelco (SD ⚠️), 44 Esencial (ContaWeb ⚠️). */
export const LRE_HEALTH_CODES: ReadonlySet<string> = new Set([
  ...Object.values(HEALTH_LRE_CODES),
  '99',
  '5',
  '44',
]);

/**
 * Tabla 6, tipo de jornada (✅ for 101/201/7xx: SD-CTR full list, ContaWeb, DD1887; the SEED list
 * with 102/103 contradicts them and is not used): 101 ordinaria art. 22, 201 parcial art. 40 bis,
 * 301 extraordinaria art. 30, 401–415 especiales, 501 bisemanal art. 39, 601 excepcional art. 38
 * inc. final, 701 exenta art. 22 inc. 2.
 */
export const LRE_WORKDAY_CODES: ReadonlySet<string> = new Set([
  '101',
  '201',
  '301',
  ...Array.from({ length: 15 }, (_, i) => String(401 + i)),
  '501',
  '601',
  '701',
]);

/** Tabla 1, causal de término (✅ SD-CAU and the DT's Finiquito Laboral Electrónico v4.0 agree). */
export const LRE_TERMINATION_CAUSES: Readonly<Record<number, string>> = {
  3: 'Art. 159 N°1: mutuo acuerdo de las partes',
  4: 'Art. 159 N°2: renuncia del trabajador',
  5: 'Art. 159 N°3: muerte del trabajador',
  6: 'Art. 159 N°4: vencimiento del plazo convenido',
  7: 'Art. 159 N°5: conclusión del trabajo o servicio',
  8: 'Art. 159 N°6: caso fortuito o fuerza mayor',
  24: 'Art. 160 N°1 a): falta de probidad',
  25: 'Art. 160 N°1 b): acoso sexual',
  26: 'Art. 160 N°1 c): vías de hecho',
  27: 'Art. 160 N°1 d): injurias',
  28: 'Art. 160 N°1 e): conducta inmoral',
  29: 'Art. 160 N°1 f): acoso laboral',
  11: 'Art. 160 N°2: negociaciones prohibidas por contrato',
  12: 'Art. 160 N°3: no concurrencia injustificada',
  13: 'Art. 160 N°4: abandono del trabajo',
  14: 'Art. 160 N°5: actos que afectan la seguridad',
  15: 'Art. 160 N°6: perjuicio material intencional',
  16: 'Art. 160 N°7: incumplimiento grave de obligaciones',
  18: 'Art. 161 inc. 1: necesidades de la empresa',
  19: 'Art. 161 inc. 2: desahucio',
  20: 'Art. 163 bis: procedimiento concursal de liquidación',
};

// Total rules (research §1.3).

type Term = { readonly code: number; readonly sign: 1 | -1 };
export type LreTotalRule = {
  readonly code: number;
  readonly terms: readonly Term[];
  readonly formula: string;
};

const plus = (codes: readonly number[]): Term[] => codes.map((code) => ({ code, sign: 1 }));
const block = (lo: number, hi: number) => LRE_CODES.filter((c) => c >= lo && c <= hi);

/**
 * Research §1.3, in the order they can be computed. 5361 also takes 3163–3165 (❓: SimpleDigital
 * sums 3161 only; all three are income tax withheld on remuneraciones, so by the column's name they
 * belong here rather than in "otros descuentos"; this writer leaves them at 0, so the two readings
 * agree on its files). 5301 is the sum of every descuento column, so 5302 is what is left of it.
 */
export const LRE_TOTAL_RULES: readonly LreTotalRule[] = [
  {
    code: 5210,
    terms: plus(block(2100, 2199)),
    formula: 'la suma de las columnas 21xx (2101 a 2124 y 2161)',
  },
  { code: 5220, terms: plus(block(2200, 2299)), formula: 'la suma de las columnas 22xx (2201 a 2204)' },
  { code: 5230, terms: plus(block(2300, 2399)), formula: 'la suma de las columnas 23xx (2301 a 2347)' },
  { code: 5240, terms: plus(block(2400, 2499)), formula: 'la suma de las columnas 24xx (2417 y 2418)' },
  { code: 5201, terms: plus([5210, 5220, 5230, 5240]), formula: '5210 + 5220 + 5230 + 5240' },
  { code: 5301, terms: plus(block(3000, 3999)), formula: 'la suma de las columnas de descuentos (3xxx)' },
  { code: 5361, terms: plus([3161, 3163, 3164, 3165]), formula: '3161 + 3163 + 3164 + 3165' },
  { code: 5362, terms: plus([3162]), formula: 'la columna 3162' },
  {
    code: 5341,
    terms: plus([3141, 3143, 3144, 3151, 3155, 3156, 3157, 3158]),
    formula: '3141 + 3143 + 3144 + 3151 + 3155 + 3156 + 3157 + 3158',
  },
  {
    code: 5302,
    terms: [{ code: 5301, sign: 1 }, ...[5361, 5362, 5341].map((code) => ({ code, sign: -1 as const }))],
    formula: '5301 − (5361 + 5362 + 5341)',
  },
  { code: 5410, terms: plus(block(4000, 4999)), formula: '4151 + 4152 + 4131 + 4154 + 4155 + 4157' },
  {
    code: 5501,
    terms: [
      { code: 5201, sign: 1 },
      { code: 5301, sign: -1 },
    ],
    formula: '5201 − 5301',
  },
  { code: 5564, terms: plus([2417, 2418]), formula: '2417 + 2418' },
  { code: 5565, terms: plus([2313, 2314, 2315, 2316, 2331]), formula: '2313 + 2314 + 2315 + 2316 + 2331' },
  { code: 5502, terms: plus([5564, 5565]), formula: '5564 + 5565' },
];

/** A total rule's value from the columns it names. */
export const ruleValue = (rule: LreTotalRule, get: (code: number) => number): number =>
  rule.terms.reduce((s, t) => s + t.sign * get(t.code), 0);
