// The mails of the reminders and of the daily summary: HTML and text, in Spanish, with the
// business's name and the unsubscribe link every mail written on its behalf carries.
import type { ReminderType } from '@portal/contracts';
import { formatCLP, formatDate } from '@portal/domain';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

function layout(business: string, inner: string, unsubscribe: string): string {
  return `<!doctype html><html lang="es-CL"><body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"><tr><td>
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(business)}</p>
${inner}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#6b7280;margin:0">Este correo lo envía Portal Cliente en nombre de ${escapeHtml(business)}. Si no quieres recibir más correos de ${escapeHtml(business)}, <a href="${escapeHtml(unsubscribe)}">desuscríbete aquí</a>.</p>
</td></tr></table></body></html>`;
}

const textFooter = (business: string, unsubscribe: string) =>
  `\n--\nEste correo lo envía Portal Cliente en nombre de ${business}.\nPara no recibir más correos de ${business}: ${unsubscribe}\n`;

export type ReminderMailInput = {
  to: string;
  type: ReminderType;
  business: string;
  contactName: string;
  folio: number;
  amount: number;
  dueDate: string;
  issueDate: string;
  paymentLink: string | null;
  signature: string | null;
  unsubscribeUrl: string;
};

const SUBJECTS: Record<ReminderType, (m: ReminderMailInput) => string> = {
  invoice_issued: (m) => `${m.business}: factura N° ${m.folio} por ${formatCLP(m.amount)}`,
  invoice_by_due: (m) => `${m.business}: la factura N° ${m.folio} vence el ${formatDate(m.dueDate)}`,
  invoice_due: (m) => `${m.business}: la factura N° ${m.folio} está vencida`,
};

const LEADS: Record<ReminderType, (m: ReminderMailInput) => string> = {
  invoice_issued: (m) =>
    `Te recordamos que ${m.business} emitió la factura N° ${m.folio} el ${formatDate(m.issueDate)}.`,
  invoice_by_due: (m) =>
    `Te recordamos que la factura N° ${m.folio} de ${m.business} vence el ${formatDate(m.dueDate)}.`,
  invoice_due: (m) =>
    `Te recordamos que la factura N° ${m.folio} de ${m.business} venció el ${formatDate(m.dueDate)} y aún no registramos su pago.`,
};

export function reminderMail(m: ReminderMailInput): MailMessage {
  const amount = formatCLP(m.amount);
  const due = formatDate(m.dueDate);
  const lines = [
    `Hola ${m.contactName}:`,
    '',
    LEADS[m.type](m),
    '',
    `Folio: ${m.folio}`,
    `Monto adeudado: ${amount}`,
    `Fecha de vencimiento: ${due}`,
    ...(m.paymentLink ? ['', `Paga en línea: ${m.paymentLink}`] : []),
    '',
    'Si ya realizaste el pago, por favor ignora este mensaje.',
    ...(m.signature ? ['', m.signature] : []),
    '',
    `Saludos,\n${m.business}`,
  ];
  const html = layout(
    m.business,
    `<p>Hola ${escapeHtml(m.contactName)}:</p>
<p>${escapeHtml(LEADS[m.type](m))}</p>
<table role="presentation" style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 16px 4px 0;color:#6b7280">Folio</td><td style="padding:4px 0;font-weight:bold">${m.folio}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#6b7280">Monto adeudado</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(amount)}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#6b7280">Fecha de vencimiento</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(due)}</td></tr>
</table>
${m.paymentLink ? `<p><a href="${escapeHtml(m.paymentLink)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">Pagar en línea</a></p>` : ''}
<p>Si ya realizaste el pago, por favor ignora este mensaje.</p>
${m.signature ? `<p style="white-space:pre-line">${escapeHtml(m.signature)}</p>` : ''}
<p>Saludos,<br>${escapeHtml(m.business)}</p>`,
    m.unsubscribeUrl,
  );
  return {
    to: m.to,
    subject: SUBJECTS[m.type](m),
    text: lines.join('\n') + textFooter(m.business, m.unsubscribeUrl),
    html,
  };
}

export type SummaryFigures = {
  day: string;
  sales: { count: number; total: number };
  purchases: { count: number; total: number };
  paid: { count: number; total: number };
  notices: number;
  reminders: number;
};

export function summaryMail(m: {
  to: string;
  userName: string;
  business: string;
  figures: SummaryFigures;
  portalUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const f = m.figures;
  const day = formatDate(f.day);
  const rows: [string, string][] = [
    ['Ventas emitidas', `${f.sales.count} por ${formatCLP(f.sales.total)}`],
    ['Compras recibidas', `${f.purchases.count} por ${formatCLP(f.purchases.total)}`],
    ['Facturas cobradas (marcadas pagadas)', `${f.paid.count} por ${formatCLP(f.paid.total)}`],
    ['Avisos de cobranza enviados', String(f.notices)],
    ['Recordatorios enviados', String(f.reminders)],
  ];
  const text = [
    `Hola ${m.userName}:`,
    '',
    `Este es el resumen de ${m.business} del ${day}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Revisa el detalle en ${m.portalUrl}`,
  ].join('\n');
  const html = layout(
    m.business,
    `<p>Hola ${escapeHtml(m.userName)}:</p><p>Este es el resumen de ${escapeHtml(m.business)} del ${escapeHtml(day)}.</p>
<table role="presentation" style="border-collapse:collapse;margin:12px 0">${rows
      .map(
        ([k, v]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>
<p><a href="${escapeHtml(m.portalUrl)}">Ver el detalle en Portal Cliente</a></p>`,
    m.unsubscribeUrl,
  );
  return {
    to: m.to,
    subject: `Resumen diario de ${m.business} del ${day}`,
    text: text + textFooter(m.business, m.unsubscribeUrl),
    html,
  };
}
