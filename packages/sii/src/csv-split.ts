/**
 * Splits one line of a ';'-separated file. The SII writes no quotes, so the fast path is a plain
 * split; a line that contains '"' is read with RFC 4180 quoting ("a;b" is one field, "" is a quote).
 * Quoted fields spanning several lines are not supported (the RCV never has them).
 */
export const splitSemicolonLine = (line: string): string[] => {
  if (line.indexOf('"') === -1) return line.split(';');
  const fields: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < line.length) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === ';') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
    i++;
  }
  fields.push(field);
  return fields;
};
