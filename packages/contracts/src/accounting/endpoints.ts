import { idParams } from '../common';
import { endpoint } from '../endpoint';
import {
  accountCodeParams,
  accountListResponse,
  accountResponse,
  createAccountBody,
  updateAccountBody,
} from './accounts';
import { messageResponse } from '../common';
import {
  balanceResponse,
  closingBody,
  closingResponse,
  incomeStatementResponse,
  ledgerQuery,
  ledgerResponse,
  reportRangeQuery,
  resultEvolutionResponse,
} from './reports';

// The chart of accounts (spec platform §7 "Accounts") and the books' reports. The spec shows the
// account paths; the report and closing paths are designed under /v1/client/accounting.

export const ACCOUNTING_AREA = 'accounting';
const ACCOUNTS = '/v1/client/accounts';
const BOOKS = '/v1/client/accounting';
const business = { access: 'business', area: ACCOUNTING_AREA } as const;

export const accountingEndpoints = {
  accounts: endpoint({
    ...business,
    method: 'GET',
    path: ACCOUNTS,
    summary: 'Plan de cuentas de la empresa (la empresa recibe el plan estándar la primera vez)',
    response: accountListResponse,
  }),
  internalAccounts: endpoint({
    ...business,
    method: 'GET',
    path: `${ACCOUNTS}/internal_accounts/list`,
    summary: 'Cuentas que usan los asientos automáticos (clientes, proveedores, IVA, ventas, banco…)',
    response: accountListResponse,
  }),
  account: endpoint({
    ...business,
    method: 'GET',
    path: `${ACCOUNTS}/:id`,
    summary: 'Una cuenta del plan',
    params: idParams,
    response: accountResponse,
  }),
  accountByCode: endpoint({
    ...business,
    method: 'GET',
    path: `${ACCOUNTS}/show_by_code/:code`,
    summary: 'Una cuenta del plan por su código',
    params: accountCodeParams,
    response: accountResponse,
  }),
  createAccount: endpoint({
    ...business,
    method: 'POST',
    path: ACCOUNTS,
    idempotent: true,
    status: 201,
    summary: 'Agrega una cuenta al plan (código, nombre, tipo)',
    body: createAccountBody,
    response: accountResponse,
  }),
  updateAccount: endpoint({
    ...business,
    method: 'PUT',
    path: `${ACCOUNTS}/:id`,
    summary: 'Cambia el nombre de una cuenta, la activa o desactiva, o la ofrece para clasificar compras',
    params: idParams,
    body: updateAccountBody,
    response: accountResponse,
  }),
  deleteAccount: endpoint({
    ...business,
    method: 'DELETE',
    path: `${ACCOUNTS}/:id`,
    summary: 'Elimina una cuenta sin movimientos (las que tienen movimientos se desactivan)',
    params: idParams,
    response: messageResponse,
  }),
  ledger: endpoint({
    ...business,
    method: 'GET',
    path: `${BOOKS}/ledger`,
    summary: 'Libro mayor de una cuenta: saldo inicial, movimientos con su saldo y el documento de cada uno',
    description:
      'Meses completos desde `from` hasta `to` (AAAAMM); página de 50 por omisión. format=xlsx o format=pdf descarga todas las líneas del rango.',
    query: ledgerQuery,
    response: ledgerResponse,
    file: true,
  }),
  balance: endpoint({
    ...business,
    method: 'GET',
    path: `${BOOKS}/balance`,
    summary: 'Balance general de 8 columnas (sumas, saldos, inventario y resultado) de un rango de meses',
    query: reportRangeQuery,
    response: balanceResponse,
    file: true,
  }),
  incomeStatement: endpoint({
    ...business,
    method: 'GET',
    path: `${BOOKS}/income_statement`,
    summary: 'Estado de resultados de un rango de meses',
    query: reportRangeQuery,
    response: incomeStatementResponse,
    file: true,
  }),
  resultEvolution: endpoint({
    ...business,
    method: 'GET',
    path: `${BOOKS}/result_evolution`,
    summary: 'Evolución de resultados: ingresos, costos y gastos y resultado de cada mes',
    query: reportRangeQuery,
    response: resultEvolutionResponse,
    file: true,
  }),
  closing: endpoint({
    ...business,
    method: 'GET',
    path: `${BOOKS}/closing`,
    summary: 'Fecha de cierre contable: nada de esa fecha o anterior se registra ni cambia',
    response: closingResponse,
  }),
  updateClosing: endpoint({
    ...business,
    method: 'PUT',
    path: `${BOOKS}/closing`,
    summary: 'Cierra la contabilidad hasta una fecha (null la abre)',
    body: closingBody,
    response: closingResponse,
  }),
};
