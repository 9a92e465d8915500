// The URLs of the area's two paged lists (the sales report history, the uploaded F29s): only the
// contract's page, under the bookmarked ?pagina=.
import { monthlyAccountingListQuery, vatDocumentListQuery } from '@portal/contracts';
import { defineListUrl } from '../../../lib/url-state/list-url';

export const REPORTS_URL = defineListUrl(
  { page: monthlyAccountingListQuery.shape.page },
  { params: { page: 'pagina' }, page: 'page' },
);

export const F29_DOCUMENTS_URL = defineListUrl(
  { page: vatDocumentListQuery.shape.page },
  { params: { page: 'pagina' }, page: 'page' },
);
