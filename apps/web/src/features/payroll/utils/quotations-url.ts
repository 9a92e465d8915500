// The months list URL (?pagina=): the contract's list query page field.
import { quotationListQuery } from '@portal/contracts';
import { defineListUrl } from '../../../lib/url-state/list-url';

export const quotationsUrl = defineListUrl(
  { page: quotationListQuery.shape.page },
  { params: { page: 'pagina' }, page: 'page' },
);
