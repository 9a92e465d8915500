/**
 * Escapes text for an XML document that will be encoded as ISO-8859-1: markup characters become
 * entities; control characters XML 1.0 forbids are dropped; C1 controls (0x7F–0x9F, which readers
 * often take as windows-1252 bytes) and everything beyond Latin-1 become character references.
 */
export const escapeXmlLatin1 = (text: string): string => {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let rep: string | null = null;
    if (c === 0x26) rep = '&amp;';
    else if (c === 0x3c) rep = '&lt;';
    else if (c === 0x3e) rep = '&gt;';
    else if (c === 0x22) rep = '&quot;';
    else if (c === 0x27) rep = '&apos;';
    else if (c < 0x20) rep = c === 0x09 || c === 0x0a || c === 0x0d ? null : '';
    else if (c >= 0x7f && c <= 0x9f) rep = `&#${c};`;
    else if (c > 0xff) {
      const cp = text.codePointAt(i) ?? c;
      rep = `&#${cp};`;
      if (cp > 0xffff) {
        out += `${text.slice(start, i)}${rep}`;
        i++;
        start = i + 1;
        continue;
      }
    }
    if (rep !== null) {
      out += `${text.slice(start, i)}${rep}`;
      start = i + 1;
    }
  }
  return start === 0 ? text : out + text.slice(start);
};
