import iconv from 'iconv-lite';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

const hasUtf8Bom = (b: Uint8Array): boolean =>
  b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;

const isAscii = (b: Uint8Array): boolean => {
  for (let i = 0; i < b.length; i++) if (b[i] > 0x7f) return false;
  return true;
};

export type DecodedText = { text: string; encoding: 'ascii' | 'utf-8' | 'windows-1252' };

/**
 * Decodes a text file of unknown encoding: UTF-8 when the bytes are valid UTF-8, otherwise
 * windows-1252 (a superset of ISO-8859-1 for printable characters). The BOM is removed.
 */
export const decodeText = (bytes: Uint8Array): DecodedText => {
  if (hasUtf8Bom(bytes)) return { text: utf8.decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (isAscii(bytes))
    return {
      text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1'),
      encoding: 'ascii',
    };
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    return {
      text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), 'windows-1252'),
      encoding: 'windows-1252',
    };
  }
};

const LATIN1_LABELS = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii']);

const XML_DECL = /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

export type DecodedXml = { text: string; encoding: string } | { error: string };

/**
 * Decodes an XML document using its declaration (`<?xml … encoding="ISO-8859-1"?>`); without a
 * declared encoding XML is UTF-8 (falling back to windows-1252 when the bytes are not UTF-8).
 */
export const decodeXml = (bytes: Uint8Array): DecodedXml => {
  if (hasUtf8Bom(bytes)) return { text: utf8.decode(bytes.subarray(3)), encoding: 'utf-8' };
  // The declaration is ASCII in every encoding the SII uses; sniff it from the first bytes.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 256)).toString('latin1');
  const m = XML_DECL.exec(head.trimStart());
  if (m === null) {
    const { text, encoding } = decodeText(bytes);
    return { text, encoding };
  }
  const declared = m[1].toLowerCase();
  if (declared === 'utf-8' || declared === 'utf8') {
    try {
      return { text: utf8.decode(bytes), encoding: 'utf-8' };
    } catch {
      return { error: 'el archivo declara encoding="UTF-8" pero sus bytes no son UTF-8 válido' };
    }
  }
  // Like browsers (WHATWG), read ISO-8859-1 as windows-1252: Chilean systems that declare
  // ISO-8859-1 often write windows-1252 punctuation (0x80–0x9F); both agree on 0xA0–0xFF.
  const effective = LATIN1_LABELS.has(declared) ? 'windows-1252' : declared;
  if (!iconv.encodingExists(effective)) return { error: `codificación no soportada: '${m[1]}'` };
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), effective);
  return { text, encoding: declared };
};
