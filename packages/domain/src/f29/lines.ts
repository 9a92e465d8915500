// The lines of the Formulario 29 ("Declaración mensual y pago simultáneo de impuestos") the portal
// proposes from the books: each with its SII code, the form's wording (`sii`), the section it is in
// and the rule, in Spanish, that computes it (`rule`). Codes and wording: SII, Formulario 29 (línea
// by línea: 7 facturas emitidas 503/502, 9 boletas 110/111, 10 notas de débito emitidas 512/513,
// 11 notas de crédito emitidas 509/510, 2 ventas exentas 586/142, 1 exportaciones 585/020,
// 20 total débitos 538; facturas recibidas del giro 519/520, activo fijo 524/525, notas de crédito
// recibidas 527/528, notas de débito recibidas 531/532, remanente del mes anterior 504, total
// créditos 537; 089 impuesto determinado, 077 remanente para el período siguiente; PPM 563/115/062;
// 048 impuesto único retenido a los trabajadores; 151 retenciones de honorarios; 039 IVA retenido a terceros; 547 total determinado; 091 total a pagar).

/**
 * How the "cantidad de documentos" of a line counts. SII, «Instrucciones para llenar el Formulario 29»
 * (copy in https://fdokumen.com/document/instrucciones-para-llenar-el-formulario-29-para-trabajo.html),
 * general instruction 5: «En las columnas en que se solicita información sobre "Cantidad de
 * Documentos" se deben incluir todos los documentos, tanto manuales como electrónicos, comprendiendo
 * en los respectivos débitos o créditos, los montos que les accedan». So a line counts every document
 * whose amount goes in it (a nota with total 0 too), and not one whose amount goes elsewhere: an
 * exenta nota de crédito goes with the ventas exentas (SII, preguntas frecuentes 001.130.8200.003:
 * «Al emitir una nota de crédito exenta, se debe considerar dicho documento conjuntamente con las
 * ventas exentas del mismo período tributario»), and a purchase whose IVA is not credit is not in 519.
 */
export const F29_COUNT_RULE =
  'La cantidad cuenta todos los documentos cuyo monto va en la línea (SII, instrucciones del F29, N° 5).';

export type F29Section = 'debitos' | 'creditos' | 'determinado' | 'ppm' | 'retenciones' | 'total';

export const F29_SECTIONS: readonly { key: F29Section; label: string }[] = [
  { key: 'debitos', label: 'Débitos' },
  { key: 'creditos', label: 'Créditos' },
  { key: 'determinado', label: 'Impuesto determinado' },
  { key: 'ppm', label: 'PPM' },
  { key: 'retenciones', label: 'Retenciones' },
  { key: 'total', label: 'Total a pagar' },
];

export type F29Code =
  | '502'
  | '111'
  | '513'
  | '510'
  | '142'
  | '020'
  | '538'
  | '520'
  | '525'
  | '528'
  | '532'
  | '521'
  | '562'
  | '504'
  | '537'
  | '089'
  | '077'
  | '563'
  | '115'
  | '062'
  | '048'
  | '151'
  | '039'
  | '547'
  | '091';

export type F29LineDef = {
  readonly code: F29Code;
  /** The code of the line's "cantidad de documentos", when the form has one. */
  readonly countCode?: string;
  readonly section: F29Section;
  /** Short label shown in the table. */
  readonly label: string;
  /** The form's own wording of the line. */
  readonly sii: string;
  /** How the portal computes it, in Spanish. */
  readonly rule: string;
  /** 'percent' only for the PPM rate (115); every other line is pesos. */
  readonly unit: 'pesos' | 'percent';
  /** +1 adds to its section's total, −1 subtracts, 0 is a total or a figure of its own. */
  readonly sign: 1 | -1 | 0;
};

const line = (d: F29LineDef): F29LineDef => d;

const COUNTED =
  'Cuentan los documentos del Registro de Compras y Ventas del período, con total distinto de cero y no rechazados con acuse (RCD).';
const PURCHASES_COUNTED =
  'Cuentan las compras del período en el Registro (no las pendientes, reclamadas ni marcadas "no incluir", ni las rechazadas con acuse).';
const CREDIT =
  'El crédito es el IVA recuperable de cada documento más el IVA de uso común multiplicado por el factor de proporcionalidad del mes; el IVA no recuperable no es crédito.';

export const F29_LINES: readonly F29LineDef[] = [
  line({
    code: '502',
    countCode: '503',
    section: 'debitos',
    label: 'Facturas emitidas',
    sii: 'Facturas emitidas por ventas y servicios del giro',
    rule: `Suma del IVA de las facturas afectas emitidas en el período (tipos 30, 33 y afines). ${COUNTED}`,
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '111',
    countCode: '110',
    section: 'debitos',
    label: 'Boletas',
    sii: 'Boletas',
    rule: `Suma del IVA de las boletas afectas del período (tipos 35 y 39). ${COUNTED}`,
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '513',
    countCode: '512',
    section: 'debitos',
    label: 'Notas de débito emitidas',
    sii: 'Notas de débito emitidas del giro',
    rule: `Suma del IVA de las notas de débito emitidas en el período (tipos 55 y 56): aumentan el débito. ${COUNTED}`,
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '510',
    countCode: '509',
    section: 'debitos',
    label: 'Notas de crédito emitidas',
    sii: 'Notas de crédito emitidas por facturas asociadas al giro',
    rule: `Suma del IVA de las notas de crédito emitidas en el período (tipos 60 y 61): restan del débito. ${COUNTED}`,
    unit: 'pesos',
    sign: -1,
  }),
  line({
    code: '142',
    countCode: '586',
    section: 'debitos',
    label: 'Ventas exentas (informativo)',
    sii: 'Ventas y/o servicios prestados exentos o no gravados del giro',
    rule: 'Monto exento de las ventas del período (facturas y boletas exentas, y la parte exenta de los documentos afectos), con las notas de crédito restando. No genera débito: se informa aparte y entra en el factor de proporcionalidad.',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '020',
    countCode: '585',
    section: 'debitos',
    label: 'Exportaciones (informativo)',
    sii: 'Exportaciones',
    rule: 'Monto de los documentos de exportación del período (tipos 101, 110, 111 y 112, las notas de crédito restando). Exentas de IVA (DL 825 art. 12 letra D) pero con derecho a crédito fiscal (art. 36).',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '538',
    section: 'debitos',
    label: 'Total débitos',
    sii: 'Total débitos',
    rule: 'Facturas (502) + boletas (111) + notas de débito (513) − notas de crédito (510).',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '520',
    countCode: '519',
    section: 'creditos',
    label: 'Facturas recibidas del giro',
    sii: 'Facturas recibidas del giro y facturas de compra emitidas',
    rule: `Crédito de las facturas de compra del período (tipos 30, 33, 45, 46 y afines) que no están clasificadas en una cuenta de activo fijo. ${PURCHASES_COUNTED} ${CREDIT}`,
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '525',
    countCode: '524',
    section: 'creditos',
    label: 'Facturas de activo fijo',
    sii: 'Facturas activo fijo',
    rule: `Crédito de las facturas de compra clasificadas en una cuenta de activo fijo (grupo 12 del plan de cuentas, salvo depreciación acumulada). ${PURCHASES_COUNTED} ${CREDIT}`,
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '528',
    countCode: '527',
    section: 'creditos',
    label: 'Notas de crédito recibidas',
    sii: 'Notas de crédito recibidas',
    rule: `IVA de las notas de crédito recibidas en el período (tipos 60 y 61): rebajan el crédito. ${PURCHASES_COUNTED} ${CREDIT}`,
    unit: 'pesos',
    sign: -1,
  }),
  line({
    code: '532',
    countCode: '531',
    section: 'creditos',
    label: 'Notas de débito recibidas',
    sii: 'Notas de débito recibidas',
    rule: `IVA de las notas de débito recibidas en el período (tipos 55 y 56): aumentan el crédito. ${PURCHASES_COUNTED} ${CREDIT}`,
    unit: 'pesos',
    sign: 1,
  }),
  // Informative lines of the purchases without credit (codes and wording: the SII's F29 glosas as the
  // Carpeta Tributaria Electrónica lists them, 564 "CANT. DOC. SIN DER. A CRED. FISCAL", 521 "MONTO
  // NETO / INTERNAS AFECTAS", 584 "CANT.INT.EX.NO GRAV.SIN DER. CRED.FISCAL", 562 "MONTO SIN DER. A
  // CRED. FISCAL"; see docs/f29.md for the sources).
  line({
    code: '521',
    countCode: '564',
    section: 'creditos',
    label: 'Compras afectas sin derecho a crédito (informativo)',
    sii: 'Internas afectas sin derecho a crédito fiscal: cantidad de documentos (564) y monto neto (521)',
    rule: `Monto neto de las compras del período con IVA que no es crédito fiscal (todo su IVA no recuperable), las notas de crédito restando. No suma a los créditos: se informa aparte. ${PURCHASES_COUNTED}`,
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '562',
    countCode: '584',
    section: 'creditos',
    label: 'Compras exentas o no gravadas (informativo)',
    sii: 'Internas exentas o no gravadas, sin derecho a crédito fiscal: cantidad (584) y monto (562)',
    rule: `Monto exento de las compras del período (facturas exentas y la parte exenta de las afectas), las notas de crédito restando. No tiene IVA ni da crédito: se informa aparte. ${PURCHASES_COUNTED}`,
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '504',
    section: 'creditos',
    label: 'Remanente del mes anterior',
    sii: 'Remanente crédito fiscal mes anterior',
    rule: 'El remanente (077) de la propuesta del mes anterior (o el 077 del último F29 declarado, si la empresa lo ingresó y este es el mes siguiente), convertido a UTM con la UTM del mes en que se debía declarar (este período) y vuelto a pesos con la UTM del mes en que se usa (el mes siguiente, en que se declara esta propuesta), redondeado al peso (DL 825 art. 27). Si falta alguna de esas UTM se arrastra sin reajustar y se nombra el mes que falta.',
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '537',
    section: 'creditos',
    label: 'Total créditos',
    sii: 'Total créditos',
    rule: 'Facturas del giro (520) + activo fijo (525) − notas de crédito recibidas (528) + notas de débito recibidas (532) + remanente del mes anterior (504).',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '089',
    section: 'determinado',
    label: 'IVA determinado',
    sii: 'Impuesto determinado (IVA)',
    rule: 'Total débitos (538) − total créditos (537), cuando los débitos son mayores; si no, cero.',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '077',
    section: 'determinado',
    label: 'Remanente para el período siguiente',
    sii: 'Remanente de crédito fiscal para el período siguiente',
    rule: 'Total créditos (537) − total débitos (538), cuando los créditos son mayores; si no, cero. Pasa al mes siguiente como remanente (504), reajustado por UTM.',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '563',
    section: 'ppm',
    label: 'Base imponible del PPM',
    sii: 'Base imponible (ingresos brutos del mes)',
    rule: 'Ingresos netos del mes: monto neto más monto exento de las ventas y exportaciones del período, con las notas de crédito restando y sin el IVA (LIR art. 84).',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '115',
    section: 'ppm',
    label: 'Tasa del PPM',
    sii: 'Tasa PPM 1ra. categoría',
    rule: 'La tasa que la empresa fijó en la configuración de la propuesta; 0,25 % si no fijó ninguna (Pro Pyme General, LIR art. 14 D N° 3).',
    unit: 'percent',
    sign: 0,
  }),
  line({
    code: '062',
    section: 'ppm',
    label: 'PPM determinado',
    sii: 'PPM neto determinado',
    rule: 'Base imponible (563) × tasa (115), redondeado al peso. Cero si la base es negativa.',
    unit: 'pesos',
    sign: 1,
  }),
  // ❓ The form's wording as the SII's F29 names code 48 (Retención Impuesto Único a los
  // Trabajadores, art. 74 N° 1 LIR); the month: the remuneraciones of the month, paid in it.
  line({
    code: '048',
    section: 'retenciones',
    label: 'Impuesto único a los trabajadores',
    sii: 'Retención de impuesto único a los trabajadores, según art. 74 N° 1 LIR',
    rule: 'Suma del impuesto único de segunda categoría de las liquidaciones de sueldo del mes, en los procesos de remuneraciones publicados (LIR arts. 42 N° 1, 43 N° 1 y 74 N° 1: el empleador retiene y entera el impuesto de las remuneraciones que paga).',
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '151',
    section: 'retenciones',
    label: 'Retenciones de honorarios',
    sii: 'Retención de impuesto sobre las rentas del art. 42 N° 2 (honorarios), con la tasa del año',
    rule: 'Suma de la retención de las boletas de honorarios recibidas con fecha del período, no anuladas, en que la empresa es quien retiene (LIR art. 74 N° 2). Tasa del año: Ley 21.133.',
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '039',
    section: 'retenciones',
    label: 'IVA retenido a terceros',
    sii: 'IVA total retenido a terceros (tasa art. 14 D.L. 825)',
    rule: 'IVA retenido en su totalidad en las facturas de compra que la empresa emitió en el período (tipos 45 y 46): la empresa lo paga en lugar del vendedor (DL 825 art. 3).',
    unit: 'pesos',
    sign: 1,
  }),
  line({
    code: '547',
    section: 'total',
    label: 'Total determinado',
    sii: 'Total determinado',
    rule: 'IVA determinado (089) + PPM (062) + retenciones de honorarios (151) + IVA retenido a terceros (039).',
    unit: 'pesos',
    sign: 0,
  }),
  line({
    code: '091',
    section: 'total',
    label: 'Total a pagar',
    sii: 'Total a pagar dentro del plazo legal',
    rule: 'El total determinado (547), si se declara y paga dentro del plazo: sin reajustes, intereses ni multas.',
    unit: 'pesos',
    sign: 0,
  }),
];

const BY_CODE = new Map(F29_LINES.map((l) => [l.code, l]));

/** The definition of a line code; throws for a code the proposal does not have. */
export function f29Line(code: string): F29LineDef {
  const d = BY_CODE.get(code as F29Code);
  if (!d) throw new RangeError(`unknown F29 line: ${code}`);
  return d;
}

export const isF29Code = (code: string): code is F29Code => BY_CODE.has(code as F29Code);
