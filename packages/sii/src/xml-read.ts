import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeXml } from './encoding';
import type { XmlNode } from './xml-node';

/** The XML validator's kinds of error, in the user's words (its own messages are English). */
const VALIDATOR_CODES: Record<string, string> = {
  InvalidXml: 'la estructura del XML no es válida',
  InvalidTag: 'una etiqueta no es válida o no está cerrada',
  InvalidAttr: 'un atributo no es válido',
  InvalidChar: 'hay un carácter que no corresponde en ese lugar',
};

/**
 * An SII XML file (DTE, IECV book) read into nodes: decoded by its declared encoding, checked
 * well-formed, attributes and namespaces dropped, values kept as text. `arrayTags` are the
 * elements that may repeat; `skipTags` (signatures, stamps) are kept as raw text, unread.
 */
export const xmlReader = (arrayTags: readonly string[], skipTags: readonly string[]) => {
  const repeated = new Set(arrayTags);
  const parser = new XMLParser({
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreAttributes: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    trimValues: true,
    // Numeric character references (&#241;) are decoded only with this flag.
    htmlEntities: true,
    isArray: (tagName) => repeated.has(tagName),
    stopNodes: skipTags.map((t) => `*.${t}`),
  });
  return (bytes: Uint8Array): { root: XmlNode; text: string } | { error: string; line: number | null } => {
    const decoded = decodeXml(bytes);
    if ('error' in decoded) return { error: `Codificación inválida: ${decoded.error}`, line: null };
    const { text } = decoded;
    if (text.trim() === '') return { error: 'El archivo está vacío', line: null };
    const valid = XMLValidator.validate(text);
    if (valid !== true) {
      const { line, col, code } = valid.err;
      return {
        error: `XML mal formado: línea ${line}, columna ${col}: ${VALIDATOR_CODES[code] ?? 'el contenido no es XML válido'}`,
        line,
      };
    }
    try {
      const parsed: unknown = parser.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new Error('raíz vacía');
      return { root: parsed as XmlNode, text };
    } catch (e) {
      return { error: `XML mal formado: ${(e as Error).message}`, line: null };
    }
  };
};

/**
 * The line (1-based) of each start tag `tag` in the text, in document order, with any namespace
 * prefix, outside comments and CDATA: the n-th is the line of the n-th such element the parser
 * gives (the SII formats nest none of them in another).
 */
export const elementLines = (text: string, tag: string): number[] => {
  const pattern = new RegExp(
    `<!--[\\s\\S]*?-->|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|<(?:[\\w.-]+:)?${tag}(?=[\\s>/])`,
    'g',
  );
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (const m of text.matchAll(pattern)) {
    for (let i = text.indexOf('\n', from); i !== -1 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
    from = m.index;
    if (!m[0].startsWith('<!')) lines.push(line);
  }
  return lines;
};
