// fast-check arbitraries read from the routes' own zod schemas (zod 4 definitions), and hostile
// values from outside any schema. A valid value is checked with the schema itself: where the
// structure cannot say (a refine, a transform), candidates that look like real input are tried,
// and a schema for which nothing valid can be found fails loudly instead of being skipped.
import { sampleEmployee } from '../../features/employees/sample-employees';
import { addPeriods, periodOf, todayInChile } from '@portal/domain';
import fc from 'fast-check';

type Def = { type: string } & Record<string, unknown>;
type CheckDef = { check: string; format?: string; pattern?: RegExp; value?: unknown; inclusive?: boolean };
export type Schema = { _zod: { def: Def }; safeParse(v: unknown): { success: boolean } };

export const defOf = (s: unknown): Def => (s as Schema)._zod.def;
const checksOf = (s: unknown): CheckDef[] =>
  ((defOf(s).checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);
export const isSchema = (s: unknown): s is Schema =>
  typeof s === 'object' && s !== null && '_zod' in s && typeof (s as Schema).safeParse === 'function';

const TODAY = todayInChile();
const PERIOD = periodOf(TODAY)!;

/** Real-looking input for rules the structure does not tell (dates, periods, ids, booleans…). */
export const CANDIDATES: readonly unknown[] = [
  TODAY,
  '2026-01-15',
  '2030-12-31',
  String(PERIOD),
  String(addPeriods(PERIOD, -1)),
  PERIOD,
  'VENTA',
  'COMPRA',
  'true',
  'false',
  true,
  false,
  1,
  5,
  '1',
  '12',
  'contacto@empresa.cl',
  'Texto de prueba',
  '76354771-K',
  // A second valid RUT: a create of a client or provider names one not yet taken.
  '77100999-9',
  null,
];

/**
 * Whole valid values for schemas whose cross-field rules random objects almost never meet, tried
 * only when no sampled value is valid (so they change no other schema's samples).
 */
const BASE_CANDIDATES: readonly unknown[] = [
  // A sales report of a month without movements.
  {
    accounting_year: Math.floor(addPeriods(PERIOD, -1) / 100),
    accounting_month: addPeriods(PERIOD, -1) % 100,
    without_movements: true,
  },
  // An operator's indicator value: a monthly series is dated its first day, in its own range.
  { indicator: 'UTM', date: '2026-12-01', value: 72_500, source: 'sii.cl/valores_y_fechas/utm/utm2026.htm' },
  // An ISO 4217 currency code (a bank account's currency).
  'USD',
  // A commune of the domain's list (a worker's address), a bank code of the domain's list and an
  // account number (a worker's payment account): fallbacks only, so other routes draw as before.
  'Providencia',
  '012',
  '12345678',
  // A worker the form accepts, and its edit (every field but the RUT): the checks between fields.
  sampleEmployee({ rut: '17333444-3' }),
  (({ rut: _rut, ...edit }) => edit)(sampleEmployee()),
];

/** Where a value travels: query strings and path parameters carry text only. */
export type Place = 'body' | 'querystring' | 'params';

/** What a value becomes on the wire and back: JSON for bodies, text for query and path. */
export function onTheWire(v: unknown, place: Place): unknown {
  if (v === undefined) return undefined;
  if (place === 'body') return JSON.parse(JSON.stringify(v) ?? 'null');
  const text = (x: unknown) => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x));
  return Array.isArray(v) ? v.map(text) : text(v);
}

const stringArb = (s: unknown): fc.Arbitrary<string> => {
  const d = defOf(s);
  let min = 0;
  let max = 40;
  let pattern: RegExp | undefined;
  for (const c of checksOf(s)) {
    if (c.check === 'min_length') min = Number(c.value ?? (c as { minimum?: number }).minimum ?? 0);
    if (c.check === 'max_length') max = Math.min(max, Number(c.value ?? (c as { maximum?: number }).maximum));
    if (c.check === 'length_equals') min = max = Number(c.value ?? (c as { length?: number }).length);
    if (c.check === 'string_format' && c.pattern) pattern = c.pattern;
  }
  if (d.format === 'email') return fc.emailAddress().filter((e) => e.length <= Math.max(max, 6));
  if (pattern) return fc.stringMatching(pattern).filter((x) => x.length <= Math.max(max, 1));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.string({ unit: 'binary', minLength: min, maxLength: max }),
  );
};

const numberArb = (s: unknown): fc.Arbitrary<number> => {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const c of checksOf(s)) {
    const lim = c as CheckDef & { value?: number | bigint };
    if (c.check === 'greater_than') min = Number(lim.value) + (lim.inclusive ? 0 : integer ? 1 : 1e-9);
    if (c.check === 'less_than') max = Number(lim.value) - (lim.inclusive ? 0 : integer ? 1 : 1e-9);
    if (c.check === 'number_format' && /int/.test(String(c.format))) integer = true;
  }
  if (integer || Number.isInteger(min)) {
    const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 50) }), fc.integer({ min: lo, max: hi }));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** Keys that may be left out of an object. */
export const isOptional = (s: unknown): boolean =>
  ['optional', 'default', 'prefault'].includes(defOf(s).type);

/** The object behind wrappers (optional, nullable, default, pipe…), or null. */
export function objectShape(s: unknown): Record<string, unknown> | null {
  const d = defOf(s);
  if (d.type === 'object') return d.shape as Record<string, unknown>;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(d.type))
    return objectShape(d.innerType);
  if (d.type === 'pipe') return objectShape(d.in) ?? objectShape(d.out);
  return null;
}

function structural(s: unknown, opts: { full: boolean; depth: number }): fc.Arbitrary<unknown> {
  const d = defOf(s);
  const inner = (x: unknown) => validArbitrary(x, { ...opts, depth: opts.depth + 1 });
  switch (d.type) {
    case 'object': {
      const shape = d.shape as Record<string, unknown>;
      const model = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)]));
      const required = Object.keys(shape).filter((k) => opts.full || !isOptional(shape[k]));
      return fc.record(model, { requiredKeys: required });
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(d.innerType);
    case 'nullable':
      return fc.oneof(
        { weight: 4, arbitrary: inner(d.innerType) },
        { weight: 1, arbitrary: fc.constant(null) },
      );
    case 'pipe':
      return defOf(d.in).type === 'transform' ? inner(d.out) : inner(d.in);
    case 'string':
      return stringArb(s);
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map(inner));
    case 'array': {
      let max = 4;
      let min = 0;
      for (const c of checksOf(s)) {
        if (c.check === 'max_length')
          max = Math.min(max, Number(c.value ?? (c as { maximum?: number }).maximum));
        if (c.check === 'min_length') min = Number(c.value ?? (c as { minimum?: number }).minimum);
      }
      return fc.array(inner(d.element), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(d.valueType), { maxKeys: 3 });
    case 'lazy':
      return opts.depth > 6 ? fc.constant(null) : inner((d.getter as () => unknown)());
    default:
      // unknown, any, transform, custom and the rest: JSON values and the candidates.
      return fc.oneof(fc.constantFrom(...CANDIDATES), fc.jsonValue({ maxDepth: 2 }));
  }
}

const cache = new WeakMap<object, { full: fc.Arbitrary<unknown>; some: fc.Arbitrary<unknown> }>();

/**
 * Values the schema accepts. `full` puts every optional key in objects (the base for mutations).
 * Throws when no valid value can be found: add a candidate above for the new kind of rule.
 */
export function validArbitrary(
  s: unknown,
  opts: { full?: boolean; depth?: number } = {},
): fc.Arbitrary<unknown> {
  const full = opts.full ?? false;
  const hit = cache.get(s as object);
  if (hit) return full ? hit.full : hit.some;
  const build = (f: boolean) => {
    const schema = s as Schema;
    const arb = fc.oneof(
      { weight: 6, arbitrary: structural(s, { full: f, depth: opts.depth ?? 0 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...CANDIDATES),
      },
    );
    const ok = (v: unknown) => schema.safeParse(v).success;
    const fallback = fc.sample(arb, { numRuns: 400, seed: 42 }).find(ok) ?? BASE_CANDIDATES.find(ok);
    if (fallback === undefined && !ok(undefined)) {
      throw new Error(`No valid value found for a schema of type ${defOf(s).type}: add a candidate`);
    }
    return arb.map((v) => (ok(v) ? v : fallback));
  };
  const entry = { full: build(true), some: build(false) };
  cache.set(s as object, entry);
  return full ? entry.full : entry.some;
}

/** Every leaf of an object schema (nested objects walked), as paths like ['business', 'email']. */
export function leafPaths(s: unknown, prefix: string[] = []): { path: string[]; schema: unknown }[] {
  const shape = objectShape(s);
  if (!shape) return prefix.length ? [{ path: prefix, schema: s }] : [];
  const out: { path: string[]; schema: unknown }[] = [];
  for (const [k, v] of Object.entries(shape)) {
    const nested = objectShape(v);
    out.push({ path: [...prefix, k], schema: v });
    if (nested) out.push(...leafPaths(v, [...prefix, k]).filter((p) => p.path.length > prefix.length + 1));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// From outside the schema.

const nested = (depth: number, leaf: unknown, kind: 'array' | 'object'): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
};

/** Texts an attacker or a broken client sends. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '-9223372036854775809',
  '9223372036854775808',
  '99999999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '١٢٣',
  "' OR '1'='1",
  '1; DROP TABLE invoices; --',
  "1' UNION SELECT password_hash FROM users --",
  "'; SELECT pg_sleep(10); --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  '\u202eFDP.exe',
  '\ud800',
  '🧾💥👩🏽‍💻',
  'Ñandú Ñuñoa ÁÉÍÓÚ ü',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, as text on purpose
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  '2026-02-30',
  '31/12/2026',
  '999913',
  '000000',
  'x'.repeat(5_000),
  '9'.repeat(400),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      -1,
      0.5,
      -(2 ** 31),
      2 ** 53 + 2,
      -(2 ** 63),
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** Wrong types, huge and odd texts, extreme numbers, nesting (also past the depth limit), prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      nested(20, 1, 'array'),
      nested(40, 1, 'array'),
      nested(40, 'x', 'object'),
      JSON.parse('{"__proto__": {"admin": true, "polluted": 1}}'),
      { constructor: { prototype: { polluted: 1 } } },
      Array.from({ length: 2_000 }, (_, i) => i),
      {},
      [],
    ),
  },
);

/** Keys nobody asked for. */
export const extraKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'business_id',
  'id',
  'role',
  'admin',
  'zzz',
);
