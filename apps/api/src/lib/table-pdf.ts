// A ReportTable as a PDF (pdf-lib): A4, landscape when the columns need it, the header row repeated
// on every page, page numbers at the foot.
import { formatCLP, formatDate } from '@portal/domain';
import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { fit, winAnsi } from './pdf-text';
import type { ReportTable } from './report-table';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const SIZE = 8;
const LINE = 13;

export async function tablePdf(t: ReportTable): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${t.title} · ${t.subtitle.join(' · ')}`));
  pdf.setCreator('Portal Cliente');
  pdf.setLanguage('es-CL');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size: [number, number] = t.columns.length > 5 ? [A4[1], A4[0]] : A4;
  const usable = size[0] - 2 * MARGIN;
  const unit = usable / t.columns.reduce((s, c) => s + c.width, 0);
  const xs: number[] = [];
  t.columns.reduce((x, c) => {
    xs.push(x);
    return x + c.width * unit;
  }, MARGIN);

  let page = pdf.addPage(size);
  let y = size[1] - MARGIN;
  const cell = (text: string, i: number, font: PDFFont) => {
    const c = t.columns[i];
    const w = c.width * unit - 6;
    const shown = fit(text, font, SIZE, w);
    const x = c.kind === 'money' ? xs[i] + w - font.widthOfTextAtSize(shown, SIZE) : xs[i];
    page.drawText(shown, { x, y, size: SIZE, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const headerRow = () => {
    page.drawRectangle({
      x: MARGIN - 2,
      y: y - 4,
      width: usable + 4,
      height: LINE,
      color: rgb(0.91, 0.93, 0.94),
    });
    for (const [i, c] of t.columns.entries()) cell(c.header, i, bold);
    y -= LINE;
  };
  page.drawText(winAnsi(t.title), { x: MARGIN, y, size: 14, font: bold });
  y -= 18;
  for (const line of t.subtitle) {
    page.drawText(winAnsi(line), { x: MARGIN, y, size: 9, font: regular, color: rgb(0.3, 0.3, 0.3) });
    y -= 12;
  }
  y -= 6;
  headerRow();
  for (const r of t.rows) {
    if (y < MARGIN + LINE) {
      page = pdf.addPage(size);
      y = size[1] - MARGIN;
      headerRow();
    }
    r.cells.forEach((v, i) => {
      const text =
        typeof v === 'number' ? formatCLP(v) : t.columns[i]?.kind === 'date' && v ? formatDate(v) : v;
      cell(text, i, r.strong ? bold : regular);
    });
    y -= LINE;
  }
  const pages = pdf.getPages();
  pages.forEach((p, n) => {
    const label = `Página ${n + 1} de ${pages.length}`;
    p.drawText(label, {
      x: size[0] - MARGIN - regular.widthOfTextAtSize(label, 7),
      y: MARGIN / 2,
      size: 7,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return pdf.save();
}
