import {
  computePayslip,
  formatCLP,
  type Payslip,
  type PayrollMonth,
  type PayrollWorker,
} from '@portal/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { month, worker } from '../../../../../packages/domain/src/payroll/test-fixtures';
import { pdfText } from '../../test/pdf-text';
import { type PayslipPdfInput, payslipPdf, payslipsPdf } from './payslip-pdf';

function slip(w: PayrollWorker, m: PayrollMonth = month()): Payslip {
  const r = computePayslip(w, m);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join(' '));
  return r.payslip;
}

const business = { name: 'Panadería La Espiga SpA', rut: '76354771K', address: 'Av. Matta 1234, Santiago' };

// A busy March 2026: gratificación art. 50, overtime, a bonus, colación and movilización, an Isapre
// plan in UF above the 7 %, two cargas, an anticipo and another descuento.
const busy = slip(
  worker({
    gratification: { kind: 'art50' },
    health: { system: 'Consalud', plan: { currency: 'uf', tenThousandths: 35_000 } },
    familyDependents: 2,
    familyAllowanceTramo: 'B',
    mealAllowance: 60_000,
    transportAllowance: 40_000,
  }),
  month({
    absenceDays: 2,
    overtimeHours: 10,
    taxableBonuses: [{ label: 'Bono de producción', amount: 85_000 }],
    nonTaxableBonuses: [{ label: 'Viático', amount: 25_000 }],
    otherDeductions: [{ label: 'Préstamo de la empresa', amount: 30_000 }],
    advances: 100_000,
  }),
);

const input: PayslipPdfInput = {
  business,
  worker: {
    rut: '123456785',
    names: 'María José',
    lastNames: 'Pérez Soto',
    position: 'Maestra panadera',
    startDate: '2024-01-01',
    contractType: 'undefined',
    afp: 'Modelo',
    healthSystem: 'Consalud',
    bankAccount: 'BancoEstado · Cuenta RUT 12345678',
  },
  payslip: busy,
};

/** pdfjs may split or join runs of text: compare without spaces. */
const squash = (s: string) => s.replace(/\s+/g, '');

describe('payslipPdf', () => {
  it('shows employer, worker, period, days, every line and the totals', async () => {
    const text = squash(await pdfText(await payslipPdf(input)));
    for (const s of [
      'LIQUIDACIÓN DE SUELDO',
      'Panadería La Espiga SpA',
      '76.354.771-K',
      'María José Pérez Soto',
      '12.345.678-5',
      'marzo 2026',
      'Maestra panadera',
      '01/01/2024',
      'Indefinido',
      'BancoEstado',
      'Días trabajados28',
      'Total imponible',
      'Total haberes',
      'Total descuentos',
      'LÍQUIDO A PAGAR',
      'Aportes del empleador'.toUpperCase(),
      'Recibí conforme',
    ])
      expect(text).toContain(squash(s));
    const codes = busy.lines.map((l) => l.code);
    for (const c of [
      'sueldo_base',
      'horas_extra',
      'bono_imponible_1',
      'gratificacion',
      'colacion',
      'movilizacion',
      'bono_no_imponible_1',
      'asignacion_familiar',
      'afp',
      'salud',
      'salud_adicional',
      'afc_trabajador',
      'impuesto_unico',
      'anticipo',
      'descuento_1',
      'sis',
      'afc_empleador',
      'ley_16744',
      'ley_21735_cuenta',
      'ley_21735_seguro_social',
    ])
      expect(codes).toContain(c);
    for (const l of busy.lines) expect(text).toContain(squash(`${l.label}${formatCLP(l.amount)}`));
    const t = busy.totals;
    expect(text).toContain(squash(`Total imponible${formatCLP(t.totalImponible)}`));
    expect(text).toContain(squash(`Total haberes${formatCLP(t.totalHaberes)}`));
    expect(text).toContain(squash(`Total descuentos${formatCLP(t.totalDescuentos)}`));
    expect(text).toContain(squash(`LÍQUIDO A PAGAR${formatCLP(t.liquido)}`));
    expect(t.liquido).toBe(t.totalHaberes - t.totalDescuentos);
  });

  it("prints each line's rule in small type, without the domain's doubt marks", async () => {
    const text = await pdfText(await payslipPdf(input));
    expect(squash(text)).toContain(
      squash('cada hora extra vale 1,5 veces la hora ordinaria (CT art. 32 inc. 3)'),
    );
    expect(squash(text)).toContain(squash('(imponible - AFP - salud 7 % - seguro de cesantía)'));
    expect(text).not.toContain('?');
  });

  it('fits a very long name and a word longer than the column without throwing', async () => {
    const long = 'Bartolomé Maximiliano Cristóbal Sebastián Fernando';
    const bytes = await payslipPdf({
      business: {
        ...business,
        name: `Comercializadora ${'Supercalifragilisticoespialidoso'.repeat(4)} Limitada`,
      },
      worker: { ...input.worker, names: long, lastNames: 'de la Fuente Echeverría-Undurraga Valdés' },
      payslip: slip(worker()),
    });
    const text = squash(await pdfText(bytes));
    // The name wraps: every word is there.
    for (const w of `${long} de la Fuente Echeverría-Undurraga Valdés`.split(' ')) expect(text).toContain(w);
    // The one-word business name is cut with an ellipsis, not drawn past the column.
    expect(text).toContain('Comercializadora');
    expect(text).toContain('…');
    expect(text).not.toContain('Supercalifragilisticoespialidoso'.repeat(4));
  });
});

describe('payslipsPdf', () => {
  it('puts each worker on pages of their own, in order', async () => {
    const other: PayslipPdfInput = {
      business,
      worker: {
        ...input.worker,
        rut: '111111111',
        names: 'Juan',
        lastNames: 'Rojas',
        healthSystem: 'Fonasa',
      },
      payslip: slip(worker({ baseSalary: 600_000 })),
    };
    const bytes = await payslipsPdf([input, other]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const one = await PDFDocument.load(await payslipPdf(input));
    const two = await PDFDocument.load(await payslipPdf(other));
    expect(doc.getPageCount()).toBe(one.getPageCount() + two.getPageCount());
    const text = squash(await pdfText(bytes));
    const a = text.indexOf(squash('María José Pérez Soto'));
    const b = text.indexOf(squash('Juan Rojas'));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(b).toBeGreaterThan(a);
    expect(text).toContain(squash(`LÍQUIDO A PAGAR${formatCLP(other.payslip.totals.liquido)}`));
  });

  it('refuses an empty month', async () => {
    await expect(payslipsPdf([])).rejects.toThrow();
  });
});
