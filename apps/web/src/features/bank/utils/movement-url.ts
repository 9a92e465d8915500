// The movements list's URL: the contract's page and search_by fields under the short Spanish names
// bookmarked addresses use (?cuenta=&tipo=&estado=&dias=&clase=&buscar=&pagina=), in that order.
import { bmMovementListQuery, type MovementSearchBy, movementSearchBy } from '@portal/contracts';
import { defineListUrl, type ListUrlValue } from '../../../lib/url-state/list-url';

export const DAYS_OPTIONS = [7, 30, 90, 365] as const;

const by = movementSearchBy.shape;
export const MOVEMENTS_URL = defineListUrl(
  {
    bm_account_id: by.bm_account_id,
    type_amount: by.type_amount,
    type_conciliated: by.type_conciliated,
    // Only the look-backs the screen offers.
    post_date_since: by.post_date_since.refine(
      (d) => d === undefined || (DAYS_OPTIONS as readonly number[]).includes(d),
    ),
    movement_type: by.movement_type,
    search: by.search,
    page: bmMovementListQuery.out.shape.page,
  },
  {
    params: {
      page: 'pagina',
      bm_account_id: 'cuenta',
      type_amount: 'tipo',
      type_conciliated: 'estado',
      post_date_since: 'dias',
      movement_type: 'clase',
      search: 'buscar',
    },
    page: 'page',
    search: 'search',
  },
);
export type MovementsUrl = ListUrlValue<typeof MOVEMENTS_URL.shape>;

/** The contract's search_by: only the filters that are set. */
export function searchBy({ page: _page, ...filters }: MovementsUrl): MovementSearchBy {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
}
