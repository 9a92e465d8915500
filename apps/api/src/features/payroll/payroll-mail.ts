// The published payslip, mailed to each worker who has an e-mail: every line of the month with its
// amount and the líquido, in plain text and HTML. The mail carries no attachment (the outbox keeps
// text); the PDF is the employer's to hand over or print (CT art. 54).
import {
  PAYSLIP_SECTIONS,
  PAYSLIP_SECTION_TITLES,
  type PayslipLine,
  type PayslipSection,
  formatCLP,
  formatRut,
  payrollMonthName,
} from '@portal/domain';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mailer';
import type { BusinessIdentity, PayslipRow } from './payroll.repository';

const TITLES: Record<PayslipSection, string> = {
  ...PAYSLIP_SECTION_TITLES,
  aportes_empleador: `${PAYSLIP_SECTION_TITLES.aportes_empleador} (no se descuentan de tu sueldo)`,
};

export function payslipMail(s: PayslipRow, business: BusinessIdentity, period: string): MailMessage {
  const month = payrollMonthName(period);
  const lines = s.lines as PayslipLine[];
  const sections = PAYSLIP_SECTIONS.map((section) => ({
    section,
    lines: lines.filter((l) => l.section === section),
  })).filter((g) => g.lines.length > 0);
  const text = [
    `Hola ${s.full_name}:`,
    '',
    `${business.name} (RUT ${formatRut(business.rut)}) publicó tu liquidación de sueldo de ${month}.`,
    `Días trabajados: ${s.days_worked}.`,
    '',
    ...sections.flatMap((g) => [
      `${TITLES[g.section]}:`,
      ...g.lines.map((l) => `  ${l.label}: ${formatCLP(l.amount)}`),
      '',
    ]),
    `Total haberes: ${formatCLP(s.total_haberes)}`,
    `Total descuentos: ${formatCLP(s.total_descuentos)}`,
    `Líquido a pagar: ${formatCLP(s.liquido)}`,
    '',
    'Si tienes dudas sobre algún monto, consúltalo con tu empleador.',
  ].join('\n');
  const rows = (l: PayslipLine) =>
    `<tr><td>${escapeHtml(l.label)}</td><td style="text-align:right">${formatCLP(l.amount)}</td></tr>`;
  const html = [
    `<p>Hola ${escapeHtml(s.full_name)}:</p>`,
    `<p>${escapeHtml(business.name)} (RUT ${escapeHtml(formatRut(business.rut))}) publicó tu liquidación de sueldo de ${month}. Días trabajados: ${s.days_worked}.</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...sections.map(
      (g) =>
        `<tr><th colspan="2" style="text-align:left">${escapeHtml(TITLES[g.section])}</th></tr>${g.lines.map(rows).join('')}`,
    ),
    `<tr><th style="text-align:left">Total haberes</th><td style="text-align:right">${formatCLP(s.total_haberes)}</td></tr>`,
    `<tr><th style="text-align:left">Total descuentos</th><td style="text-align:right">${formatCLP(s.total_descuentos)}</td></tr>`,
    `<tr><th style="text-align:left">Líquido a pagar</th><td style="text-align:right"><strong>${formatCLP(s.liquido)}</strong></td></tr>`,
    '</table>',
    '<p>Si tienes dudas sobre algún monto, consúltalo con tu empleador.</p>',
  ].join('');
  return { to: s.email ?? '', subject: `Tu liquidación de sueldo de ${month}`, text, html };
}
