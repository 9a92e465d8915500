/** Shape of fast-xml-parser output with attributes ignored and tag values kept as strings. */
export type XmlValue = string | XmlNode | XmlValue[];
export type XmlNode = { [tag: string]: XmlValue };

export const isNode = (v: XmlValue | undefined): v is XmlNode =>
  v !== undefined && typeof v === 'object' && !Array.isArray(v);

/** First child element `name` that is an element (not text). */
export const childNode = (node: XmlNode | undefined, name: string): XmlNode | undefined => {
  if (node === undefined) return undefined;
  const v = node[name];
  if (Array.isArray(v)) {
    const first = v[0];
    return isNode(first) ? first : undefined;
  }
  return isNode(v) ? v : undefined;
};

/** All child elements `name` (for tags parsed as arrays, or a single one). */
export const childNodes = (node: XmlNode | undefined, name: string): XmlNode[] => {
  if (node === undefined) return [];
  const v = node[name];
  if (v === undefined) return [];
  const list = Array.isArray(v) ? v : [v];
  const out: XmlNode[] = [];
  for (const item of list) {
    if (isNode(item)) out.push(item);
    else if (item === '') out.push({});
  }
  return out;
};

/**
 * Text of child `name`: undefined when absent, '' for an empty element. An element that has
 * children instead of text is reported as undefined too (callers treat it as missing).
 */
export const childText = (node: XmlNode | undefined, name: string): string | undefined => {
  if (node === undefined) return undefined;
  const v = node[name];
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
};
