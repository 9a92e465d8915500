// Bulk selection: ids picked row by row, or "every record matching the filters" (spec §5: then the
// filters are sent instead of ids). Changing the filters clears it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListSelection } from '../../../components/list/list-view';
import type { InvoiceListItem } from '../api/types';
import { TABLE_MSG } from '../utils/messages';

export type Selection = {
  ids: ReadonlySet<number>;
  allMatching: boolean;
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  setPage: (ids: number[], checked: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
};

export function useSelection(resetKey: string): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger (the filters changed)
  useEffect(() => {
    setIds(new Set());
    setAllMatching(false);
  }, [resetKey]);

  const toggle = useCallback((id: number) => {
    setAllMatching(false);
    setIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const setPage = useCallback((pageIds: number[], checked: boolean) => {
    setAllMatching(false);
    setIds((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);

  return useMemo(
    () => ({
      ids,
      allMatching,
      isSelected: (id: number) => allMatching || ids.has(id),
      toggle,
      setPage,
      selectAllMatching,
      clear,
    }),
    [ids, allMatching, toggle, setPage, selectAllMatching, clear],
  );
}

/** The selection as the list kit's rows and cards ask for it (every row is chosen when all match). */
export const listSelection = (s: Selection): ListSelection<InvoiceListItem> => ({
  isSelected: (inv) => s.isSelected(inv.id),
  toggle: (inv) => s.toggle(inv.id),
  setPage: (rows, checked) =>
    s.setPage(
      rows.map((inv) => inv.id),
      checked,
    ),
  pageLabel: TABLE_MSG.selectPage,
  pageShortLabel: TABLE_MSG.selectPageShort,
  rowLabel: (inv) => `Seleccionar folio ${inv.folio}`,
});
