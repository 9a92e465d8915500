import { idParams } from '../common';
import { endpoint } from '../endpoint';
import {
  bmAccountDeletedResponse,
  bmAccountListQuery,
  bmAccountListResponse,
  bmAccountResponse,
  createBmAccountBody,
  updateBmAccountBody,
} from './accounts';
import {
  bankMovementsQuery,
  bmMovementListQuery,
  bmMovementListResponse,
  bmMovementResponse,
  conciliateBody,
  conciliationProgressResponse,
  suggestionsResponse,
  unconciliateBody,
  updateBmMovementBody,
} from './movements';
import {
  bankTokenDownloadResponse,
  bankTokenResponse,
  statementImportResponse,
  statementUploadQuery,
} from './statements';
import { messageResponse } from '../common';

// Bank accounts, statements, movements and their reconciliation (spec platform §7 "Bank"). Paths the
// spec does not show (account create, statement upload, suggestions) are designed under /v1/client.

export const BANK_AREA = 'bank';
const ACCOUNTS = '/v1/client/bm_accounts';
const MOVEMENTS = '/v1/client/bm_movements';
const business = { access: 'business', area: BANK_AREA } as const;

export const bankEndpoints = {
  accounts: endpoint({
    ...business,
    method: 'GET',
    path: ACCOUNTS,
    summary: 'Cuentas bancarias de la empresa',
    description:
      'Página de 10 por omisión; orden por banco, número, tipo, moneda, activa, creación o último movimiento.',
    query: bmAccountListQuery,
    response: bmAccountListResponse,
  }),
  createAccount: endpoint({
    ...business,
    method: 'POST',
    path: ACCOUNTS,
    idempotent: true,
    status: 201,
    summary: 'Agrega una cuenta bancaria (banco de la lista, número, tipo, moneda)',
    body: createBmAccountBody,
    response: bmAccountResponse,
  }),
  updateAccount: endpoint({
    ...business,
    method: 'PUT',
    path: `${ACCOUNTS}/:id`,
    idempotent: true,
    summary: 'Activa o desactiva una cuenta, o cambia su tipo o nombre',
    params: idParams,
    body: updateBmAccountBody,
    response: bmAccountResponse,
  }),
  deleteAccount: endpoint({
    ...business,
    method: 'DELETE',
    path: `${ACCOUNTS}/:id`,
    summary: 'Elimina una cuenta con sus movimientos; sus conciliaciones se deshacen',
    params: idParams,
    response: bmAccountDeletedResponse,
  }),
  importStatement: endpoint({
    ...business,
    method: 'POST',
    path: `${ACCOUNTS}/:id/statements`,
    idempotent: true,
    upload: true,
    summary: 'Importa cartolas a la cuenta: OFX 1 y 2, QFX, camt.053 (001.02 a 001.08) o CSV',
    description:
      "multipart/form-data, campo 'files' (hasta 20 MB cada uno) y, para un CSV que el portal no reconoce, 'csv_mapping' (JSON con las columnas) o la query csv_preset. Todo o nada por archivo; los movimientos se identifican por el id del banco (FITID, AcctSvcrRef) o por fecha, monto, glosa y saldo, así que reimportar no duplica. Un archivo de otra cuenta se rechaza (422). Un CSV sin columnas reconocibles responde 422 con code 'csv_mapping_required', sus encabezados y una muestra.",
    params: idParams,
    query: statementUploadQuery,
    response: statementImportResponse,
  }),
  movements: endpoint({
    ...business,
    method: 'GET',
    path: MOVEMENTS,
    summary: 'Movimientos bancarios con sus conciliaciones',
    description:
      'search_by[bm_account_id], search_by[type_amount] (income, expense), search_by[with_expense], search_by[type_conciliated] (conciliated, unconciliated, suggested), search_by[post_date_since] (días hacia atrás), search_by[movement_type], search_by[search]; página de 10.',
    query: bmMovementListQuery,
    response: bmMovementListResponse,
  }),
  bankMovements: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/client/bank_movements',
    summary: 'Movimientos bancarios de la empresa indicada (la del encabezado business-id)',
    description: 'business_id debe ser la empresa seleccionada; otra responde 404 como una que no existe.',
    query: bankMovementsQuery,
    response: bmMovementListResponse,
  }),
  movement: endpoint({
    ...business,
    method: 'GET',
    path: `${MOVEMENTS}/:id`,
    summary: 'Un movimiento con sus conciliaciones',
    params: idParams,
    response: bmMovementResponse,
  }),
  updateMovement: endpoint({
    ...business,
    method: 'PUT',
    path: `${MOVEMENTS}/:id`,
    idempotent: true,
    summary: 'Marca un movimiento como conciliado sin documentos, o lo vuelve a no conciliado',
    params: idParams,
    body: updateBmMovementBody,
    response: bmMovementResponse,
  }),
  conciliate: endpoint({
    ...business,
    method: 'POST',
    path: `${MOVEMENTS}/:id/conciliate`,
    idempotent: true,
    summary: 'Concilia el movimiento con ventas, compras, gastos u otros registros',
    description:
      'Una factura conciliada queda pagada con la fecha del movimiento (o con el monto abonado, si es parcial). Abonos con ventas; cargos con compras.',
    params: idParams,
    body: conciliateBody,
    response: bmMovementResponse,
  }),
  unconciliate: endpoint({
    ...business,
    method: 'POST',
    path: `${MOVEMENTS}/:id/unconciliate`,
    idempotent: true,
    summary:
      'Deshace conciliaciones del movimiento (todas o las indicadas); las facturas vuelven a su estado',
    params: idParams,
    body: unconciliateBody,
    response: bmMovementResponse,
  }),
  suggestions: endpoint({
    ...business,
    method: 'GET',
    path: `${MOVEMENTS}/:id/suggestions`,
    summary: 'Las tres mejores propuestas de conciliación del movimiento',
    params: idParams,
    response: suggestionsResponse,
  }),
  createBankToken: endpoint({
    ...business,
    method: 'POST',
    path: `${ACCOUNTS}/:id/bank_tokens`,
    status: 201,
    summary: 'Conecta la cuenta a la fuente bancaria de la instalación',
    description:
      'La fuente local es una carpeta por cuenta (DATA_DIR/bank-feed/<rut>/<número>/) donde una exportación del banco o un puente deja cartolas; una instalación con un agregador lo conecta aquí. Una cuenta se conecta una vez (409).',
    params: idParams,
    response: bankTokenResponse,
  }),
  deleteBankToken: endpoint({
    ...business,
    method: 'DELETE',
    path: '/v1/client/bank_tokens/:id',
    summary: 'Desconecta la cuenta de la fuente bancaria (sus movimientos se quedan)',
    params: idParams,
    response: messageResponse,
  }),
  downloadBankToken: endpoint({
    ...business,
    method: 'POST',
    path: '/v1/client/bank_tokens/:id/download',
    idempotent: true,
    summary: 'Trae e importa las cartolas que la fuente bancaria tiene para la cuenta',
    params: idParams,
    response: bankTokenDownloadResponse,
  }),
  conciliationProgress: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/client/conciliation_progress',
    summary: 'Avance de la conciliación: movimientos conciliados de los de la empresa',
    response: conciliationProgressResponse,
  }),
};
