import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  INVOICE_AREAS,
  SII_INVOICE_PATH,
  countTotal,
  operationType,
  periodParam,
  positiveInt,
} from './common';
import { INVOICE_MAX_LAST_PERIODS } from './list';

// Purchases and sales summary (platform §3), averages and the dashboard calls. Totals are Σ of
// signed totals in integer pesos: credit notes subtract.

export const INVOICE_SUMMARY_MONTHS = 12;

export const monthTotals = z.object({
  period: z.string().regex(/^\d{6}$/),
  total_purchases: z.number(),
  total_sales: z.number(),
});
export type MonthTotals = z.infer<typeof monthTotals>;
/** GET …/sii_invoice/purchases_and_sales_summary: the last 12 months, oldest first, empty months as 0. */
export const purchasesAndSalesSummaryResponse = z.object({
  data: z.object({ last_updated: z.string().nullable(), total_last_months: z.array(monthTotals) }),
});
export type PurchasesAndSalesSummaryResponse = z.infer<typeof purchasesAndSalesSummaryResponse>;

/** GET …/sii_invoice/averages: monthly averages over the last 12 months (the current one included). */
export const invoiceAveragesResponse = z.object({
  data: z.object({
    months: z.number(),
    from_period: z.string(),
    to_period: z.string(),
    average_sales: z.number(),
    average_purchases: z.number(),
    average_sales_count: z.number(),
    average_purchases_count: z.number(),
  }),
});
export type InvoiceAveragesResponse = z.infer<typeof invoiceAveragesResponse>;

/** ?period=YYYYMM (default: the current month in Chile). */
export const monthlySummaryQuery = z.object({ period: periodParam.optional() });
/** GET …/dashboard/monthly_summary. IVA of rejected purchases is not credit. */
export const monthlySummaryResponse = z.object({
  period: z.string(),
  sales: countTotal,
  purchases: countTotal,
  iva_debit: z.number(),
  iva_credit: z.number(),
  /** iva_debit − iva_credit: positive is VAT to pay. */
  iva_balance: z.number(),
  /**
   * Documents of the period outside sales/purchases and IVA: guías de despacho and
   * purchases the RCV has as RECLAMADO or NO_INCLUIR; their number and Σ signed totals.
   */
  sales_excluded: countTotal,
  purchases_excluded: countTotal,
});
export type MonthlySummaryResponse = z.infer<typeof monthlySummaryResponse>;

/** Same period choice as the lists: one period, or the last N (default 12). */
export const dashboardPeriodsQuery = z.object({
  period: periodParam.optional(),
  last_periods: positiveInt(INVOICE_MAX_LAST_PERIODS).optional(),
});
const payStates = z.object({
  /**
   * Still owed (total less its credit notes; not boletas, guides, claimed or rejected documents,
   * nor those issued before "gestión de cobranza desde") and due before today (Chile).
   */
  expired: countTotal,
  /** Still owed, due today or later. */
  to_be_due: countTotal,
  payed: countTotal,
});
/** GET …/dashboard/expired_payed_document. */
export const expiredPayedResponse = z.object({ data: z.object({ sales: payStates, purchases: payStates }) });
export type ExpiredPayedResponse = z.infer<typeof expiredPayedResponse>;

export const rankingQuery = z.object({
  operationType: operationType.default('VENTA'),
  limit: positiveInt(50).default(5),
});
export const rankingEntry = z.object({
  rut: z.string(),
  name: z.string(),
  total: z.number(),
  count: z.number(),
});
export type RankingEntry = z.infer<typeof rankingEntry>;
/** GET …/dashboard/ranking_document: top clients (VENTA) or providers (COMPRA), last 12 months. */
export const rankingResponse = z.object({ data: z.array(rankingEntry) });
export type RankingResponse = z.infer<typeof rankingResponse>;

/** One month of the chart's four series (platform §9): this year's and last year's columns/lines. */
export const chartMonth = z.object({
  month: z.number(),
  purchases_current: z.number(),
  sales_current: z.number(),
  purchases_previous: z.number(),
  sales_previous: z.number(),
});
/** GET …/dashboard/chart: 12 months (January first) of this year and the previous one. */
export const invoiceChartResponse = z.object({
  data: z.object({ year: z.number(), previous_year: z.number(), months: z.array(chartMonth) }),
});
export type InvoiceChartResponse = z.infer<typeof invoiceChartResponse>;

const business = { access: 'business', area: INVOICE_AREAS.summary } as const;

/** The purchases and sales summary, averages and the dashboard widgets' calls. */
export const invoiceSummaryEndpoints = {
  summary: endpoint({
    ...business,
    method: 'GET',
    path: `${SII_INVOICE_PATH}/purchases_and_sales_summary`,
    summary: 'Compras y ventas de los últimos 12 meses (el más antiguo primero, meses vacíos en 0)',
    response: purchasesAndSalesSummaryResponse,
  }),
  averages: endpoint({
    ...business,
    method: 'GET',
    path: `${SII_INVOICE_PATH}/averages`,
    summary: 'Promedios mensuales de ventas y compras, últimos 12 meses',
    response: invoiceAveragesResponse,
  }),
  monthlySummary: endpoint({
    ...business,
    method: 'GET',
    path: `${SII_INVOICE_PATH}/dashboard/monthly_summary`,
    summary: 'Ventas, compras e IVA (débito, crédito y saldo) de un mes',
    query: monthlySummaryQuery,
    response: monthlySummaryResponse,
  }),
  expiredPayed: endpoint({
    ...business,
    method: 'GET',
    path: `${SII_INVOICE_PATH}/dashboard/expired_payed_document`,
    summary: 'Ventas y compras vencidas, por vencer y pagadas (cantidad y monto)',
    query: dashboardPeriodsQuery,
    response: expiredPayedResponse,
  }),
  ranking: endpoint({
    ...business,
    method: 'GET',
    path: `${SII_INVOICE_PATH}/dashboard/ranking_document`,
    summary: 'Principales clientes (VENTA) o proveedores (COMPRA) de los últimos 12 meses',
    query: rankingQuery,
    response: rankingResponse,
  }),
  chart: endpoint({
    ...business,
    method: 'GET',
    path: `${SII_INVOICE_PATH}/dashboard/chart`,
    summary: 'Cuatro series por mes: compras y ventas de este año y del anterior',
    response: invoiceChartResponse,
  }),
};
