import {
  dashboardPeriodsQuery,
  expiredPayedResponse,
  invoiceAveragesResponse,
  invoiceChartResponse,
  monthlySummaryQuery,
  monthlySummaryResponse,
  purchasesAndSalesSummaryResponse,
  rankingQuery,
  rankingResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { lastUpdated } from '../invoice-imports/invoice-imports.repository';
import {
  averages,
  chart,
  dashboardRange,
  expiredPayed,
  lastMonthsTotals,
  monthlySummary,
  rankingDocuments,
} from './invoice-dashboard.service';

const tags = ['invoices'];
const BASE = '/v1/client/sii_invoice';

export const invoiceDashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const access = { access: 'business' } as const;

    app.get(
      `${BASE}/purchases_and_sales_summary`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Compras y ventas de los últimos 12 meses (el más antiguo primero, meses vacíos en 0)',
          response: { 200: purchasesAndSalesSummaryResponse },
        },
      },
      async (request) => {
        const businessId = request.business!.id;
        const [updated, { months }] = await Promise.all([
          lastUpdated(db, businessId),
          lastMonthsTotals(db, businessId),
        ]);
        return {
          data: {
            last_updated: updated,
            total_last_months: months.map(({ period, total_purchases, total_sales }) => ({
              period,
              total_purchases,
              total_sales,
            })),
          },
        };
      },
    );

    app.get(
      `${BASE}/averages`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Promedios mensuales de ventas y compras, últimos 12 meses',
          response: { 200: invoiceAveragesResponse },
        },
      },
      async (request) => ({ data: await averages(db, request.business!.id) }),
    );

    app.get(
      `${BASE}/dashboard/monthly_summary`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Ventas, compras e IVA (débito, crédito y saldo) de un mes',
          querystring: monthlySummaryQuery,
          response: { 200: monthlySummaryResponse },
        },
      },
      async (request) => monthlySummary(db, request.business!.id, request.query.period),
    );

    app.get(
      `${BASE}/dashboard/expired_payed_document`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Ventas y compras vencidas, por vencer y pagadas (cantidad y monto)',
          querystring: dashboardPeriodsQuery,
          response: { 200: expiredPayedResponse },
        },
      },
      async (request) => ({
        data: await expiredPayed(db, request.business!.id, dashboardRange(request.query)),
      }),
    );

    app.get(
      `${BASE}/dashboard/ranking_document`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Principales clientes (VENTA) o proveedores (COMPRA) de los últimos 12 meses',
          querystring: rankingQuery,
          response: { 200: rankingResponse },
        },
      },
      async (request) => ({
        data: await rankingDocuments(
          db,
          request.business!.id,
          request.query.operationType,
          request.query.limit,
        ),
      }),
    );

    app.get(
      `${BASE}/dashboard/chart`,
      {
        config: access,
        schema: {
          tags,
          summary: 'Cuatro series por mes: compras y ventas de este año y del anterior',
          response: { 200: invoiceChartResponse },
        },
      },
      async (request) => ({ data: await chart(db, request.business!.id) }),
    );
  };
