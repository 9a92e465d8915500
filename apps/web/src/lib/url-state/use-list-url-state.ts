// The hook of a list screen's URL state (see list-url.ts): the typed value, one way to change it, and
// the search box, whose text is written to the URL only once the user pauses typing.
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  type ListUrl,
  type ListUrlValue,
  nextSort,
  readListUrl,
  type SortOrder,
  writeListUrl,
} from './list-url';
import { useUrlParamsWriter } from './use-url-params-writer';

/** How long the search box waits after the last key before it filters. */
export const SEARCH_DEBOUNCE_MS = 350;

type Shape = Record<string, z.ZodType>;

export type ListUrlState<S extends Shape> = {
  value: ListUrlValue<S>;
  /**
   * Changes part of the state; anything but the page sends the list back to page 1. A choice is a
   * history entry (back returns to the previous filters); `replace` overwrites the current one.
   */
  set: (patch: Partial<ListUrlValue<S>>, opts?: { replace?: boolean }) => void;
  /** Every field back to its default (other URL parameters stay) and the search box emptied. */
  reset: (patch?: Partial<ListUrlValue<S>>) => void;
  /** The search box's props: its text follows the URL, and a pause in typing writes it there. */
  search: { value: string; onChange: (text: string) => void };
  /** A column header's choice of sort (a new column descending, the same one flipped). */
  sortBy: (field: string) => void;
  /** The raw URL parameters, for the screen's own keys (an open drawer). */
  params: URLSearchParams;
};

export function useListUrlState<S extends Shape>(
  def: ListUrl<S>,
  { debounceMs = SEARCH_DEBOUNCE_MS }: { debounceMs?: number } = {},
): ListUrlState<S> {
  const { params, update } = useUrlParamsWriter();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the state
  const value = useMemo(() => readListUrl(def, params), [key, def]);

  const { page, search: searchKey, sort } = def.options;
  const set = useCallback(
    (patch: Partial<ListUrlValue<S>>, opts: { replace?: boolean } = {}) => {
      update(
        (current) => {
          const next = { ...readListUrl(def, current), ...patch } as Record<string, unknown>;
          if (page && !(page in patch)) next[page] = def.defaults[page];
          return writeListUrl(def, next as Partial<ListUrlValue<S>>, current);
        },
        { replace: opts.replace ?? false },
      );
    },
    [update, def, page],
  );

  const urlText = searchKey ? String(value[searchKey] ?? '') : '';
  const [typed, setTyped] = useState(urlText);
  const [debounced] = useDebouncedValue(typed, debounceMs);
  // What this box last wrote: the URL echoing it back must not overwrite newer keystrokes.
  const written = useRef(urlText);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text writes
  useEffect(() => {
    if (!searchKey || debounced.trim() === urlText.trim()) return;
    written.current = debounced.trim();
    set({ [searchKey]: debounced.trim() || undefined } as Partial<ListUrlValue<S>>, { replace: true });
  }, [debounced]);
  // The URL changed by other means (back, a cleared filter): the box shows it.
  useEffect(() => {
    if (urlText !== written.current) {
      written.current = urlText;
      setTyped(urlText);
    }
  }, [urlText]);

  const reset = useCallback(
    (patch: Partial<ListUrlValue<S>> = {}) => {
      written.current = '';
      setTyped('');
      set({ ...def.defaults, ...patch });
    },
    [set, def],
  );

  const sortBy = useCallback(
    (field: string) => {
      if (!sort) return;
      const current = { field: value[sort.field] as string, order: value[sort.order] as SortOrder };
      const next = nextSort(current, field);
      set({ [sort.field]: next.field, [sort.order]: next.order } as Partial<ListUrlValue<S>>);
    },
    [set, sort, value],
  );

  return { value, set, reset, search: { value: typed, onChange: setTyped }, sortBy, params };
}
