import { NOTE_CODES } from '@portal/domain';
import { isKnownDocType, isValidFolio, MAX_FOLIO } from './doc-types';
import type { DteDocument } from './types';

/**
 * A row (RCV line, DTE document, IECV Detalle) that cannot be imported: where it is, which field
 * (as the file names it: an RCV column, an XML tag) and why, in Spanish.
 */
export type SiiRowProblem = { line: number; field: string; message: string };

/** The document fields the rules look at; each format says how it names them (column, tag). */
export type RuleField = 'docType' | 'folio' | 'amounts' | 'totalAmount';

export type FieldNames = Readonly<Record<RuleField, string>>;

/** Amounts may differ by this much (pesos): the SII rounds each tax line on its own. */
export const TOTAL_TOLERANCE = 1;

/** Credit and debit notes: the SII lets them carry total 0 when they only correct a text. */
const NOTE_TYPES: ReadonlySet<number> = new Set(NOTE_CODES);

type Rule = {
  field: RuleField;
  /** The SII's wording of the rule (Formato DTE v2.4 / Instructivo del Libro de Compras y Ventas). */
  sii: string;
  check: (doc: DteDocument) => string | null;
};

const within = (a: number, b: number): boolean => Math.abs(a - b) <= TOTAL_TOLERANCE;

/**
 * Total = net + exempt + IVA + other taxes, within a peso, or one of the SII's exceptions (each
 * named beside its test). Returns null when the total is right.
 */
export const totalProblem = (doc: DteDocument): string | null => {
  const base = doc.netAmount + doc.exemptAmount + doc.ivaAmount;
  const full = base + doc.otherTaxes;
  if (within(doc.totalAmount, full)) return null;
  // Retained other taxes (e.g. code 23, harina; RCV-compra-reclamado.csv): informed beside the
  // document but not added to "Monto Total" by the issuer, which the SII's register accepts.
  if (doc.otherTaxes !== 0 && within(doc.totalAmount, base)) return null;
  // IVA retained by the buyer (factura de compra 46, "IVA Retenido Total/Parcial"): the total the
  // issuer is paid leaves it out ("MntTotal ... menos IVA retenido", Formato DTE, Totales).
  const retained = (doc.ivaBreakdown?.retainedTotal ?? 0) + (doc.ivaBreakdown?.retainedPartial ?? 0);
  if (
    retained !== 0 &&
    (within(doc.totalAmount, full - retained) || within(doc.totalAmount, base - retained))
  )
    return null;
  // A note that only corrects a text (CodRef 2, "Corrige texto documento de referencia") carries
  // total 0 whatever amounts it repeats from the document it corrects.
  if (NOTE_TYPES.has(doc.docType) && doc.totalAmount === 0) return null;
  return doc.otherTaxes === 0
    ? `el total (${doc.totalAmount}) no es neto + exento + IVA (${full})`
    : `el total (${doc.totalAmount}) no es neto + exento + IVA + otros impuestos (${full}) ni neto + exento + IVA (${base})`;
};

/**
 * The rules every imported row follows, whatever the file (RCV, DTE, IECV). A row that breaks one
 * is reported with its line and field; the user then imports nothing or only the valid rows.
 * Reading the cells (required, numeric, date, RUT check digit) is each parser's part and gives the
 * same kind of problem.
 */
export const ROW_RULES: readonly Rule[] = [
  {
    field: 'docType',
    sii: 'Tipo de documento: código de la tabla de documentos tributarios del SII',
    check: (d) => (isKnownDocType(d.docType) ? null : `tipo de documento desconocido (${d.docType})`),
  },
  {
    field: 'folio',
    sii: 'Folio: número entero de 1 a 10 dígitos, mayor que cero',
    check: (d) =>
      isValidFolio(d.folio) ? null : `folio fuera de rango (${d.folio}; debe estar entre 1 y ${MAX_FOLIO})`,
  },
  {
    field: 'amounts',
    sii: 'Montos en pesos, enteros y en valor absoluto: el tipo de documento da el signo',
    check: (d) => {
      const negative = [d.netAmount, d.exemptAmount, d.ivaAmount, d.otherTaxes, d.totalAmount].some(
        (a) => a < 0,
      );
      return negative
        ? 'monto negativo: los montos se informan positivos y el tipo de documento da el signo'
        : null;
    },
  },
  {
    field: 'totalAmount',
    sii: 'Monto total = monto neto + monto exento + IVA + impuestos adicionales (tolerancia de $1)',
    check: totalProblem,
  },
];

/** Every rule a parsed document breaks, named as its format names the fields. */
export const checkRowRules = (doc: DteDocument, line: number, names: FieldNames): SiiRowProblem[] => {
  const problems: SiiRowProblem[] = [];
  for (const rule of ROW_RULES) {
    const message = rule.check(doc);
    if (message !== null) problems.push({ line, field: names[rule.field], message });
  }
  return problems;
};
