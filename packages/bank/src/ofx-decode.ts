import {
  type DecodedStatement,
  decodeStatementBytes,
  ofxDeclaredEncoding,
  xmlDeclaredEncoding,
} from './encoding';

/**
 * OFX bytes → text. OFX 2 is XML (its declaration names the encoding); OFX 1 names it in the SGML
 * header: ENCODING:UTF-8, or USASCII with CHARSET 1252 / ISO-8859-1 / NONE. The declaration is
 * checked against the bytes (encoding.ts): banks that say USASCII often write accented letters.
 */
export const decodeOfx = (bytes: Buffer): DecodedStatement => {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const declared = /<\?xml/i.test(head) ? xmlDeclaredEncoding(bytes) : ofxDeclaredEncoding(bytes);
  return decodeStatementBytes(bytes, declared);
};
