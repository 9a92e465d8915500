// A receipt (boleta) as a real one-page PDF, for the demo's expenses, the bench and the tests: what
// the project generates has its own generator, so nothing depends on files from outside the repo.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export type ReceiptText = {
  issuer: string;
  description: string;
  amount: number;
  date: string;
  folio: number;
};

const pesos = (n: number) => `$${Math.round(n).toLocaleString('es-CL').replace(/,/g, '.')}`;

export async function receiptPdf(r: ReceiptText): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Boleta N° ${r.folio}`);
  doc.setCreator('Portal Cliente (generador de datos)');
  const page = doc.addPage([300, 420]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // WinAnsi covers Spanish letters; anything else is dropped rather than failing the seed.
  const safe = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '');
  let y = 380;
  const line = (text: string, size = 10, f = font) => {
    page.drawText(safe(text), { x: 24, y, size, font: f });
    y -= size + 10;
  };
  line(r.issuer, 13, bold);
  line(`BOLETA ELECTRÓNICA N° ${r.folio}`, 11, bold);
  line(`Fecha: ${r.date.split('-').reverse().join('/')}`);
  y -= 10;
  line(r.description.slice(0, 48));
  y -= 10;
  line(`TOTAL ${pesos(r.amount)}`, 14, bold);
  return Buffer.from(await doc.save());
}
