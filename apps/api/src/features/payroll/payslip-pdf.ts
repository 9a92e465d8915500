// The liquidación de sueldo as a PDF (pdf-lib): one A4 page per worker and month, more when the
// lines need them, with what Código del Trabajo art. 54 asks of the comprobante (the amount paid,
// how it was determined, the deductions made) plus the customary identification of employer,
// worker and period. Pure: the same payslip gives the same drawing. docs/remuneraciones.md explains
// each line.
import {
  CONTRACT_TYPES,
  type ContractType,
  formatCLP,
  formatDate,
  formatRut,
  type HealthSystem,
  labelOf,
  PAYSLIP_SECTION_TITLES,
  type PensionFund,
  type Payslip,
  type PayslipLine,
  type PayslipSection,
  payrollMonthName,
} from '@portal/domain';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { fit, winAnsi, wrap } from '../../lib/pdf-text';

export type PayslipPdfWorker = {
  rut: string;
  names: string;
  lastNames: string;
  position: string;
  /** YYYY-MM-DD. */
  startDate: string;
  contractType: ContractType;
  afp: PensionFund;
  healthSystem: HealthSystem;
  /** Where the líquido is paid, as the business wrote it (bank, kind and number). */
  bankAccount?: string;
};

export type PayslipPdfInput = {
  business: { name: string; rut: string; address?: string };
  worker: PayslipPdfWorker;
  payslip: Payslip;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const RIGHT = A4[0] - MARGIN;
const SIZE = 9;
const ROW = 11.5;
const RULE_SIZE = 6.5;
const RULE_ROW = 7.5;
const LABEL_X = MARGIN + 8;
const LABEL_W = WIDTH - 8 - 80;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const BAND = rgb(0.91, 0.93, 0.94);

/**
 * Text as the worker reads it: the minus sign becomes a hyphen (WinAnsi has none, winAnsi would
 * print '?') and the domain's doubt marks (❓ ⚠️), meant for whoever maintains the rules, are dropped.
 */
const printable = (s: string) =>
  s
    .replace(/\u2212/g, '-')
    .replace(/\s*[\u2753\u26a0]\ufe0f?\s*/g, ' ')
    .replace(/\(\s+/g, '(')
    .trim();

/** One worker's payslip for one month. */
export async function payslipPdf(input: PayslipPdfInput): Promise<Uint8Array> {
  const name = fullName(input.worker);
  return document([input], `Liquidación de sueldo ${name} ${payrollMonthName(input.payslip.period)}`);
}

/** The month's payslips in one document: each worker starts on a new page. */
export async function payslipsPdf(inputs: readonly PayslipPdfInput[]): Promise<Uint8Array> {
  if (inputs.length === 0) throw new Error('payslipsPdf: no payslips to print');
  const periods = [...new Set(inputs.map((i) => payrollMonthName(i.payslip.period)))];
  return document(inputs, `Liquidaciones de sueldo ${periods.join(', ')}`);
}

const fullName = (w: PayslipPdfWorker) => `${w.names} ${w.lastNames}`.replace(/\s+/g, ' ').trim();

async function document(inputs: readonly PayslipPdfInput[], title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(title));
  pdf.setAuthor(winAnsi(inputs[0]!.business.name));
  pdf.setCreator('Portal Cliente');
  pdf.setLanguage('es-CL');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  for (const input of inputs) drawPayslip(pdf, fonts, input);
  return pdf.save();
}

function drawPayslip(
  pdf: PDFDocument,
  { regular, bold }: { regular: PDFFont; bold: PDFFont },
  { business, worker, payslip }: PayslipPdfInput,
): void {
  const period = payrollMonthName(payslip.period);
  const name = fullName(worker);
  const pages: PDFPage[] = [];
  let page: PDFPage = pdf.addPage(A4);
  pages.push(page);
  let y = A4[1] - MARGIN;

  const text = (s: string, x: number, o: { size?: number; font?: PDFFont; color?: typeof INK } = {}) =>
    page.drawText(s, { x, y, size: o.size ?? SIZE, font: o.font ?? regular, color: o.color ?? INK });
  const right = (s: string, o: { size?: number; font?: PDFFont } = {}) => {
    const font = o.font ?? regular;
    const size = o.size ?? SIZE;
    text(s, RIGHT - font.widthOfTextAtSize(s, size), { size, font });
  };
  /** Lines of `s` within `width`, each fitted (a word longer than the width is cut with '…'). */
  const lines = (s: string, font: PDFFont, size: number, width: number) =>
    wrap(winAnsi(printable(s)), font, size, width).map((l) => fit(l, font, size, width));
  const ensure = (h: number) => {
    if (y - h >= MARGIN + 14) return;
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
    text(fit(`Liquidación de sueldo · ${name} · ${period} (continuación)`, regular, 8, WIDTH), MARGIN, {
      size: 8,
      color: GREY,
    });
    y -= 20;
  };

  // Title and period.
  text('LIQUIDACIÓN DE SUELDO', MARGIN, { size: 14, font: bold });
  const periodText = winAnsi(`Período: ${period}`);
  right(periodText, { size: 11, font: bold });
  y -= 24;

  // Employer and worker: label/value pairs in two columns.
  const half = WIDTH / 2;
  const LABEL_COL = 88;
  const fieldRow = (pairs: ([string, string] | null)[]) => {
    const cells = pairs.map((p, i) => {
      if (!p) return null;
      const x = MARGIN + i * half;
      return { x, label: p[0], values: lines(p[1], bold, SIZE, half - LABEL_COL - 10) };
    });
    const height = Math.max(1, ...cells.map((c) => c?.values.length ?? 0)) * ROW;
    ensure(height);
    const top = y;
    for (const c of cells) {
      if (!c) continue;
      y = top;
      text(winAnsi(c.label), c.x, { color: GREY });
      for (const v of c.values) {
        text(v, c.x + LABEL_COL, { font: bold });
        y -= ROW;
      }
    }
    y = top - height;
  };
  // A band never ends a page: it keeps the room of its first line (with a two-line rule) below it.
  const band = (title: string, note?: string) => {
    ensure(ROW + 6 + ROW + 2 * RULE_ROW);
    y -= 4;
    page.drawRectangle({ x: MARGIN - 2, y: y - 3.5, width: WIDTH + 4, height: ROW, color: BAND });
    text(winAnsi(title.toUpperCase()), MARGIN, { font: bold });
    if (note) {
      const noteX = MARGIN + bold.widthOfTextAtSize(winAnsi(title.toUpperCase()), SIZE) + 8;
      text(fit(note, regular, 7.5, RIGHT - noteX), noteX, { size: 7.5, color: GREY });
    }
    y -= ROW + 2;
  };

  band('Empleador');
  fieldRow([
    ['Razón social', business.name],
    ['RUT', formatRut(business.rut)],
  ]);
  if (business.address) fieldRow([['Dirección', business.address], null]);
  y -= 4;
  band('Trabajador');
  fieldRow([
    ['Nombre', name],
    ['RUT', formatRut(worker.rut)],
  ]);
  fieldRow([
    ['Cargo', worker.position || '—'],
    ['Fecha de ingreso', formatDate(worker.startDate)],
  ]);
  fieldRow([
    ['Contrato', labelOf(CONTRACT_TYPES, worker.contractType) ?? worker.contractType],
    ['Días trabajados', String(payslip.daysWorked)],
  ]);
  fieldRow([
    ['AFP', worker.afp],
    ['Salud', worker.healthSystem],
  ]);
  if (worker.bankAccount) fieldRow([['Cuenta de pago', worker.bankAccount], null]);
  y -= 4;

  // The lines, section by section, each with its rule in small type.
  const lineRow = (l: PayslipLine) => {
    const rule = lines(l.explanation.rule, regular, RULE_SIZE, LABEL_W);
    ensure(ROW + rule.length * RULE_ROW);
    text(fit(printable(l.label), regular, SIZE, LABEL_W), LABEL_X);
    right(formatCLP(l.amount));
    y -= ROW - 2.5;
    for (const r of rule) {
      text(r, LABEL_X + 8, { size: RULE_SIZE, color: GREY });
      y -= RULE_ROW;
    }
    y -= 2;
  };
  const totalRow = (label: string, amount: number) => {
    ensure(ROW + 4);
    y -= 2;
    page.drawLine({
      start: { x: RIGHT - 90, y: y + ROW - 3 },
      end: { x: RIGHT, y: y + ROW - 3 },
      thickness: 0.5,
      color: GREY,
    });
    text(winAnsi(label), LABEL_X, { font: bold });
    right(formatCLP(amount), { font: bold });
    y -= ROW + 2;
  };
  const section = (s: PayslipSection, note?: string) => {
    const of = payslip.lines.filter((l) => l.section === s);
    if (of.length === 0) return 0;
    band(PAYSLIP_SECTION_TITLES[s], note);
    for (const l of of) lineRow(l);
    return of.reduce((t, l) => t + l.amount, 0);
  };

  section('haberes_imponibles');
  totalRow('Total imponible', payslip.totals.totalImponible);
  const nonTaxable = section('haberes_no_imponibles');
  if (nonTaxable !== 0) totalRow('Total no imponible', nonTaxable);
  totalRow('Total haberes', payslip.totals.totalHaberes);
  section('descuentos_legales');
  section('otros_descuentos');
  totalRow('Total descuentos', payslip.totals.totalDescuentos);

  ensure(28);
  y -= 6;
  page.drawRectangle({
    x: MARGIN - 2,
    y: y - 6,
    width: WIDTH + 4,
    height: 20,
    borderColor: INK,
    borderWidth: 1,
  });
  text('LÍQUIDO A PAGAR', LABEL_X, { size: 11, font: bold });
  right(formatCLP(payslip.totals.liquido), { size: 11, font: bold });
  y -= 24;

  section('aportes_empleador', 'Informativo: los paga el empleador, no se descuentan del sueldo.');
  totalRow('Costo total del empleador', payslip.totals.costoEmpleador);

  y -= 4;
  for (const r of lines(payslip.rounding, regular, 7, WIDTH)) {
    ensure(9);
    text(r, MARGIN, { size: 7, color: GREY });
    y -= 9;
  }

  // Signature.
  ensure(70);
  y -= 46;
  const signX = RIGHT - 220;
  page.drawLine({ start: { x: signX, y }, end: { x: RIGHT, y }, thickness: 0.7, color: INK });
  y -= 12;
  text('Recibí conforme', signX, { font: bold });
  y -= ROW;
  for (const l of lines(name, regular, 8, 220)) {
    text(l, signX, { size: 8 });
    y -= 10;
  }
  text(`RUT ${formatRut(worker.rut)}`, signX, { size: 8 });

  // Page numbers of this payslip, with the worker's name (the month's document has many).
  for (const [n, p] of pages.entries()) {
    const label = `Página ${n + 1} de ${pages.length}`;
    p.drawText(label, {
      x: RIGHT - regular.widthOfTextAtSize(label, 7),
      y: MARGIN / 2,
      size: 7,
      font: regular,
      color: GREY,
    });
    p.drawText(fit(`${name} · ${period}`, regular, 7, WIDTH - 80), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7,
      font: regular,
      color: GREY,
    });
  }
}
