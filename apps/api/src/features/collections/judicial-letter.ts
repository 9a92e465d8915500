// The demand letter ("Requerimiento de pago") of a sales invoice escalated to judicial collection:
// a one- or two-page A4 PDF made with pdf-lib, from the business's data and the invoice's figures
// as recorded by the escalation (so the letter reads the same every time it is downloaded).
import { formatCLP, formatDate, formatRut } from '@portal/domain';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { winAnsi, wrap } from '../../lib/pdf-text';

export type DemandLetter = {
  business: {
    name: string;
    rut: string;
    address: string | null;
    commune: string | null;
    email: string | null;
    phone: string | null;
  };
  client: { name: string; rut: string };
  invoice: {
    docTypeName: string;
    folio: number;
    issueDate: string;
    dueDate: string | null;
    total: number;
    open: number;
    daysOverdue: number;
  };
  /** The normal notices sent before the escalation: when and to whom. */
  notices: { date: string; sentTo: string[] }[];
  /** The day of the escalation, 'YYYY-MM-DD' (Chile). */
  escalatedOn: string;
  message: string | null;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

export async function demandLetterPdf(l: DemandLetter): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Requerimiento de pago ${l.invoice.docTypeName} N° ${l.invoice.folio}`);
  pdf.setAuthor(winAnsi(l.business.name));
  pdf.setCreator('Portal Cliente');
  pdf.setLanguage('es-CL');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const ensure = (h: number) => {
    if (y - h < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const write = (text: string, o: { size?: number; font?: PDFFont; gap?: number; x?: number } = {}) => {
    const size = o.size ?? 10.5;
    const font = o.font ?? regular;
    for (const line of wrap(winAnsi(text), font, size, width - (o.x ?? 0))) {
      ensure(size * 1.4);
      page.drawText(line, { x: MARGIN + (o.x ?? 0), y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.4;
    }
    y -= o.gap ?? 0;
  };
  const row = (label: string, value: string) => {
    ensure(15);
    page.drawText(winAnsi(label), { x: MARGIN, y, size: 10.5, font: regular, color: rgb(0.3, 0.3, 0.3) });
    page.drawText(winAnsi(value), { x: MARGIN + 190, y, size: 10.5, font: bold });
    y -= 15;
  };

  const b = l.business;
  const place = [b.address, b.commune].filter(Boolean).join(', ');
  write(b.name, { size: 14, font: bold });
  write(`RUT ${formatRut(b.rut)}`);
  if (place) write(place);
  const reach = [b.email, b.phone].filter(Boolean).join(' · ');
  if (reach) write(reach);
  y -= 14;
  write(`${b.commune ? `${b.commune}, ` : ''}${formatDate(l.escalatedOn)}`, { gap: 10 });
  write('Señores', { font: bold });
  write(l.client.name, { font: bold });
  write(`RUT ${formatRut(l.client.rut)}`, { gap: 16 });
  write('REQUERIMIENTO DE PAGO', { size: 13, font: bold, gap: 8 });
  write(
    `Por medio de la presente, ${b.name} requiere formalmente el pago del saldo adeudado por la ${l.invoice.docTypeName} N° ${l.invoice.folio}, cuyo detalle es el siguiente:`,
    { gap: 8 },
  );
  row('Documento', `${l.invoice.docTypeName} N° ${l.invoice.folio}`);
  row('Folio', String(l.invoice.folio));
  row('Fecha de emisión', formatDate(l.invoice.issueDate));
  row('Fecha de vencimiento', l.invoice.dueDate ? formatDate(l.invoice.dueDate) : 'Sin fecha');
  row('Monto total', formatCLP(l.invoice.total));
  row('Saldo adeudado', formatCLP(l.invoice.open));
  row('Días de mora', String(l.invoice.daysOverdue));
  y -= 10;
  write(`Avisos de cobranza enviados: ${l.notices.length}`, { font: bold, gap: 2 });
  l.notices.forEach((n, i) => {
    write(`${i + 1}. ${formatDate(n.date)}: ${n.sentTo.join(', ')}`, { x: 12 });
  });
  y -= 10;
  write(
    `Pese a los avisos anteriores, a la fecha la deuda no ha sido pagada. Le solicitamos pagar el saldo de ${formatCLP(l.invoice.open)} dentro de los próximos 10 días hábiles. Transcurrido ese plazo sin pago, ${b.name} iniciará las acciones judiciales de cobro que correspondan, cuyos gastos y costas serán de cargo del deudor.`,
    { gap: 8 },
  );
  if (l.message) write(l.message, { gap: 8 });
  write('Si ya realizó el pago, le pedimos enviarnos el comprobante y no considerar esta carta.', {
    gap: 30,
  });
  write('Atentamente,');
  write(b.name, { font: bold });
  write(`RUT ${formatRut(b.rut)}`);
  return pdf.save();
}
