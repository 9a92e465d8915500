import { z } from 'zod';

// The spec's list filters travel as `search_by` (bm_movements, entries, expenses). The browser sends
// them the way its Rails-shaped API reads them, `search_by[bm_account_id]=3`; a JSON object in one
// `search_by` parameter is read too. Keys that are not filters are refused by the inner schema.

const BRACKET = /^search_by\[([A-Za-z_][A-Za-z0-9_]*)\]$/;

function gatherSearchBy(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const out: Record<string, unknown> = {};
  const searchBy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const m = BRACKET.exec(key);
    if (m) searchBy[m[1]!] = value;
    else if (key === 'search_by' && typeof value === 'string') {
      try {
        Object.assign(searchBy, JSON.parse(value));
      } catch {
        out.search_by = value;
      }
    } else if (key === 'search_by' && value && typeof value === 'object') Object.assign(searchBy, value);
    else out[key] = value;
  }
  if (Object.keys(searchBy).length > 0 && out.search_by === undefined) out.search_by = searchBy;
  return out;
}

/** A query object with a `search_by` filter object, read from bracketed keys or JSON. */
export function withSearchBy<S extends z.ZodObject>(schema: S) {
  return z.preprocess(gatherSearchBy, schema);
}
