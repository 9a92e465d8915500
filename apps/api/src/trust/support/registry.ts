// What the trust suites need to know about routes that neither the route table nor the contracts
// can say: which object a path parameter or an id field names (so a suite can name an object of the
// other business), and how to build a valid upload. Everything else is derived from the endpoint
// definitions (routes.ts): the path parameters, the id fields of the schemas, the upload flag, and a
// body field that repeats a path parameter. An input or an upload no entry covers fails the suites.
import { periodParts, todayInChile, vatPeriodOn } from '@portal/domain';
import { sampleEmployee } from '../../features/employees/sample-employees';
import { PAYROLL_TRUST_MONTHS, PDF, type TenantObjects, quotationNovelties } from './tenants';
import {
  TRUST_PFX_PASSWORD,
  employeesWorkbook,
  honorariumCsv,
  salesCsv,
  trustPfx,
  trustStatement,
} from './upload-files';

export type ObjectKind = keyof TenantObjects | keyof typeof CATALOG_VALUES;

/**
 * How a route must answer when it is given the other business's object:
 * - 'not-found': 404, exactly as for an id that exists nowhere;
 * - 'same-as-missing': the same status and body as for an id that exists nowhere (the value is a
 *   filter or must repeat another field), never 2xx with the other business's data;
 * - 'filter': a search criterion: 2xx, and none of the other business's rows in the answer.
 */
export type Expectation = 'not-found' | 'same-as-missing' | 'filter';

export type IdRule = {
  /** Path parameter or field name (the last segment of a nested field). */
  name: string;
  where: 'params' | 'querystring' | 'body';
  /** Limits the rule to some routes. */
  url?: RegExp;
  kind: ObjectKind;
  expect: Expectation;
  why?: string;
  /** A body field that repeats a path parameter: it follows the parameter when that one is tested. */
  repeats?: string;
};

/**
 * Values that name no tenant's object (catalogs, a month): valid in every business, so the suites
 * send the same one for A and for B.
 */
export const CATALOG_VALUES = {
  settingKey: 'popup_rent',
  reminderType: 'invoice_due',
  // No tenant owns a job: any id is a valid input; a missing one answers 404.
  jobId: 1,
  contactType: 1,
  // Clientes, in every business's standard chart.
  accountCode: '1110',
  // The templates' catalog: Aporte de capital, category Entradas de dinero.
  templateId: 1,
  periodYear: 2026,
  periodMonth: 1,
  // A parent category: its children exist (GET …/:id/children), and as a filter it shows nothing of B.
  expenseCategory: 1,
  // The month both tenants have in process (created).
  payrollYear: PAYROLL_TRUST_MONTHS[0]!.year,
  payrollMonth: PAYROLL_TRUST_MONTHS[0]!.month,
} as const;

type PathObject = ObjectKind | { kind: ObjectKind; expect: 'filter'; why: string };
const catalog = (kind: ObjectKind, why: string): PathObject => ({ kind, expect: 'filter', why });
const CATALOG = 'an entry of a catalog, the same in every business: it names no tenant’s object';
const A_MONTH = 'a month names no object: the proposal is of the business of the header, never of another';

/**
 * The object a path parameter names, by the end of the path up to it (the longest key wins). A
 * plain kind means another business's object is answered 404, like one that exists nowhere.
 */
export const PATH_OBJECTS: Record<string, PathObject> = {
  'sii_invoice/invoices/:id': 'invoice',
  'sii_invoice/invoices/:id_doc': 'sale',
  'sii_invoice/comments/:reference_id': 'invoice',
  'sii_invoice/comments/:comment_id': 'comment',
  'users/businesses/:id': 'business',
  'business_terms/:id': 'business',
  // Must be the selected business: any other id is answered as one that does not exist.
  'business_messages_preferences/:id': 'business',
  // A job of the deployment: only an operator may name one; business users are refused 403 first.
  'operator/jobs/:id': 'jobId',
  'clients/:client_rut': 'clientRut',
  'providers/:provider_rut': 'providerRut',
  'contacts/:id': 'contact',
  'messages/:message_id': 'message',
  'businesses_users/:id': 'associatedUser',
  'businesses_users/invitations/:id': 'invitation',
  'bm_accounts/:id': 'bankAccount',
  'bm_movements/:id': 'movement',
  'bank_tokens/:id': 'bankToken',
  'client/accounts/:id': 'ledgerAccount',
  'client/entries/:id': 'entry',
  'client/documents/:document_id': 'document',
  'honorarium_tickets/:id': 'honorariumTicket',
  'business_certificates/:id': 'certificate',
  'business_credentials/:id': 'credential',
  'users/credentials/:id': 'credential',
  'users/document/:id': 'vatDocument',
  'client/expenses/:id': 'expense',
  'expenses/:id/documents/:document_id': 'expenseDocument',
  // A worker in no month: a worker with payslips is kept (409), so a removal takes this one.
  'employees/:employee_rut': 'newEmployeeRut',
  'quotations/:id': 'quotation',
  // A worker of the month in the path: another business's worker is not in it (404).
  'payslips/:employee_rut': 'employeeRut',
  'quotations/show/by/:year': catalog('payrollYear', A_MONTH),
  'quotations/show/by/:year/:month': catalog('payrollMonth', A_MONTH),
  'settings/:key': catalog('settingKey', 'a catalog key, resolved inside the business of the header'),
  'reminders/:reminder_type': catalog(
    'reminderType',
    'one of three type names, inside the business of the header',
  ),
  'accounts/show_by_code/:code': catalog(
    'accountCode',
    'a code of the standard chart, in the header’s business',
  ),
  'income_templates/:id': catalog('templateId', CATALOG),
  'template_categories/:id': catalog('templateId', CATALOG),
  'expense_categories/:id': catalog('expenseCategory', CATALOG),
  'f29_proposals/:year': catalog('periodYear', A_MONTH),
  'f29_proposals/:year/:month': catalog('periodMonth', A_MONTH),
  'utm_values/:year': catalog('periodYear', A_MONTH),
  'utm_values/:year/:month': catalog('periodMonth', A_MONTH),
};

/** Rules no path can say: query and body fields, and parameters whose answer is not a 404. */
export const FIELD_RULES: readonly IdRule[] = [
  // A month's step answers only in its state: the files and the review need its payslips computed.
  {
    name: 'id',
    where: 'params',
    url: /\/quotations\/:id\/(review|payslips|previred|lre)/,
    kind: 'computedQuotation',
    expect: 'not-found',
  },
  {
    name: 'id',
    where: 'params',
    url: /\/quotations\/:id\/publish$/,
    kind: 'reviewedQuotation',
    expect: 'not-found',
  },
  {
    name: 'client_rut',
    where: 'params',
    url: /\/clients\/:client_rut\/collection_events$/,
    kind: 'clientRut',
    expect: 'filter',
    why: 'a client is a RUT inside the business of the header: another business’s client RUT shows none of its events',
  },
  {
    name: 'id_doc',
    where: 'params',
    url: /\/sii_invoice\/invoices\/:id_doc\/judicial_letter$/,
    kind: 'judicialSale',
    expect: 'not-found',
  },
  // Before the general bm_movement_id rule below: the movement a new record reconciles.
  {
    name: 'bm_movement_id',
    where: 'body',
    url: /\/v1\/client\/entries$/,
    kind: 'movement',
    expect: 'not-found',
  },
  { name: 'contact_type_id', where: 'body', kind: 'contactType', expect: 'filter', why: CATALOG },
  { name: 'notification_config_id', where: 'body', kind: 'notificationConfig', expect: 'not-found' },
  {
    name: 'invoice_id',
    where: 'body',
    url: /\/client_notification_configs$/,
    kind: 'sale',
    expect: 'not-found',
    why: 'a per-invoice switch names a sale of the business',
  },
  {
    name: 'invoice_id',
    where: 'querystring',
    url: /\/client_notification_configs$/,
    kind: 'sale',
    expect: 'filter',
    why: 'filters the business’s own per-invoice switches',
  },
  {
    name: 'contact_ids',
    where: 'body',
    url: /\/notify_debt$/,
    kind: 'contact',
    expect: 'same-as-missing',
    why: 'contacts of the invoice’s client in this business: another business’s contact is refused (400 naming the field) like one that does not exist',
  },
  {
    name: 'id_doc',
    where: 'body',
    url: /\/cobranza_online\/debts$/,
    kind: 'sale',
    expect: 'not-found',
    why: "an unpaid sale of the business; any other is the spec's 'doc id not found' (404)",
  },
  { name: 'id_doc', where: 'body', kind: 'invoice', expect: 'not-found' },
  {
    name: 'invoice_id',
    where: 'body',
    url: /\/sii_invoice\/factoring\//,
    kind: 'factorableSale',
    expect: 'not-found',
    why: 'a sale of the business: simulate and contact_me answer 404 before anything else',
  },
  {
    name: 'id_docs',
    where: 'body',
    kind: 'invoice',
    expect: 'same-as-missing',
    why: 'a bulk update selects by ids within the business: foreign ids match nothing ({updated: 0}), like ids that do not exist',
  },
  { name: 'comment_id', where: 'body', kind: 'comment', expect: 'not-found' },
  {
    name: 'invoicing_account_id',
    where: 'body',
    kind: 'invoicingAccount',
    expect: 'same-as-missing',
    why: 'answered as an account that does not exist in this business (400 naming the field)',
  },
  { name: 'return_to_expire_date_id', where: 'body', kind: 'dueDateChange', expect: 'not-found' },
  {
    name: 'business_id',
    where: 'querystring',
    url: /\/bank_movements$/,
    kind: 'business',
    expect: 'same-as-missing',
    why: 'must be the business of the header: any other is answered as one that does not exist (404)',
  },
  {
    name: 'bm_account_id',
    where: 'querystring',
    kind: 'bankAccount',
    expect: 'filter',
    why: 'search_by filters the business’s own movements',
  },
  {
    name: 'conciliation_ids',
    where: 'body',
    url: /\/bm_movements\/:id\/conciliate$/,
    kind: 'openSale',
    expect: 'same-as-missing',
    why: 'documents of the business: another business’s invoice is refused (422) like one that does not exist',
  },
  {
    name: 'bm_conciliation_ids',
    where: 'body',
    url: /\/bm_movements\/:id\/unconciliate$/,
    kind: 'conciliation',
    expect: 'same-as-missing',
    why: 'reconciliations of the movement in the path: any other is refused (422) like one that does not exist',
  },
  { name: 'bm_movement_id', where: 'querystring', kind: 'movement', expect: 'filter' },
  { name: 'bm_movement_id', where: 'body', kind: 'movement', expect: 'filter', why: 'update_by filters' },
  {
    name: 'account_id',
    where: 'querystring',
    url: /\/accounting\/ledger$/,
    kind: 'ledgerAccount',
    expect: 'not-found',
  },
  { name: 'template_id', where: 'body', kind: 'templateId', expect: 'filter', why: CATALOG },
  {
    name: 'business_id',
    where: 'body',
    url: /\/v1\/users\/monthly_accountings$/,
    kind: 'business',
    expect: 'same-as-missing',
    why: 'the spec sends the business: any other than the header’s is answered as one that does not exist (404)',
  },
  ...['category_id', 'parent_category_id'].map(
    (name): IdRule => ({
      name,
      where: 'querystring',
      url: /\/v1\/client\/expenses/,
      kind: 'expenseCategory',
      expect: 'filter',
      why: CATALOG,
    }),
  ),
  {
    name: 'select_user_id',
    where: 'querystring',
    url: /\/v1\/client\/expenses/,
    kind: 'expenseAuthor',
    expect: 'filter',
    why: 'expenses entered by that user in the business of the header: another business’s user shows none of its expenses',
  },
];

/**
 * Bodies the schemas cannot yield by chance (lines that balance, an account of the tenant inside a
 * list): the base request of these routes. The suites still vary every field from there.
 */
export const BODIES: readonly { method: string; url: RegExp; body(objects: TenantObjects): unknown }[] = [
  {
    method: 'POST',
    url: /\/v1\/client\/entries$/,
    body: (o) => ({
      date: todayInChile(),
      name: 'Registro de prueba',
      type_entry: 'manual',
      incomes: twoLines(o),
    }),
  },
  {
    method: 'PUT',
    url: /\/v1\/client\/entries\/:id$/,
    body: (o) => ({
      date: todayInChile(),
      name: 'Registro cambiado',
      type_entry: 'manual',
      incomes: twoLines(o),
    }),
  },
  {
    method: 'POST',
    url: /\/income_templates\/:id\/evaluate$/,
    body: (o) => ({ date: todayInChile(), input_acc: o.ledgerAccount, input_1: 100_000 }),
  },
  // A rename and retag that fits a file (a URL only fits a link).
  {
    method: 'PUT',
    url: /\/v1\/client\/documents\/:document_id$/,
    body: () => ({ name: 'Documento cambiado', tags: ['Contratos', 'firmado'] }),
  },
  // A month that has ended (the one declared today), without movements.
  {
    method: 'POST',
    url: /\/v1\/users\/monthly_accountings$/,
    body: () => {
      const { year, month } = periodParts(vatPeriodOn(todayInChile()));
      return { accounting_year: year, accounting_month: month, source: 'web', without_movements: true };
    },
  },
  // A worker the form accepts (a commune, a bank and dates of the lists, a salary over the minimum).
  {
    method: 'POST',
    url: /\/v1\/client\/employees$/,
    body: () => ({ employee: sampleEmployee({ rut: '17333444-3' }) }),
  },
  {
    method: 'PUT',
    url: /\/v1\/client\/employees\/:employee_rut$/,
    body: () => {
      const { rut: _rut, ...edit } = sampleEmployee({ position: 'Cargo cambiado' });
      return { employee: edit };
    },
  },
  // The month's novedades of the tenant's worker (a generated RUT is no worker of the month).
  {
    method: 'PUT',
    url: /\/v1\/client\/quotations\/:id\/novelties$/,
    body: (o) => quotationNovelties(o.employeeRut),
  },
  // A review that can succeed (a rejection needs its reason).
  { method: 'PUT', url: /\/v1\/client\/expenses\/:id\/review$/, body: () => ({ status: 'validated' }) },
];

function twoLines(o: TenantObjects) {
  return [
    { account_id: o.ledgerAccount, debit: 1_000, credit: 0 },
    { account_id: o.ledgerAccount, debit: 0, credit: 1_000 },
  ];
}

/** A valid upload per multipart route, for a business (rut, name). */
export type UploadRule = {
  url: RegExp;
  field: string;
  valid(business: { rut: string; name: string }): { name: string; bytes: Buffer };
  /** Text fields the form carries beside the file (a certificate's password, an expense's amount…). */
  fields?: () => Record<string, string>;
};

export const UPLOADS: readonly UploadRule[] = [
  {
    url: /\/sii_invoice\/imports$/,
    field: 'files',
    valid: (business) => ({ name: 'ventas.csv', bytes: salesCsv(business) }),
  },
  {
    url: /\/bm_accounts\/:id\/statements$/,
    field: 'files',
    valid: (business) => ({ name: 'cartola.csv', bytes: trustStatement(business.rut) }),
  },
  { url: /\/invoices\/:id\/document$/, field: 'file', valid: () => ({ name: 'factura.pdf', bytes: PDF }) },
  // A library document; name, kind and tags take their defaults (the file's name, a file).
  { url: /\/v1\/client\/documents$/, field: 'file', valid: () => ({ name: 'contrato.pdf', bytes: PDF }) },
  {
    url: /\/honorarium_tickets\/imports$/,
    field: 'files',
    valid: () => ({ name: 'boletas.csv', bytes: honorariumCsv() }),
  },
  {
    url: /\/v1\/client\/business_certificates$/,
    field: 'file',
    fields: () => ({ password: TRUST_PFX_PASSWORD }),
    valid: (business) => ({ name: 'certificado.pfx', bytes: trustPfx(business.rut) }),
  },
  // An F29 (type_document liquidation by default) of the period declared today.
  { url: /\/v1\/users\/document$/, field: 'file_upload', valid: () => ({ name: 'f29.pdf', bytes: PDF }) },
  // A spreadsheet of one worker (the same each time: importing it again changes nothing).
  {
    url: /\/v1\/client\/employees\/import$/,
    field: 'files',
    valid: () => ({ name: 'trabajadores.xlsx', bytes: employeesWorkbook }),
  },
  // An expense with its receipt (create and update).
  {
    url: /\/v1\/client\/expenses(\/:id)?$/,
    field: 'documents',
    valid: () => ({ name: 'boleta.pdf', bytes: PDF }),
    fields: () => ({
      amount: '12000',
      date: todayInChile(),
      description: 'Gasto de prueba',
      category_id: '102',
    }),
  },
];
