// PostgreSQL array literals ('{"a","b",NULL}') built in one pass. Both drivers send a string
// parameter as is, and `$1::text[]` parses it on the server; this is several times faster than
// the drivers' generic array serialisers for the tens of thousands of values of an import batch.

const ESCAPE = /["\\]/;
const ESCAPE_ALL = /["\\]/g;

/** text[] (also for date[], timestamptz[] and jsonb-as-text columns): every element quoted. */
export function textArray(values: readonly (string | null | undefined)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else parts[i] = `"${ESCAPE.test(v) ? v.replace(ESCAPE_ALL, '\\$&') : v}"`;
  }
  return `{${parts.join(',')}}`;
}

/** int[] / bigint[]: safe integers only (money is integer pesos). */
export function intArray(values: readonly (number | null | undefined)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (Number.isSafeInteger(v)) parts[i] = String(v);
    else throw new RangeError(`intArray: ${v} no es un entero`);
  }
  return `{${parts.join(',')}}`;
}

export function boolArray(values: readonly (boolean | null | undefined)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] = v === null || v === undefined ? 'NULL' : v ? 't' : 'f';
  }
  return `{${parts.join(',')}}`;
}
