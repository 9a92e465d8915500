// The URL of the documents behind one cash-flow figure: the contract's bucket, side and page, plus
// the flow's grouping (the way back) under the names the flow's links write.
import { cashFlowDocumentsQuery, cashFlowQuery } from '@portal/contracts';
import { z } from 'zod';
import { defineListUrl } from '../../../lib/url-state/list-url';

const q = cashFlowDocumentsQuery.shape;

export const CASH_FLOW_DOCUMENTS_URL = defineListUrl(
  {
    bucket_start: q.bucket_start,
    bucket_end: q.bucket_end.optional(),
    operationType: q.operationType.default('VENTA'),
    group_by: cashFlowQuery.shape.group_by,
    overdue: z.enum(['true']).optional(),
    page: q.page,
  },
  { page: 'page', always: ['operationType'] },
);
