// The list state lives in the URL query, so reload, back and a shared link keep the filters.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, type OperationType, readListState, writeListState } from '../utils/list-params';

export function useListState(operationType: OperationType) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the state
  const state = useMemo(() => readListState(params, operationType), [key, operationType]);
  // Two changes in a row (before the router has applied the first) must build on each other.
  const pending = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL means the pending change landed
  useEffect(() => {
    pending.current = null;
  }, [key]);

  /**
   * Changes part of the state; any change but paging goes back to page 1. Each choice is a history
   * entry (back returns to the previous filters); typing in the search replaces the current one.
   */
  const update = useCallback(
    (patch: Partial<ListState>, opts: { replace?: boolean } = {}) => {
      setParams(
        (fromRouter) => {
          const current = pending.current ?? fromRouter;
          const prev = readListState(current, operationType);
          const next: ListState = { ...prev, ...patch };
          if (!('page' in patch)) next.page = 1;
          // Choosing a period clears last_periods, and choosing last periods clears the period (spec §4).
          if ('lastPeriods' in patch && !('period' in patch)) next.period = null;
          const out = writeListState(next, operationType);
          // Keep foreign keys (e.g. a deep link's parameters) untouched.
          for (const [k, v] of current) if (!isListKey(k) && !out.has(k)) out.set(k, v);
          pending.current = out;
          return out;
        },
        { replace: opts.replace ?? false },
      );
    },
    [setParams, operationType],
  );

  const reset = useCallback(() => {
    pending.current = new URLSearchParams();
    setParams(new URLSearchParams());
  }, [setParams]);

  return { state, update, reset };
}

const LIST_KEYS = new Set([
  'period',
  'last_periods',
  'page',
  'search',
  'sort_field',
  'sort_order',
  'payed',
  'expired',
  'classified',
  'awaiting_acknowledgment',
  'document_type',
  'page_size',
  'collection_state',
]);

function isListKey(key: string): boolean {
  return LIST_KEYS.has(key);
}
