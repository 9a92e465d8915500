// Navigating fast-xml-parser's output when every element is parsed as an array (see camt-parse.ts):
// a child is always `node[name][0]`, a text leaf is a string, a leaf with attributes an object
// with '#text'. These helpers never throw on a missing or odd-shaped node: a file whose structure
// differs from the schema reads as missing fields, which the reader then reports in Spanish.

export type XmlValue = string | XmlNode;
export type XmlNode = { [name: string]: XmlValue[] | string | undefined };

const isNode = (v: unknown): v is XmlNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every child element called `name` (none when the node is a text leaf or absent). */
export const kids = (node: XmlValue | undefined, name: string): XmlValue[] => {
  if (!isNode(node)) return [];
  const v = node[name];
  return Array.isArray(v) ? v : [];
};

/** The first child along a path of element names. */
export const at = (node: XmlValue | undefined, ...path: string[]): XmlValue | undefined => {
  let cur: XmlValue | undefined = node;
  for (const name of path) {
    cur = kids(cur, name)[0];
    if (cur === undefined) return undefined;
  }
  return cur;
};

/** The text of a leaf ('' when absent or not a leaf). */
export const text = (node: XmlValue | undefined): string => {
  if (typeof node === 'string') return node;
  if (isNode(node)) {
    const t = node['#text'];
    return typeof t === 'string' ? t : '';
  }
  return '';
};

/** The text at a path ('' when absent). */
export const textAt = (node: XmlValue | undefined, ...path: string[]): string => text(at(node, ...path));

/** An attribute of an element ('' when absent). */
export const attr = (node: XmlValue | undefined, name: string): string => {
  if (!isNode(node)) return '';
  const v = node[`@_${name}`];
  return typeof v === 'string' ? v : '';
};
