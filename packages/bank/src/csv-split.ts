/**
 * Splits CSV text into records (RFC 4180): fields may be quoted, a quoted field may hold the
 * delimiter, doubled quotes and line breaks; records end at LF or CRLF. A quote inside an
 * unquoted field is kept as text (Excel writes such files). Returns null when the text ends inside
 * a quoted field (a cut or broken file), so the caller can say so.
 */
export const splitCsv = (text: string, delimiter: string): string[][] | null => {
  // Fast path: no quotes at all, lines and delimiters are all there is.
  if (text.indexOf('"') === -1) {
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l).split(delimiter));
  }
  const records: string[][] = [];
  let record: string[] = [];
  const n = text.length;
  const d = delimiter.charCodeAt(0);
  let i = 0;
  while (i <= n) {
    if (i === n) {
      // Text ended after a delimiter or mid-record.
      if (record.length > 0) {
        record.push('');
        records.push(record);
      }
      break;
    }
    if (text.charCodeAt(i) === 34 /* " */) {
      // Quoted field: up to the closing quote, "" standing for one quote.
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) return null;
        value += text.slice(j, q);
        if (text.charCodeAt(q + 1) === 34) {
          value += '"';
          j = q + 2;
          continue;
        }
        j = q + 1;
        break;
      }
      // Anything between the closing quote and the delimiter is kept (lenient, like Excel).
      let end = j;
      while (end < n && text.charCodeAt(end) !== d && text.charCodeAt(end) !== 10) end++;
      value += text.slice(j, end).replace(/\r$/, '');
      record.push(value);
      i = end;
    } else {
      let end = i;
      while (end < n && text.charCodeAt(end) !== d && text.charCodeAt(end) !== 10) end++;
      const raw = text.slice(i, end);
      record.push(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
      i = end;
    }
    if (i >= n) {
      records.push(record);
      break;
    }
    if (text.charCodeAt(i) === 10) {
      records.push(record);
      record = [];
    }
    i++;
  }
  return records;
};
