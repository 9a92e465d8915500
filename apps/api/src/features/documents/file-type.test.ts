import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { checkUpload, declaredExtension, detectFileType } from './file-type';
import { sampleDoc, sampleDocx, samplePdf, samplePng, sampleJpg, sampleXls } from './sample-files';

const cut = (b: Buffer, keep: number) => b.subarray(0, keep);

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Hoja').addRow(['a', 1]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('detectFileType on real minimal files', () => {
  it('recognises each accepted type', async () => {
    const cases: [Buffer, string][] = [
      [await samplePdf('Contrato', ['línea uno']), 'pdf'],
      [await sampleDocx(['Hola']), 'docx'],
      [sampleDoc(), 'doc'],
      [sampleXls(), 'xls'],
      [samplePng(), 'png'],
      [sampleJpg(), 'jpg'],
    ];
    for (const [bytes, ext] of cases) {
      const got = await detectFileType(bytes);
      expect(got, ext).toMatchObject({ ok: true, kind: { ext } });
    }
  });

  it('refuses truncated files of every type as damaged', async () => {
    const pdf = await samplePdf('Contrato', ['uno', 'dos']);
    const docx = await sampleDocx(['Hola mundo'.repeat(50)]);
    const doc = sampleDoc();
    const xls = sampleXls();
    const png = samplePng(16, 16);
    const jpg = sampleJpg();
    const cases: [Buffer, string][] = [
      [cut(pdf, pdf.length - 1500), 'pdf'],
      [cut(docx, docx.length - 40), 'zip'],
      [cut(docx, 200), 'zip'],
      [cut(doc, doc.length - 512), 'ole'],
      [cut(doc, doc.length - 100), 'ole'],
      [cut(xls, 1536), 'ole'],
      [cut(png, png.length - 12), 'png'],
      [cut(png, 20), 'png'],
      [cut(jpg, jpg.length - 2), 'jpg'],
    ];
    for (const [bytes, format] of cases) {
      expect(await detectFileType(bytes), `${format} of ${bytes.length} bytes`).toEqual({
        ok: false,
        reason: 'damaged',
        format,
      });
    }
  });

  it('refuses mutated structures', async () => {
    // A docx whose main part is not WordprocessingML.
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<html><body>no soy Word</body></html>');
    const fakeDocx = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await detectFileType(fakeDocx)).toEqual({ ok: false, reason: 'damaged', format: 'docx' });
    // Its compressed main part overwritten with noise: it no longer inflates.
    const docx = await sampleDocx(['Texto de prueba '.repeat(40)]);
    const at = docx.indexOf(Buffer.from('word/document.xml')) + 'word/document.xml'.length;
    const noisy = Buffer.from(docx);
    for (let i = at; i < at + 60; i++) noisy[i] = (noisy[i]! * 31 + 7) & 0xff;
    expect((await detectFileType(noisy)).ok).toBe(false);
    // A compound file whose WordDocument stream lacks the FIB's wIdent.
    const doc = sampleDoc();
    const fib = doc.indexOf(Buffer.from([0xec, 0xa5, 0xc1, 0x00]));
    expect(fib).toBeGreaterThan(0);
    const badFib = Buffer.from(doc);
    badFib[fib] = 0;
    expect(await detectFileType(badFib)).toEqual({ ok: false, reason: 'damaged', format: 'doc' });
    // A PNG whose first chunk is not IHDR.
    const png = Buffer.from(samplePng());
    png.write('XXXX', 12, 'latin1');
    expect(await detectFileType(png)).toEqual({ ok: false, reason: 'damaged', format: 'png' });
  });

  it('stops inflating a docx whose main part grows past 64 MB (a zip bomb, not a document)', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    const head =
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">';
    zip.file('word/document.xml', Buffer.concat([Buffer.from(head), Buffer.alloc(65 * 1024 * 1024, 0x20)]));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await detectFileType(bomb)).toEqual({ ok: false, reason: 'damaged', format: 'docx' });
  }, 30_000);

  it('names formats it does not keep: xlsx, a plain zip, an OLE file without Word or Excel, text', async () => {
    expect(await detectFileType(await xlsx())).toEqual({ ok: false, reason: 'unsupported', format: 'xlsx' });
    const zip = new JSZip();
    zip.file('a.txt', 'hola');
    expect(await detectFileType(await zip.generateAsync({ type: 'nodebuffer' }))).toEqual({
      ok: false,
      reason: 'unsupported',
      format: 'zip',
    });
    const CFB = await import('cfb');
    const ppt = CFB.utils.cfb_new();
    CFB.utils.cfb_add(ppt, 'PowerPoint Document', Buffer.alloc(5000, 1));
    expect(await detectFileType(Buffer.from(CFB.write(ppt, { type: 'buffer' }) as Uint8Array))).toEqual({
      ok: false,
      reason: 'unsupported',
      format: 'ole',
    });
    expect(await detectFileType(Buffer.from('<html><script>alert(1)</script>'))).toEqual({
      ok: false,
      reason: 'unsupported',
      format: null,
    });
    expect(await detectFileType(Buffer.from('GIF89a'))).toMatchObject({ ok: false, format: null });
  });
});

describe('checkUpload: the extension must name what the content is', () => {
  it('accepts a matching pair, jpeg read as jpg, any case', async () => {
    expect(await checkUpload('Contrato.PDF', await samplePdf('x'))).toMatchObject({
      ok: true,
      kind: { ext: 'pdf' },
    });
    expect(await checkUpload('foto.jpeg', sampleJpg())).toMatchObject({ ok: true, kind: { ext: 'jpg' } });
    expect(await checkUpload('planilla.xls', sampleXls())).toMatchObject({
      ok: true,
      kind: { contentType: 'application/vnd.ms-excel' },
    });
  });

  it('refuses a mismatch with a message naming both', async () => {
    expect(await checkUpload('contrato.pdf', samplePng())).toEqual({
      ok: false,
      message:
        'El archivo dice ser .pdf pero su contenido es una imagen PNG: revisa que sea el archivo correcto.',
    });
    expect(await checkUpload('carta.doc', sampleXls())).toEqual({
      ok: false,
      message:
        'El archivo dice ser .doc pero su contenido es una planilla Excel (.xls): revisa que sea el archivo correcto.',
    });
    expect(await checkUpload('libro.docx', await xlsx())).toMatchObject({ ok: false });
    expect(((await checkUpload('libro.docx', await xlsx())) as { message: string }).message).toContain(
      '.xlsx',
    );
  });

  it('refuses unknown extensions, names without one, empty and damaged files', async () => {
    const unknown = 'El archivo debe ser PDF, Word (.docx o .doc), Excel (.xls), PNG o JPG.';
    expect(await checkUpload('libro.xlsx', await xlsx())).toEqual({ ok: false, message: unknown });
    expect(await checkUpload('contrato', await samplePdf('x'))).toEqual({ ok: false, message: unknown });
    expect(await checkUpload('nota.pdf', Buffer.from('texto plano'))).toEqual({
      ok: false,
      message: unknown,
    });
    expect(await checkUpload('vacío.pdf', Buffer.alloc(0))).toEqual({
      ok: false,
      message: 'El archivo está vacío.',
    });
    const docx = await sampleDocx(['x']);
    expect(await checkUpload('carta.docx', cut(docx, 100))).toEqual({
      ok: false,
      message: 'El archivo .docx está dañado o incompleto: no se puede leer.',
    });
  });

  it('reads the extension from the last path segment only', () => {
    expect(declaredExtension('../../etc/x.PNG')).toBe('png');
    expect(declaredExtension('C:\\docs\\a.b.Doc')).toBe('doc');
    expect(declaredExtension('.pdf')).toBeNull();
    expect(declaredExtension('archivo.')).toBeNull();
    expect(declaredExtension(undefined)).toBeNull();
  });
});
