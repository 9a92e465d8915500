// Real, minimal files of each accepted type, made in code: the file-type tests build their good and
// broken inputs from them, and the demo seed stores a couple so the library is not empty. Each is
// made with the library or the structure its format defines (pdf-lib, a ZIP by JSZip, an OLE
// compound file by cfb, PNG chunks with their CRC).
import { deflateSync } from 'node:zlib';
import * as CFB from 'cfb';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF with a title and some lines of text. */
export async function samplePdf(title: string, lines: readonly string[] = []): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 18, font });
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 56, y: 730 - i * 18, size: 11, font });
  return Buffer.from(await pdf.save());
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A WordprocessingML package with the three parts Word needs: content types, relationships, body. */
export async function sampleDocx(paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W_NS}"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An OLE compound file with a 'WordDocument' stream that starts with the FIB's wIdent 0xA5EC. */
export function sampleDoc(): Buffer {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0); // wIdent
  fib.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, 'WordDocument', fib);
  CFB.utils.cfb_add(cfb, '1Table', Buffer.alloc(512));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** An OLE compound file with a 'Workbook' stream: a BIFF8 BOF record (0x0809) and EOF (0x000A). */
export function sampleXls(): Buffer {
  const bof = Buffer.alloc(20);
  bof.writeUInt16LE(0x0809, 0);
  bof.writeUInt16LE(16, 2);
  bof.writeUInt16LE(0x0600, 4); // BIFF8
  bof.writeUInt16LE(0x0005, 6); // workbook globals
  const eof = Buffer.from([0x0a, 0x00, 0x00, 0x00]);
  const cfb = CFB.utils.cfb_new();
  // Above the 4096-byte mini-stream cutoff, like a real workbook: stored in whole sectors.
  CFB.utils.cfb_add(cfb, 'Workbook', Buffer.concat([bof, Buffer.alloc(5000), eof]));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** A w×h RGB PNG of one colour: signature, IHDR, IDAT (zlib), IEND, each chunk with its CRC-32. */
export function samplePng(w = 4, h = 4, rgb: [number, number, number] = [30, 120, 200]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A 1×1 JPEG (JFIF, arithmetic-coded): SOI, APP0, DQT, SOF9, DAC, SOS, one scan, EOI.
 * The smallest complete JPEG; browsers and libjpeg decode it.
 */
export function sampleJpg(): Buffer {
  return Buffer.from(
    'ffd8ffe000104a46494600010101004800480000ffdb004300030202020203020202030303030406040404040408' +
      '060605060908' +
      '0a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100' +
      'ffcc000600101005ffda0008010100003f00d2cf20ffd9',
    'hex',
  );
}
