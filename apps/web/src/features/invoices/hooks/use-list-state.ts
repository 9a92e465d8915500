// The list state lives in the URL query (the list kit), so reload, back and a shared link keep the
// filters; the components keep reading the camelCase ListState.
import { useCallback, useMemo } from 'react';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { INVOICES_URL, toListState, toUrlPatch } from '../utils/invoice-url';
import type { ListState, OperationType } from '../utils/list-params';

export function useListState(operationType: OperationType) {
  const url = useListUrlState(INVOICES_URL[operationType]);
  const state = useMemo(() => toListState(url.value), [url.value]);
  const { set, reset: resetUrl } = url;

  /**
   * Changes part of the state; any change but paging goes back to page 1. Each choice is a history
   * entry (back returns to the previous filters); `replace` overwrites the current one.
   */
  const update = useCallback(
    (patch: Partial<ListState>, opts: { replace?: boolean } = {}) => set(toUrlPatch(patch), opts),
    [set],
  );
  const reset = useCallback(() => resetUrl(), [resetUrl]);

  return { state, update, reset, search: url.search };
}
