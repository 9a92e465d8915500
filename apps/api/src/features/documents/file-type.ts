// What an uploaded file really is, read from its bytes (never from its name or declared type), and
// whether that is what its extension says. Spec §5: the library accepts pdf, docx, doc, xls, png
// and jpg. Each check also looks for the end of the format, so a truncated file is refused too:
// - PDF: '%PDF-' and the '%%EOF' marker near the end (ISO 32000-1 §7.5.5);
// - PNG: the 8-byte signature, IHDR first and IEND last (ISO/IEC 15948 §5.2, §11.2);
// - JPEG: SOI FF D8 FF and the EOI marker FF D9 near the end (ITU T.81 B.2.1);
// - DOCX: a ZIP (PK\3\4) whose central directory lists word/document.xml and [Content_Types].xml,
//   and whose word/document.xml inflates to a WordprocessingML document (ECMA-376 Part 2);
// - DOC / XLS: an OLE compound file (D0 CF 11 E0 A1 B1 1A E1, MS-CFB) holding a 'WordDocument'
//   stream (MS-DOC) or a 'Workbook' / 'Book' stream (MS-XLS; 'Book' is BIFF5).
import { type DocumentExtension, DOCUMENT_EXTENSIONS, DOCUMENT_MESSAGES } from '@portal/contracts';
import * as CFB from 'cfb';
import JSZip from 'jszip';
import type { Readable } from 'node:stream';
import { readZipDirectory } from '../../lib/zip-guard';

export type FileKind = { ext: DocumentExtension; contentType: string };

export const CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** What a refused file is called in a message. */
const LABELS: Record<string, string> = {
  pdf: 'un PDF',
  docx: 'un documento Word (.docx)',
  doc: 'un documento Word (.doc)',
  xls: 'una planilla Excel (.xls)',
  png: 'una imagen PNG',
  jpg: 'una imagen JPG',
  xlsx: 'una planilla Excel (.xlsx), que no se acepta',
  zip: 'un archivo ZIP, que no se acepta',
  ole: 'un archivo de Office que no es Word ni Excel',
};

export type Detection =
  | { ok: true; kind: FileKind }
  /** Looks like `format` by its first bytes, but its structure is broken or cut short. */
  | { ok: false; reason: 'damaged'; format: string }
  /** An archive listing more entries than any real document (read before it is opened). */
  | { ok: false; reason: 'too_many_entries'; format: 'zip' }
  /** A format the library does not keep (xlsx, a plain zip, a PowerPoint…) or nothing known. */
  | { ok: false; reason: 'unsupported'; format: string | null };

/** How far from the end an end marker may sit (writers add a newline or padding after it). */
const TAIL = 1024;
/** An inflated word/document.xml larger than this is not read (a zip bomb, not a document). */
const MAX_INFLATED = 64 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);

function tailHas(b: Uint8Array, needle: readonly number[]): boolean {
  const from = Math.max(0, b.length - TAIL - needle.length);
  return Buffer.from(b.subarray(from)).includes(Buffer.from(needle));
}

const damaged = (format: string): Detection => ({ ok: false, reason: 'damaged', format });
const found = (ext: DocumentExtension): Detection => ({
  ok: true,
  kind: { ext, contentType: CONTENT_TYPES[ext] },
});

export async function detectFileType(bytes: Uint8Array): Promise<Detection> {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return tailHas(bytes, [0x25, 0x25, 0x45, 0x4f, 0x46]) ? found('pdf') : damaged('pdf');
  }
  if (startsWith(bytes, PNG_SIGNATURE)) {
    const ihdr = startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12);
    const iend = startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length);
    return ihdr && iend ? found('png') : damaged('png');
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return bytes.length > 4 && tailHas(bytes, [0xff, 0xd9]) ? found('jpg') : damaged('jpg');
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return detectZip(bytes);
  if (startsWith(bytes, OLE_SIGNATURE)) return detectCompoundFile(bytes);
  return { ok: false, reason: 'unsupported', format: null };
}

/** Office Open XML: the central directory names the parts; only the main part is inflated. */
async function detectZip(bytes: Uint8Array): Promise<Detection> {
  const directory = readZipDirectory(bytes);
  if (!directory.ok)
    return directory.reason === 'too_many_entries'
      ? { ok: false, reason: 'too_many_entries', format: 'zip' }
      : damaged('zip');
  let zip: JSZip;
  try {
    // Reads the central directory only; entries stay compressed until asked for.
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return damaged('zip');
  }
  const main = zip.file('word/document.xml');
  if (!main || !zip.file('[Content_Types].xml')) {
    if (zip.file('xl/workbook.xml')) return { ok: false, reason: 'unsupported', format: 'xlsx' };
    return { ok: false, reason: 'unsupported', format: 'zip' };
  }
  const head = await inflatedHead(main);
  if (head === null) return damaged('docx');
  // The root element is w:document in the WordprocessingML namespace (any prefix).
  const ok = /<([A-Za-z_][\w.-]*:)?document[\s>]/.test(head) && head.includes('wordprocessingml');
  return ok ? found('docx') : damaged('docx');
}

/** The first 64 KB of an entry as text, inflating at most MAX_INFLATED; null when it cannot be read. */
function inflatedHead(entry: JSZip.JSZipObject): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let kept = 0;
    let done = false;
    const finish = (value: string | null) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    const stream = entry.nodeStream('nodebuffer') as Readable;
    stream
      .on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > MAX_INFLATED) {
          stream.destroy();
          finish(null);
          return;
        }
        if (kept < 65_536) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      })
      .on('error', () => finish(null))
      .on('end', () => finish(total > 0 ? Buffer.concat(chunks).subarray(0, 65_536).toString('utf8') : null));
  });
}

/**
 * MS-CFB: Word 97–2003 keeps its text in 'WordDocument', whose FIB starts with wIdent 0xA5EC
 * (MS-DOC 2.5.2); Excel keeps its workbook in 'Workbook' (BIFF8) or 'Book' (BIFF5), whose first
 * record is BOF, type 0x0809 (MS-XLS 2.4.21).
 */
function detectCompoundFile(bytes: Uint8Array): Detection {
  let streams: Map<string, { declared: number; content: Uint8Array }>;
  try {
    if (!sectorsPresent(bytes)) return damaged('ole');
    const container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
    streams = new Map(
      container.FileIndex.filter((e) => e.type === 2).map((e) => [
        e.name,
        { declared: e.size, content: Uint8Array.from(e.content ?? []) },
      ]),
    );
  } catch {
    return damaged('ole');
  }
  // A cut file yields streams shorter than their directory entry says.
  const whole = (s: { declared: number; content: Uint8Array }) =>
    s.declared > 0 && s.content.length >= s.declared;
  const word = streams.get('WordDocument');
  if (word) return whole(word) && startsWith(word.content, [0xec, 0xa5]) ? found('doc') : damaged('doc');
  const book = streams.get('Workbook') ?? streams.get('Book');
  if (book) return whole(book) && startsWith(book.content, [0x09, 0x08]) ? found('xls') : damaged('xls');
  return { ok: false, reason: 'unsupported', format: 'ole' };
}

/** MS-CFB §2.2: whole sectors; sector n starts at (n + 1) × sector size; the FAT and directory must start inside the file. */
function sectorsPresent(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return false;
  const size = 1 << shift;
  // Writers pad the file to whole sectors; a length that is not a multiple was cut short.
  if (bytes.length % size !== 0) return false;
  const inside = (sector: number) => (sector + 1) * size < bytes.length;
  const fatSectors = view.readUInt32LE(44);
  // The first 109 FAT sector numbers sit in the header (DIFAT).
  for (let i = 0; i < Math.min(fatSectors, 109); i++)
    if (!inside(view.readUInt32LE(76 + i * 4))) return false;
  return inside(view.readUInt32LE(48));
}

/** The extension a file name declares, lowercased ('jpeg' is read as jpg); null when it has none. */
export function declaredExtension(name: string | undefined): string | null {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0 || dot === last.length - 1) return null;
  const ext = last.slice(dot + 1).toLowerCase();
  return ext === 'jpeg' ? 'jpg' : ext;
}

export type Checked = { ok: true; kind: FileKind } | { ok: false; message: string };

/** The file's kind when its content is an accepted type and its name declares that same type. */
export async function checkUpload(name: string | undefined, bytes: Uint8Array): Promise<Checked> {
  if (bytes.length === 0) return { ok: false, message: DOCUMENT_MESSAGES.empty };
  const declared = declaredExtension(name);
  if (!declared || !(DOCUMENT_EXTENSIONS as readonly string[]).includes(declared))
    return { ok: false, message: DOCUMENT_MESSAGES.unknownType };
  const detected = await detectFileType(bytes);
  if (!detected.ok && detected.reason === 'too_many_entries')
    return { ok: false, message: DOCUMENT_MESSAGES.tooManyEntries(declared) };
  if (!detected.ok) {
    if (
      detected.reason === 'damaged' &&
      (detected.format === declared || sameFamily(detected.format, declared))
    )
      return { ok: false, message: DOCUMENT_MESSAGES.damaged(declared) };
    const what = detected.format ? LABELS[detected.format] : null;
    return {
      ok: false,
      message: what ? DOCUMENT_MESSAGES.mismatch(declared, what) : DOCUMENT_MESSAGES.unknownType,
    };
  }
  if (detected.kind.ext !== declared)
    return { ok: false, message: DOCUMENT_MESSAGES.mismatch(declared, LABELS[detected.kind.ext]!) };
  return { ok: true, kind: detected.kind };
}

/** A broken ZIP declared .docx, or a broken compound file declared .doc or .xls, is a damaged one. */
function sameFamily(format: string, declared: string): boolean {
  return (
    (format === 'zip' && declared === 'docx') ||
    (format === 'ole' && (declared === 'doc' || declared === 'xls'))
  );
}
