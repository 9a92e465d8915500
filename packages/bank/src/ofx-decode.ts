import { decodeText, decodeXml } from '@portal/sii';
import iconv from 'iconv-lite';
import { StatementError } from './errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * OFX bytes → text. OFX 2 is XML (its declaration names the encoding); OFX 1 names it in the SGML
 * header: ENCODING:UTF-8, or USASCII with CHARSET 1252 / ISO-8859-1 / NONE. Banks that say USASCII
 * often write accented letters anyway, so anything not UTF-8 is read as windows-1252.
 */
export const decodeOfx = (bytes: Buffer): string => {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (/<\?xml/i.test(head)) {
    const decoded = decodeXml(bytes);
    if ('error' in decoded) throw new StatementError(`El archivo OFX no se puede leer: ${decoded.error}.`);
    return decoded.text;
  }
  const encoding = /ENCODING\s*:\s*([\w-]+)/i.exec(head)?.[1].toUpperCase() ?? '';
  const charset = /CHARSET\s*:\s*([\w-]+)/i.exec(head)?.[1].toUpperCase() ?? '';
  if (encoding === 'UTF-8' || encoding === 'UTF8' || charset === 'UTF-8') {
    try {
      return utf8.decode(
        bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes,
      );
    } catch {
      // Declared UTF-8 but is not: fall through to the single-byte reading.
    }
  }
  if (/^(1252|ISO-?8859-1|8859-1|LATIN1)$/.test(charset)) return iconv.decode(bytes, 'windows-1252');
  return decodeText(bytes).text;
};
