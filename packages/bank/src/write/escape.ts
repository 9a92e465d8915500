/** Escapes text for XML content and attributes (and OFX 1 SGML, which uses the same three entities). */
export const escapeXml = (text: string): string =>
  /[&<>"]/.test(text)
    ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : text;
