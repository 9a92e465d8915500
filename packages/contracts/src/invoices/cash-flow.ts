import { z } from 'zod';
import { endpoint } from '../endpoint';
import { INVOICE_AREAS, calendarDate, operationType } from './common';
import { invoiceListQuery, invoiceListResponse } from './list';

// GET /api/v1/client/cash_flow: expected inflows (unpaid sales) and outflows (unpaid purchases,
// rejected ones left out) by internal due date, the overdue amounts first as their own bucket.

export const CASH_FLOW_MAX_DAYS = 731;
export const cashFlowQuery = z.object({
  group_by: z.enum(['week', 'month']).default('week'),
  /** First day of the first bucket (default today; an earlier day counts from today: the past is overdue). */
  from: calendarDate.optional(),
  /** Last day covered (default: 12 weeks, or the end of the 6th month). */
  to: calendarDate.optional(),
});
export type CashFlowQuery = z.input<typeof cashFlowQuery>;

export const cashFlowBucket = z.object({
  /** 'overdue' or the bucket's first day. */
  key: z.string(),
  overdue: z.boolean(),
  /** null for the overdue bucket (it has no start). */
  start: z.string().nullable(),
  end: z.string(),
  label: z.string(),
  inflows: z.number(),
  outflows: z.number(),
  net: z.number(),
  inflow_count: z.number(),
  outflow_count: z.number(),
});
export type CashFlowBucket = z.infer<typeof cashFlowBucket>;
export const cashFlowResponse = z.object({
  group_by: z.enum(['week', 'month']),
  /** Today in Chile: what "overdue" is measured against. */
  as_of: z.string(),
  /** The tax periods (YYYYMM) whose documents it counts: the same window as the dashboard and to-do. */
  period_from: z.number(),
  period_to: z.number(),
  from: z.string(),
  to: z.string(),
  buckets: z.array(cashFlowBucket),
  totals: z.object({ inflows: z.number(), outflows: z.number(), net: z.number() }),
});
export type CashFlowResponse = z.infer<typeof cashFlowResponse>;

/**
 * GET /api/v1/client/cash_flow/documents: the unpaid documents behind one figure, as a list page
 * (the invoice list response). bucket_start omitted = the overdue bucket (everything due up to bucket_end).
 */
export const cashFlowDocumentsQuery = invoiceListQuery
  .pick({ page: true, page_size: true, sort_field: true, sort_order: true })
  .extend({
    operationType,
    bucket_start: calendarDate.optional(),
    bucket_end: calendarDate,
  });
export type CashFlowDocumentsQuery = z.input<typeof cashFlowDocumentsQuery>;

/** The cash flow and the documents behind one of its figures. */
export const cashFlowEndpoints = {
  buckets: endpoint({
    method: 'GET',
    path: '/v1/client/cash_flow',
    access: 'business',
    area: INVOICE_AREAS.cashFlow,
    summary: 'Flujo de caja: cobros (ventas impagas) y pagos (compras impagas) por fecha de vencimiento',
    description:
      'Primero el tramo de lo vencido; luego semanas (lunes a domingo) o meses desde hoy hasta `to`.',
    query: cashFlowQuery,
    response: cashFlowResponse,
  }),
  documents: endpoint({
    method: 'GET',
    path: '/v1/client/cash_flow/documents',
    access: 'business',
    area: INVOICE_AREAS.cashFlow,
    summary: 'Los documentos impagos detrás de una cifra del flujo de caja',
    description: 'Sin bucket_start: el tramo de lo vencido (todo lo que vence hasta bucket_end).',
    query: cashFlowDocumentsQuery,
    response: invoiceListResponse,
  }),
};
