// A list screen's state (filters, sort, page) lives in the URL, so reload, back and a shared link keep
// it. Its fields are the endpoint's own zod query fields from @portal/contracts: reading parses each
// URL parameter with its field (an invalid value falls back to the field's default, alone), writing
// leaves defaults out so a fresh list has a clean address. Where a screen's URL names or spellings
// differ from the contract's (bookmarked Spanish addresses), `params` and `codecs` say so in one place.
import type { z } from 'zod';

/** How one value is spelled in the URL when the contract reads it another way ('si' for true). */
export type UrlCodec<T = unknown> = { read: (text: string) => unknown; write: (value: T) => string };

type Shape = Record<string, z.ZodType>;
export type ListUrlValue<S extends Shape> = { [K in keyof S]: z.output<S[K]> };
type Key<S extends Shape> = keyof S & string;

export type ListUrlOptions<S extends Shape> = {
  /** URL parameter names that differ from the contract's field names. */
  params?: { [K in Key<S>]?: string };
  /** URL spellings that differ from what the contract's field reads. */
  codecs?: { [K in Key<S>]?: UrlCodec<NonNullable<z.output<S[K]>>> };
  /** The page field: back to its default whenever anything else changes. */
  page?: Key<S>;
  /** The free-text field typed in a search box (debounced, and replacing the history entry). */
  search?: Key<S>;
  /** The sort fields: a column's key and its direction. */
  sort?: { field: Key<S>; order: Key<S> };
  /** Fields written even at their default (a section the address always names). */
  always?: readonly Key<S>[];
};

export type ListUrl<S extends Shape> = Readonly<{
  shape: S;
  keys: readonly Key<S>[];
  options: ListUrlOptions<S>;
  defaults: ListUrlValue<S>;
}>;

/**
 * The URL state of one list. Every field must be optional or have a default in the contract (a URL
 * may always omit it); `shape` is usually `query.shape`, or a pick of it and of its `search_by`.
 */
export function defineListUrl<S extends Shape>(shape: S, options: ListUrlOptions<S> = {}): ListUrl<S> {
  const keys = Object.keys(shape) as Key<S>[];
  const defaults = {} as Record<string, unknown>;
  for (const key of keys) {
    const parsed = shape[key]!.safeParse(undefined);
    defaults[key] = parsed.success ? parsed.data : undefined;
  }
  return { shape, keys, options, defaults: defaults as ListUrlValue<S> };
}

export function paramOf<S extends Shape>(def: ListUrl<S>, key: Key<S>): string {
  return def.options.params?.[key] ?? key;
}

/** The typed state of the URL: each parameter through its field, an invalid one as its default. */
export function readListUrl<S extends Shape>(def: ListUrl<S>, params: URLSearchParams): ListUrlValue<S> {
  const out = { ...def.defaults } as Record<string, unknown>;
  for (const key of def.keys) {
    const raw = params.get(paramOf(def, key));
    if (raw === null || raw === '') continue;
    const codec = def.options.codecs?.[key];
    const parsed = def.shape[key]!.safeParse(codec ? codec.read(raw) : raw);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as ListUrlValue<S>;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const empty = (v: unknown) => v === undefined || v === null || v === '';

function spell(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * The URL of a state: its own parameters (defaults left out) and, after them, every other parameter
 * of `base` untouched (an open drawer's id, a deep link's keys).
 */
export function writeListUrl<S extends Shape>(
  def: ListUrl<S>,
  value: Partial<ListUrlValue<S>>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams();
  const always = new Set<string>(def.options.always ?? []);
  for (const key of def.keys) {
    const v = value[key];
    if (empty(v) || (same(v, def.defaults[key]) && !always.has(key))) continue;
    const codec = def.options.codecs?.[key] as UrlCodec | undefined;
    out.set(paramOf(def, key), codec ? codec.write(v) : spell(v));
  }
  const own = new Set(def.keys.map((k) => paramOf(def, k)));
  for (const [k, v] of base) if (!own.has(k)) out.append(k, v);
  return out;
}

/** The fields that differ from their defaults, page and sort aside (decides the empty state's text). */
export function changedFilters<S extends Shape>(def: ListUrl<S>, value: ListUrlValue<S>): Key<S>[] {
  const { page, sort } = def.options;
  return def.keys.filter(
    (k) =>
      k !== page &&
      k !== sort?.field &&
      k !== sort?.order &&
      !empty(value[k]) &&
      !same(value[k], def.defaults[k]),
  );
}

export type SortOrder = 'asc' | 'desc';

/** Choosing a sort column: a new column starts descending, the same column flips. */
export function nextSort<F>(
  current: { field: F; order: SortOrder },
  field: F,
): { field: F; order: SortOrder } {
  if (current.field !== field) return { field, order: 'desc' };
  return { field, order: current.order === 'desc' ? 'asc' : 'desc' };
}

/** A boolean the URL spells 'si' / 'no' (the contract reads true / false). */
export const YES_NO: UrlCodec<boolean> = {
  read: (text) => (text === 'si' ? true : text === 'no' ? false : null),
  write: (value) => (value ? 'si' : 'no'),
};
