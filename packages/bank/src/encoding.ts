// A statement's text encoding, decided per file in three steps: a byte-order mark (it cannot lie),
// then the charset the file declares (OFX header ENCODING/CHARSET, the XML declaration), then a
// check that the bytes really are that: banks that declare USASCII or windows-1252 often write
// UTF-8 (a QFX's '¦' is C2 A6, which read as windows-1252 shows 'Â¦'), and a declared UTF-8 may be
// windows-1252. Bytes that are valid UTF-8 with at least one multi-byte sequence are taken as UTF-8
// whatever the declaration says: windows-1252 text that happens to be valid UTF-8 needs pairs such
// as 'Ã±' that no bank writes. Whatever was decided against the declaration is said in `note`.
import iconv from 'iconv-lite';
import { StatementError } from './errors';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'ascii' | (string & {});

export type DecodedStatement = {
  text: string;
  /** What the bytes were read as. */
  encoding: TextEncoding;
  /** What the file declared, normalised ('utf-8', 'windows-1252', 'us-ascii'), or null. */
  declared: string | null;
  /** Spanish, for the user: the declaration was not followed, and why. Null when it was. */
  note: string | null;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

const isAscii = (b: Uint8Array): boolean => {
  for (let i = 0; i < b.length; i++) if (b[i]! > 0x7f) return false;
  return true;
};

const tryUtf8 = (b: Uint8Array): string | null => {
  try {
    return utf8.decode(b);
  } catch {
    return null;
  }
};

/** The normalised name of a declared charset, or null when it names nothing usable. */
export const normaliseCharset = (raw: string | null | undefined): string | null => {
  const s = (raw ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (s === '' || s === 'none') return null;
  if (s === 'utf-8' || s === 'utf8') return 'utf-8';
  if (s === 'usascii' || s === 'us-ascii' || s === 'ascii') return 'us-ascii';
  // WHATWG reads ISO-8859-1 as windows-1252: both agree on 0xA0–0xFF, and Chilean systems that
  // declare the former write the latter's punctuation (0x80–0x9F).
  if (/^(1252|cp1252|windows-1252|iso-?8859-1|8859-1|latin-?1|l1)$/.test(s)) return 'windows-1252';
  return iconv.encodingExists(s) ? s : `unknown:${s}`;
};

const label = (enc: string): string =>
  enc === 'windows-1252' ? 'Windows-1252 (Latin-1)' : enc === 'us-ascii' ? 'ASCII' : enc.toUpperCase();

/**
 * Decodes a statement file. `declared` is what the file's own header says (the caller reads it:
 * the formats put it in different places); null when it says nothing. Throws StatementError only
 * when the file declares a charset this reader does not know.
 */
export const decodeStatementBytes = (bytes: Uint8Array, declaredRaw: string | null): DecodedStatement => {
  const declared = normaliseCharset(declaredRaw);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // 1. A byte-order mark decides.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = tryUtf8(bytes.subarray(3));
    if (text !== null) return { text, encoding: 'utf-8', declared, note: contradicts(declared, 'utf-8') };
    return {
      text: iconv.decode(buf.subarray(3), 'windows-1252'),
      encoding: 'windows-1252',
      declared,
      note: 'El archivo empieza con la marca de UTF-8 pero sus bytes no son UTF-8 válido; se leyó como Windows-1252 (Latin-1).',
    };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: iconv.decode(buf.subarray(2), 'utf-16le'), encoding: 'utf-16le', declared, note: null };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: iconv.decode(buf.subarray(2), 'utf-16be'), encoding: 'utf-16be', declared, note: null };
  if (declared?.startsWith('unknown:'))
    throw new StatementError(
      `El archivo declara la codificación «${declaredRaw?.trim().slice(0, 30)}», que no conocemos.`,
    );
  // 2 and 3. Plain ASCII reads the same in every declared charset.
  if (isAscii(bytes)) return { text: buf.toString('latin1'), encoding: 'ascii', declared, note: null };
  const asUtf8 = tryUtf8(bytes);
  if (declared === 'utf-8' || declared === null) {
    if (asUtf8 !== null) return { text: asUtf8, encoding: 'utf-8', declared, note: null };
    return {
      text: iconv.decode(buf, 'windows-1252'),
      encoding: 'windows-1252',
      declared,
      note:
        declared === 'utf-8'
          ? 'El archivo declara UTF-8 pero sus bytes no lo son; se leyó como Windows-1252 (Latin-1).'
          : null,
    };
  }
  if (asUtf8 !== null && !/^utf-16/.test(declared))
    return {
      text: asUtf8,
      encoding: 'utf-8',
      declared,
      note: `El archivo declara ${label(declared)} pero está escrito en UTF-8; se leyó como UTF-8.`,
    };
  const effective = declared === 'us-ascii' ? 'windows-1252' : declared;
  return {
    text: iconv.decode(buf, effective),
    encoding: effective,
    declared,
    note:
      declared === 'us-ascii'
        ? 'El archivo declara ASCII pero trae caracteres fuera de ASCII; se leyó como Windows-1252 (Latin-1).'
        : null,
  };
};

const contradicts = (declared: string | null, actual: string): string | null =>
  declared === null || declared === actual || declared === 'us-ascii'
    ? null
    : `El archivo declara ${label(declared)} pero empieza con la marca de UTF-8; se leyó como UTF-8.`;

const XML_DECL = /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/** The encoding an XML declaration names (after any BOM and leading space), or null. */
export const xmlDeclaredEncoding = (bytes: Uint8Array): string | null => {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 512))
    .toString('latin1')
    .replace(/^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/, '')
    .trimStart();
  return XML_DECL.exec(head)?.[1] ?? null;
};

/**
 * The charset an OFX 1 SGML header declares: ENCODING:UTF-8 names it; ENCODING:USASCII leaves it to
 * CHARSET (1252, ISO-8859-1, NONE).
 */
export const ofxDeclaredEncoding = (bytes: Uint8Array): string | null => {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString(
    'latin1',
  );
  const encoding = /ENCODING\s*:\s*([\w-]+)/i.exec(head)?.[1] ?? null;
  const charset = /CHARSET\s*:\s*([\w-]+)/i.exec(head)?.[1] ?? null;
  const enc = normaliseCharset(encoding);
  if (enc === 'utf-8') return encoding;
  const cs = normaliseCharset(charset);
  return cs !== null ? charset : encoding;
};
