import { StatementError } from './errors';
import { decodeEntities } from './text';
import type { XmlNode, XmlValue } from './xml-tree';

// A small strict XML reader for camt.053, producing the shape xml-tree.ts walks: every element
// is an array entry, a text-only element a string, attributes (only those asked for) '@_name'.
// fast-xml-parser measured ~3 MB/s on camt files here — 13 s for 100,000 entries, against a
// 2 s target — so the statement reader uses this single pass instead (see README).
// It refuses what it does not need to read: DOCTYPE (so no entity can be declared, let alone
// expanded), unclosed or mismatched tags. Namespace prefixes are dropped, like removeNSPrefix.

type Open = {
  name: string;
  /** The name as written (with its prefix), to match the closing tag without slicing it. */
  qname: string;
  /** Its children so far; null while it has none (a leaf, whose value is its text). */
  node: XmlNode | null;
  text: string;
  attrs: XmlNode | null;
};

// Name characters of the names this reader accepts ([A-Za-z0-9_:.-]): a tag made only of them and
// closed by '>' or '/>' is read without slicing its body (most of a camt.053's tags).
const NAME_CHAR = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_:.-')
  NAME_CHAR[ch.charCodeAt(0)] = 1;

// nameEnd's hash of the name it walked (a module variable: no object per tag).
let nameHash = 0;

const nameEnd = (text: string, from: number): number => {
  let p = from;
  let h = 0;
  for (let c = text.charCodeAt(p); c < 128 && NAME_CHAR[c] === 1; c = text.charCodeAt(++p))
    h = (h * 31 + c) | 0;
  nameHash = h;
  return p;
};

const fail = (what: string): never => {
  throw new StatementError(`El archivo XML está mal formado: ${what}.`);
};

const localName = (qname: string): string => {
  const colon = qname.indexOf(':');
  return colon === -1 ? qname : qname.slice(colon + 1);
};

const NAME_END = /[\s/>]/;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const count = (s: string, ch: string): number => {
  let k = 0;
  for (let p = s.indexOf(ch); p !== -1; p = s.indexOf(ch, p + 1)) k++;
  return k;
};

const oddQuotes = (body: string): boolean =>
  (body.indexOf('"') !== -1 && count(body, '"') % 2 === 1) ||
  (body.indexOf("'") !== -1 && count(body, "'") % 2 === 1);

/**
 * Called when an element closes, with its parent's node as built so far; answering true consumes
 * the element (it is not attached), so a large document can be read one record at a time.
 */
export type OnClose = (name: string, value: XmlValue, parent: XmlNode) => boolean;

/** Parses `text` into a root node holding the document element; `keepAttrs` are the attributes read. */
export const scanXml = (
  text: string,
  keepAttrs: ReadonlySet<string>,
  onClose?: OnClose,
  maxDepth = 64,
): XmlNode => {
  const rootNode: XmlNode = {};
  const root: Open = { name: '', qname: '', node: rootNode, text: '', attrs: null };
  // One Open per depth, reused: an element's record is dead once it closes (attach copies its
  // value out), and a camt.053 has millions of elements.
  // A file repeats a few dozen names: each is validated and its prefix dropped once.
  const names = new Map<string, string>();
  const nameOf = (qname: string): string => {
    let name = names.get(qname);
    if (name === undefined) {
      if (qname === '' || !/^[A-Za-z_][\w:.-]*$/.test(qname))
        fail(`la etiqueta <${qname.slice(0, 20)}> no es válida`);
      name = localName(qname);
      names.set(qname, name);
    }
    return name;
  };
  // The names met, by nameEnd's hash: a tag's name is found without slicing it out of the text.
  const byHash = new Map<number, string[]>();
  const qnameAt = (start: number, end: number): string => {
    const found = byHash.get(nameHash);
    if (found !== undefined)
      for (const q of found) if (q.length === end - start && text.startsWith(q, start)) return q;
    const q = text.slice(start, end);
    nameOf(q);
    if (found === undefined) byHash.set(nameHash, [q]);
    else found.push(q);
    return q;
  };
  const open = (qname: string, attrs: XmlNode | null, selfClosing: boolean): void => {
    const depth = stack.length;
    let el = pool[depth];
    if (el === undefined) {
      el = { name: '', qname: '', node: null, text: '', attrs: null };
      pool[depth] = el;
    }
    el.name = nameOf(qname);
    el.qname = qname;
    el.node = null;
    el.text = '';
    el.attrs = attrs;
    top.node ??= {};
    if (depth === 1 && rootNode[el.name] !== undefined) fail('hay más de un elemento raíz');
    if (selfClosing) {
      attach(top, el, onClose);
    } else {
      if (stack.length > maxDepth) fail('el anidamiento es demasiado profundo');
      stack.push(el);
      top = el;
    }
  };
  const stack: Open[] = [root];
  const pool: Open[] = [root];
  let top = root;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      if (text.slice(i).trim() !== '' && stack.length === 1) fail('hay texto fuera del elemento raíz');
      top.text += text.slice(i);
      break;
    }
    // Text matters only in leaves; the whitespace between child elements is dropped.
    if (lt > i && stack.length > 1 && top.node === null) top.text += text.slice(i, lt);
    const c = text.charCodeAt(lt + 1);
    if (c === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const end = text.indexOf('-->', lt + 4);
        if (end === -1) fail('un comentario no se cierra');
        i = end + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        const end = text.indexOf(']]>', lt + 9);
        if (end === -1) fail('una sección CDATA no se cierra');
        // CDATA is literal: protect its '&' from entity decoding.
        top.text += text.slice(lt + 9, end).replace(/&/g, '&amp;');
        i = end + 3;
      } else {
        return fail('declara un DOCTYPE, que no se acepta por seguridad');
      }
      continue;
    }
    if (c === 63 /* ? */) {
      const end = text.indexOf('?>', lt + 2);
      if (end === -1) fail('una instrucción <? ?> no se cierra');
      i = end + 2;
      continue;
    }
    if (c === 47 /* / */) {
      // The usual case: the closing tag repeats the open element's name exactly.
      const after = lt + 2 + top.qname.length;
      if (stack.length > 1 && text.charCodeAt(after) === 62 /* > */ && text.startsWith(top.qname, lt + 2)) {
        stack.pop();
        const parent = stack[stack.length - 1];
        attach(parent, top, onClose);
        top = parent;
        i = after + 1;
        continue;
      }
    } else {
      const p = nameEnd(text, lt + 1);
      const at = text.charCodeAt(p);
      if (at === 62 /* > */ || (at === 47 /* / */ && text.charCodeAt(p + 1) === 62)) {
        open(qnameAt(lt + 1, p), null, at === 47);
        i = at === 62 ? p + 1 : p + 2;
        continue;
      }
    }
    const gt = text.indexOf('>', lt + 1);
    if (gt === -1) fail('el archivo termina dentro de una etiqueta');
    if (c === 47 /* / */) {
      const name = localName(text.slice(lt + 2, gt).trim());
      if (stack.length === 1 || name !== top.name) fail(`la etiqueta de cierre </${name}> no corresponde`);
      stack.pop();
      const parent = stack[stack.length - 1];
      attach(parent, top, onClose);
      top = parent;
      i = gt + 1;
      continue;
    }
    let body = text.slice(lt + 1, gt);
    let end = gt;
    // A '>' inside an attribute value: extend to the real end of the tag.
    while (oddQuotes(body)) {
      end = text.indexOf('>', end + 1);
      if (end === -1) fail('el archivo termina dentro de una etiqueta');
      body = text.slice(lt + 1, end);
    }
    const selfClosing = body.endsWith('/');
    if (selfClosing) body = body.slice(0, -1);
    const m = NAME_END.exec(body);
    const qname = m === null ? body : body.slice(0, m.index);
    nameOf(qname);
    let attrs: XmlNode | null = null;
    const simple = m !== null && keepAttrs.size > 0 ? plainAttrs(body, m.index, keepAttrs) : null;
    if (simple !== undefined) attrs = simple;
    else if (m !== null) {
      for (const a of body.slice(m.index).matchAll(ATTR)) {
        const an = localName(a[1]);
        if (keepAttrs.has(an)) {
          attrs ??= {};
          attrs[`@_${an}`] = decodeEntities(a[2] ?? a[3] ?? '');
        }
      }
    }
    open(qname, attrs, selfClosing);
    i = end + 1;
  }
  if (stack.length > 1) fail(`el archivo termina antes de cerrar <${top.name}>`);
  if (Object.keys(rootNode).length === 0) fail('no tiene ningún elemento');
  return rootNode;
};

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * The kept attributes of a tag written plainly (name="value" pairs separated by spaces), read
 * without a regular expression; undefined when the tag is anything else, for ATTR to read.
 */
const plainAttrs = (body: string, from: number, keep: ReadonlySet<string>): XmlNode | null | undefined => {
  let attrs: XmlNode | null = null;
  let p = from;
  const n = body.length;
  while (p < n) {
    while (p < n && isSpace(body.charCodeAt(p))) p++;
    if (p === n) break;
    const start = p;
    p = nameEnd(body, p);
    if (p === start || body.charCodeAt(p) !== 61 /* = */) return undefined;
    const quote = body.charCodeAt(p + 1);
    if (quote !== 34 && quote !== 39) return undefined;
    const close = body.indexOf(quote === 34 ? '"' : "'", p + 2);
    if (close === -1) return undefined;
    const an = localName(body.slice(start, p));
    if (keep.has(an)) {
      attrs ??= {};
      attrs[`@_${an}`] = decodeEntities(body.slice(p + 2, close));
    }
    p = close + 1;
  }
  return attrs;
};

/** Attaches a closed element to its parent, in fast-xml-parser's "always an array" shape. */
const attach = (parent: Open, el: Open, onClose?: OnClose): void => {
  let value: XmlValue;
  if (el.node !== null) {
    value = el.node;
    if (el.attrs !== null) Object.assign(value, el.attrs);
  } else {
    const t = decodeEntities(el.text.trim());
    // attrs is this element's own object (read from its tag): it can take the text itself.
    if (el.attrs === null) value = t;
    else {
      el.attrs['#text'] = t;
      value = el.attrs;
    }
  }
  // open() gave the parent its node when this child opened.
  const node = parent.node ?? {};
  parent.node = node;
  if (onClose?.(el.name, value, node)) return;
  const list = node[el.name];
  if (Array.isArray(list)) list.push(value);
  else node[el.name] = [value];
};
