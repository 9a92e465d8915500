import type { ImportFileKind } from '@portal/contracts';

// What a file is, read from its bytes (the name and its extension are only a hint of the sender).

export type KindResult = { kind: ImportFileKind } | { error: string };

const startsWith = (b: Uint8Array, sig: readonly number[]): boolean => sig.every((x, i) => b[i] === x);

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * 'dte' when the content is XML ('<?xml' or '<' after an optional BOM and blanks), 'iecv' when that
 * XML is an SII purchase or sales book (<LibroCompraVenta>/<EnvioLibro>), 'rcv' for other text; an
 * error for what is neither (empty, binary, UTF-16, PDF, Excel or ZIP).
 */
export function detectFileKind(bytes: Uint8Array): KindResult {
  if (bytes.length === 0) return { error: 'el archivo está vacío' };
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return {
      error: 'el archivo está codificado en UTF-16; expórtalo como CSV o XML en ISO-8859-1 (Latin-1) o UTF-8',
    };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    return {
      error: 'el archivo es un PDF; importa el CSV del Registro de Compras y Ventas o el XML del DTE',
    };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return {
      error:
        'el archivo es un Excel o un ZIP; descarga el Registro de Compras y Ventas del SII como CSV (o descomprime el archivo)',
    };
  }
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < bytes.length && WHITESPACE.has(bytes[i])) i++;
  if (i === bytes.length) return { error: 'el archivo está vacío' };
  const head = bytes.subarray(0, Math.min(bytes.length, 8192));
  if (head.includes(0)) {
    return {
      error:
        'el archivo no es texto (contiene bytes nulos): no es un CSV del Registro de Compras y Ventas ni un XML de DTE',
    };
  }
  if (bytes[i] !== 0x3c) return { kind: 'rcv' };
  // An IECV book names its envelope near the start, whatever the encoding (the tags are ASCII).
  const text = Buffer.from(head).toString('latin1');
  return { kind: /<(\w+:)?(EnvioLibro|LibroCompraVenta)[\s>]/.test(text) ? 'iecv' : 'dte' };
}

export { displayFileName } from '../../lib/uploads';
