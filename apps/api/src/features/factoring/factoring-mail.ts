// The "contact me" mail to the factoring partner: who asks, for which invoice, and the simulation
// the user saw. Spanish, HTML and text.
import type { FactoringSimulation } from '@portal/domain';
import { formatCLP, formatDate, formatRut } from '@portal/domain';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

export type ContactRequest = {
  business: { name: string; rut: string; email: string | null; phone: string | null };
  user: { name: string; email: string };
  invoice: {
    docTypeName: string;
    folio: number;
    issueDate: string;
    dueDate: string;
    clientName: string;
    clientRut: string;
  };
  simulation: FactoringSimulation;
};

const percent = (n: number) => `${String(n).replace('.', ',')} %`;

export function contactMeMail(to: string, r: ContactRequest): MailMessage {
  const s = r.simulation;
  const facts: [string, string][] = [
    ['Empresa', `${r.business.name} (RUT ${formatRut(r.business.rut)})`],
    ['Contacto', `${r.user.name} <${r.user.email}>`],
    ['Correo de la empresa', r.business.email ?? 'Sin correo'],
    ['Teléfono de la empresa', r.business.phone ?? 'Sin teléfono'],
    ['Documento', `${r.invoice.docTypeName} N° ${r.invoice.folio}`],
    ['Deudor', `${r.invoice.clientName} (RUT ${formatRut(r.invoice.clientRut)})`],
    ['Emisión', formatDate(r.invoice.issueDate)],
    ['Vencimiento', `${formatDate(r.invoice.dueDate)} (${s.expiration_days} días)`],
    ['Monto por cobrar', formatCLP(s.amount)],
    ['Anticipo', `${formatCLP(s.advance_amount)} (${percent(s.advance_percent)})`],
    ['Tasa mensual', percent(s.document_rate)],
    ['Diferencia de precio', formatCLP(s.price_dif)],
    ['Comisión (con IVA)', formatCLP(s.commission)],
    ['Monto a girar', formatCLP(s.granted_amount)],
    ['Excedente', formatCLP(s.surplus)],
    ['Regla', s.rule_name],
  ];
  const subject = `Solicitud de factoring: ${r.business.name}, ${r.invoice.docTypeName} N° ${r.invoice.folio}`;
  const intro = `${r.business.name} pide que la contacten para factorizar esta factura. Simulación vista en el portal:`;
  const text = [intro, '', ...facts.map(([k, v]) => `${k}: ${v}`)].join('\n');
  const rows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(intro)}</p><table style="border-collapse:collapse">${rows}</table></body></html>`;
  return { to, subject, text, html };
}
