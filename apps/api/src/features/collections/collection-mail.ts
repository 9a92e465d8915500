// The debt notice mail (normal collection): Spanish, HTML and text, in the business's name, with
// the amount as `$1.234.567`, the due date DD/MM/YYYY, the folio, the user's message and the
// recipient's unsubscribe link.
import { formatCLP, formatDate, formatRut } from '@portal/domain';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

export type DebtNotice = {
  businessName: string;
  businessRut: string;
  docTypeName: string;
  folio: number;
  issueDate: string;
  dueDate: string | null;
  amount: number;
  message: string | null;
};

export const noticeSubject = (n: Pick<DebtNotice, 'businessName' | 'docTypeName' | 'folio'>) =>
  `Aviso de deuda: ${n.docTypeName} N° ${n.folio} de ${n.businessName}`;

export function debtNoticeMail(
  n: DebtNotice,
  to: { address: string; name: string | null },
  unsubscribeLink: string,
): MailMessage {
  const amount = formatCLP(n.amount);
  const due = n.dueDate ? formatDate(n.dueDate) : 'Sin fecha';
  const issued = formatDate(n.issueDate);
  const rut = formatRut(n.businessRut);
  const greeting = to.name ? `Estimado(a) ${to.name}:` : 'Estimado(a) cliente:';
  const facts: [string, string][] = [
    ['Documento', `${n.docTypeName} N° ${n.folio}`],
    ['Folio', String(n.folio)],
    ['Fecha de emisión', issued],
    ['Fecha de vencimiento', due],
    ['Monto adeudado', amount],
  ];
  const intro = `${n.businessName} le informa que mantiene un saldo pendiente de pago de ${amount} por la ${n.docTypeName} N° ${n.folio}, con vencimiento el ${due}.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(n.message ? [n.message, ''] : []),
    'Si ya realizó el pago, le pedimos que no considere este aviso.',
    '',
    'Saludos cordiales,',
    `${n.businessName} (RUT ${rut})`,
    '',
    `Para dejar de recibir correos de ${n.businessName}: ${unsubscribeLink}`,
  ].join('\n');
  const rows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td style="padding:4px 0"><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('');
  const message = n.message ? `<p style="white-space:pre-line">${escapeHtml(n.message)}</p>` : '';
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows}</table>
${message}
<p>Si ya realizó el pago, le pedimos que no considere este aviso.</p>
<p>Saludos cordiales,<br>${escapeHtml(n.businessName)} (RUT ${escapeHtml(rut)})</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#777">Recibe este correo porque ${escapeHtml(n.businessName)} lo registró como contacto de cobranza. <a href="${escapeHtml(unsubscribeLink)}">Dejar de recibir estos correos</a>.</p>
</body></html>`;
  return { to: to.address, subject: noticeSubject(n), text, html };
}
