// What the trust suites need to know about routes that the route table cannot say: which object a
// path parameter or an id field names (so the suite can name an object of the other business), and
// how to build a valid upload for a multipart route. A route with a parameter, an id field or an
// upload that is not registered here fails the suites: a new endpoint must be registered.
import { formatDate, periodParts, todayInChile, vatPeriodOn } from '@portal/domain';
import { writeCsv } from '@portal/bank';
import { writeRcvCsv } from '@portal/sii';
import fc from 'fast-check';
import type { RouteAccess } from '../../plugins/access';
import { multipart } from '../../features/invoice-imports/test-helpers';
import { makePkcs12 } from '../../features/certificates/pkcs12-fixtures';
import { generateInvoices } from '../../seed/invoices';
import type { TenantObjects } from './tenants';
import { PDF } from './tenants';
import { type Place, type Schema, isSchema, leafPaths, onTheWire, validArbitrary } from './zod-arbitraries';

export type ObjectKind =
  | keyof TenantObjects
  | 'settingKey'
  | 'jobId'
  | 'contactType'
  | 'reminderType'
  | 'accountCode'
  | 'templateId'
  // Issue #15: the month of an F29 proposal.
  | 'periodYear'
  | 'periodMonth'
  | 'expenseCategory';

/**
 * How a route must answer when it is given the other business's object:
 * - 'not-found': 404, exactly as for an id that exists nowhere;
 * - 'same-as-missing': the same status and body as for an id that exists nowhere (the value is a
 *   filter or must repeat another field), never 2xx with the other business's data;
 * - 'filter': a search criterion: 2xx, and none of the other business's rows in the answer.
 */
const TRUST_PFX_PASSWORD = 'clave-de-prueba';

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

const INVOICE_ROUTES = /\/sii_invoice\/invoices\/:id/;

export const ID_RULES: readonly IdRule[] = [
  // Issue #14 (before the general bm_movement_id rule below): a record created for a movement.
  {
    name: 'bm_movement_id',
    where: 'body',
    url: /\/v1\/client\/entries$/,
    kind: 'movement',
    expect: 'not-found',
    why: 'the movement a new record reconciles: another business’s is answered as one that does not exist',
  },
  { name: 'id', where: 'params', url: INVOICE_ROUTES, kind: 'invoice', expect: 'not-found' },
  { name: 'id', where: 'params', url: /\/users\/businesses\/:id$/, kind: 'business', expect: 'not-found' },
  { name: 'id', where: 'params', url: /\/business_terms\/:id$/, kind: 'business', expect: 'not-found' },
  {
    name: 'id',
    where: 'params',
    url: /\/operator\/jobs\/:id\//,
    kind: 'jobId',
    expect: 'not-found',
    why: 'a job of the deployment, not of a tenant: only an operator may name one (access operator); business users are refused 403 before the id is read',
  },
  { name: 'reference_id', where: 'params', kind: 'invoice', expect: 'not-found' },
  {
    name: 'client_rut',
    where: 'params',
    url: /\/clients\/:client_rut\/collection_events$/,
    kind: 'clientRut',
    expect: 'filter',
    why: 'a client is a RUT inside the business of the header: another business’s client RUT shows none of its events',
  },
  { name: 'client_rut', where: 'params', kind: 'clientRut', expect: 'not-found' },
  { name: 'provider_rut', where: 'params', kind: 'providerRut', expect: 'not-found' },
  { name: 'id', where: 'params', url: /\/v1\/client\/contacts\/:id$/, kind: 'contact', expect: 'not-found' },
  {
    name: 'contact_type_id',
    where: 'body',
    kind: 'contactType',
    expect: 'filter',
    why: 'a catalog id (contact_types), the same in every business: it names no object of a tenant',
  },
  // Issue #12 part C: notification preferences and business messages.
  {
    name: 'id',
    where: 'params',
    url: /\/business_messages_preferences\/:id$/,
    kind: 'business',
    expect: 'not-found',
    why: 'must be the selected business: any other id is answered as one that does not exist',
  },
  { name: 'message_id', where: 'params', kind: 'message', expect: 'not-found' },
  {
    name: 'reminder_type',
    where: 'params',
    url: /\/reminders\/:reminder_type$/,
    kind: 'reminderType',
    expect: 'filter',
    why: 'one of three type names, resolved inside the business of the header: it names A’s own reminder',
  },
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
  { name: 'comment_id', where: 'params', kind: 'comment', expect: 'not-found' },
  {
    name: 'key',
    where: 'params',
    url: /\/settings\/:key$/,
    kind: 'settingKey',
    expect: 'filter',
    why: 'a catalog key, resolved inside the business of the header: the same key names A’s own setting',
  },
  {
    name: 'id_doc',
    where: 'params',
    url: /\/sii_invoice\/invoices\/:id_doc\/judicial_letter$/,
    kind: 'judicialSale',
    expect: 'not-found',
  },
  {
    name: 'id_doc',
    where: 'params',
    url: /\/sii_invoice\/invoices\/:id_doc\//,
    kind: 'sale',
    expect: 'not-found',
  },
  {
    name: 'id_doc',
    where: 'body',
    url: /\/notify_debt$/,
    kind: 'sale',
    expect: 'same-as-missing',
    why: 'must repeat the invoice of the path; any other id is a 400',
    repeats: 'id_doc',
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
    name: 'id',
    where: 'body',
    url: /\/expire_date$/,
    kind: 'invoice',
    expect: 'same-as-missing',
    why: 'must repeat the invoice of the path; any other id is a 400',
    repeats: 'id',
  },
  // Issue #16 §2: the business's users (businesses_users.id).
  {
    name: 'id',
    where: 'params',
    url: /\/businesses_users\/:id$/,
    kind: 'associatedUser',
    expect: 'not-found',
  },
  // Issue #13: bank accounts, movements and their reconciliations.
  { name: 'id', where: 'params', url: /\/bm_accounts\/:id/, kind: 'bankAccount', expect: 'not-found' },
  { name: 'id', where: 'params', url: /\/bm_movements\/:id/, kind: 'movement', expect: 'not-found' },
  { name: 'id', where: 'params', url: /\/bank_tokens\/:id/, kind: 'bankToken', expect: 'not-found' },
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
  {
    name: 'bm_movement_id',
    where: 'querystring',
    kind: 'movement',
    expect: 'filter',
    why: 'a filter of the business’s own invoices',
  },
  {
    name: 'bm_movement_id',
    where: 'body',
    kind: 'movement',
    expect: 'filter',
    why: 'update_by filters the business’s own invoices',
  },
  // Issue #14: the chart of accounts and the books' reports.
  {
    name: 'id',
    where: 'params',
    url: /\/v1\/client\/accounts\/:id$/,
    kind: 'ledgerAccount',
    expect: 'not-found',
  },
  {
    name: 'code',
    where: 'params',
    url: /\/accounts\/show_by_code\/:code$/,
    kind: 'accountCode',
    expect: 'filter',
    why: 'a code of the standard chart: it names the account of that code in the business of the header',
  },
  {
    name: 'account_id',
    where: 'querystring',
    url: /\/accounting\/ledger$/,
    kind: 'ledgerAccount',
    expect: 'not-found',
  },
  { name: 'id', where: 'params', url: /\/v1\/client\/entries\/:id$/, kind: 'entry', expect: 'not-found' },
  {
    name: 'id',
    where: 'body',
    url: /\/v1\/client\/entries\/:id$/,
    kind: 'entry',
    expect: 'same-as-missing',
    repeats: 'id',
    why: 'repeats the path’s id (the spec sends it): another id is refused (400) like one that does not exist',
  },
  {
    name: 'id',
    where: 'params',
    url: /\/v1\/client\/(income_templates|template_categories)\/:id/,
    kind: 'templateId',
    expect: 'filter',
    why: 'a template or category of the catalog, the same for every business: it names no tenant’s object',
  },
  {
    name: 'template_id',
    where: 'body',
    kind: 'templateId',
    expect: 'filter',
    why: 'a template of the catalog, the same for every business',
  }, // Issue #15: the document library.
  {
    name: 'document_id',
    where: 'params',
    url: /\/v1\/client\/documents\/:document_id/,
    kind: 'document',
    expect: 'not-found',
    why: 'a document of the library (and its file): another business’s is answered as one that does not exist',
  },
  // Issue #15: honorarium tickets.
  {
    name: 'id',
    where: 'params',
    url: /\/v1\/client\/honorarium_tickets\/:id$/,
    kind: 'honorariumTicket',
    expect: 'not-found',
  },
  {
    name: 'id',
    where: 'body',
    url: /\/v1\/client\/honorarium_tickets\/:id$/,
    kind: 'honorariumTicket',
    expect: 'same-as-missing',
    repeats: 'id',
    why: 'repeats the path’s id: another id is refused (400) like one that does not exist',
  },
  // Issue #15: certificate and credentials.
  {
    name: 'id',
    where: 'params',
    url: /\/v1\/client\/business_certificates\/:id$/,
    kind: 'certificate',
    expect: 'not-found',
  },
  {
    name: 'id',
    where: 'params',
    url: /\/v1\/(client\/business_credentials|users\/credentials)\/:id$/,
    kind: 'credential',
    expect: 'not-found',
  },
  // Issue #15: the F29 proposal of a month.
  {
    name: 'year',
    where: 'params',
    url: /\/v1\/client\/f29_proposals\/:year\/:month/,
    kind: 'periodYear',
    expect: 'filter',
    why: 'a month names no object: the proposal is of the business of the header, never of another',
  },
  {
    name: 'month',
    where: 'params',
    url: /\/v1\/client\/f29_proposals\/:year\/:month/,
    kind: 'periodMonth',
    expect: 'filter',
    why: 'a month names no object: the proposal is of the business of the header, never of another',
  },
  // Issue #15: the sales report (F29).
  {
    name: 'business_id',
    where: 'body',
    url: /\/v1\/users\/monthly_accountings$/,
    kind: 'business',
    expect: 'same-as-missing',
    why: 'the spec sends the business: any other than the header’s is answered as one that does not exist (404)',
  },
  {
    name: 'id',
    where: 'params',
    url: /\/v1\/users\/document\/:id$/,
    kind: 'vatDocument',
    expect: 'not-found',
  },
  // Issue #15: expenses.
  { name: 'id', where: 'params', url: /\/v1\/client\/expenses\/:id/, kind: 'expense', expect: 'not-found' },
  {
    name: 'document_id',
    where: 'params',
    url: /\/v1\/client\/expenses\/:id\/documents\/:document_id$/,
    kind: 'expenseDocument',
    expect: 'not-found',
  },
  {
    name: 'id',
    where: 'params',
    url: /\/v1\/client\/expense_categories\/:id/,
    kind: 'expenseCategory',
    expect: 'filter',
    why: 'a category of the catalog, the same for every business: it names no tenant’s object',
  },
  {
    name: 'category_id',
    where: 'querystring',
    url: /\/v1\/client\/expenses/,
    kind: 'expenseCategory',
    expect: 'filter',
    why: 'a category of the catalog: the filter shows only the business’s own expenses',
  },
  {
    name: 'parent_category_id',
    where: 'querystring',
    url: /\/v1\/client\/expenses/,
    kind: 'expenseCategory',
    expect: 'filter',
    why: 'a category of the catalog: the filter shows only the business’s own expenses',
  },
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
  }, // Issue #15: a rename and retag that fits a file (a URL only fits a link).
  {
    method: 'PUT',
    url: /\/v1\/client\/documents\/:document_id$/,
    body: () => ({ name: 'Documento cambiado', tags: ['Contratos', 'firmado'] }),
  },
  // Issue #15: a month that has ended (the one declared today), without movements.
  {
    method: 'POST',
    url: /\/v1\/users\/monthly_accountings$/,
    body: () => {
      const { year, month } = periodParts(vatPeriodOn(todayInChile()));
      return { accounting_year: year, accounting_month: month, source: 'web', without_movements: true };
    },
  },
  // Issue #15: a review that can succeed (a rejection needs its reason).
  { method: 'PUT', url: /\/v1\/client\/expenses\/:id\/review$/, body: () => ({ status: 'validated' }) },
];

function twoLines(o: TenantObjects) {
  return [
    { account_id: o.ledgerAccount, debit: 1_000, credit: 0 },
    { account_id: o.ledgerAccount, debit: 0, credit: 1_000 },
  ];
}

/** Field names that name an object: id, *_id, *_ids, id_*. */
export const ID_FIELD = /^(id|id_.+|.+_ids?)$/;

export type RouteSchemas = { params?: Schema; querystring?: Schema; body?: Schema };

export function schemasOf(route: RouteAccess): RouteSchemas {
  const s = (route.schema ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (isSchema(s[k]) ? (s[k] as Schema) : undefined);
  return { params: pick('params'), querystring: pick('querystring'), body: pick('body') };
}

export const pathParams = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);

export const isMultipart = (route: RouteAccess): boolean =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

export function ruleFor(route: RouteAccess, where: IdRule['where'], name: string): IdRule | undefined {
  return ID_RULES.find((r) => r.where === where && r.name === name && (!r.url || r.url.test(route.url)));
}

/** Every id-like input of a route (path parameters, and id fields of query and body at any depth). */
export function idInputs(route: RouteAccess): { where: IdRule['where']; path: string[] }[] {
  const schemas = schemasOf(route);
  const out: { where: IdRule['where']; path: string[] }[] = pathParams(route.url).map((p) => ({
    where: 'params' as const,
    path: [p],
  }));
  for (const where of ['querystring', 'body'] as const) {
    const schema = schemas[where];
    if (!schema) continue;
    for (const leaf of leafPaths(schema)) {
      if (ID_FIELD.test(leaf.path[leaf.path.length - 1])) out.push({ where, path: leaf.path });
    }
  }
  return out;
}

/** Inputs no rule covers: each one is a route the suites cannot test, so they fail on it. */
export function unregistered(routes: readonly RouteAccess[]): string[] {
  const missing: string[] = [];
  for (const r of routes) {
    for (const input of idInputs(r)) {
      const name = input.path[input.path.length - 1];
      if (!ruleFor(r, input.where, name))
        missing.push(`${r.method} ${r.url}: ${input.where} '${input.path.join('.')}'`);
    }
    if (isMultipart(r) && !UPLOADS.some((u) => u.url.test(r.url)))
      missing.push(`${r.method} ${r.url}: multipart upload`);
  }
  return missing;
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
    valid: (business) => {
      const docs = generateInvoices({
        seed: 9,
        business,
        count: 6,
        today: todayInChile(),
        salesShare: 1,
      }).filter((d) => d.direction === 'VENTA');
      return { name: 'ventas.csv', bytes: writeRcvCsv('VENTA', docs, { businessRut: business.rut }) };
    },
  },
  {
    url: /\/bm_accounts\/:id\/statements$/,
    field: 'files',
    valid: (business) => ({ name: 'cartola.csv', bytes: Buffer.from(trustStatement(business.rut)) }),
  },
  {
    url: /\/invoices\/:id\/document$/,
    field: 'file',
    valid: () => ({ name: 'factura.pdf', bytes: PDF }),
  }, // Issue #15: a library document; name, kind and tags take their defaults (the file's name, a file).
  {
    url: /\/v1\/client\/documents$/,
    field: 'file',
    valid: () => ({ name: 'contrato.pdf', bytes: PDF }),
  },
  // Issue #15: the SII informe of honorarium tickets, with the titles the page shows (they do not
  // name the counterpart's side, so the file is valid for either kind the query draws).
  {
    url: /\/honorarium_tickets\/imports$/,
    field: 'files',
    valid: () => ({
      name: 'boletas.csv',
      bytes: Buffer.from(
        `N° Boleta;Estado;Fecha;Rut;Nombre o Razón Social;Soc. Prof.;Brutos;Retenido;Pagado\r\n` +
          `${(Date.now() % 1_000_000) + 1};N;${formatDate(todayInChile())};12.345.678-5;Ana Pérez;NO;100.000;0;100.000\r\n`,
        'utf8',
      ),
    }),
  },
  // Issue #15: the business certificate (a .pfx generated once, with the business's RUT).
  {
    url: /\/v1\/client\/business_certificates$/,
    field: 'file',
    fields: () => ({ password: TRUST_PFX_PASSWORD }),
    valid: (business) => ({ name: 'certificado.pfx', bytes: trustPfx(business.rut) }),
  },
  // Issue #15: an F29 (type_document liquidation by default) of the period declared today.
  {
    url: /\/v1\/users\/document$/,
    field: 'file_upload',
    valid: () => ({ name: 'f29.pdf', bytes: PDF }),
  },
  // Issue #15: an expense with its receipt (create and update).
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

const pfxCache = new Map<string, Buffer>();
function trustPfx(rut: string): Buffer {
  let bytes = pfxCache.get(rut);
  if (!bytes) {
    const now = Date.now();
    bytes = makePkcs12({
      holderName: 'Titular de prueba',
      rut,
      notBefore: new Date(now - 86_400_000),
      notAfter: new Date(now + 365 * 86_400_000),
      password: TRUST_PFX_PASSWORD,
      algorithm: 'aes256',
    });
    pfxCache.set(rut, bytes);
  }
  return bytes;
}

/** A CSV cartola (no account number: it goes to the account of the path) with two movements. */
function trustStatement(rut: string): string {
  const day = todayInChile();
  return writeCsv(
    {
      accountNumber: '',
      bankId: null,
      currency: 'CLP',
      openingBalance: null,
      closingBalance: null,
      periodStart: null,
      periodEnd: null,
      entries: [
        entry(day, 119_000, `TRANSF DE ${rut} PAGO FACTURA`, 1_119_000),
        entry(day, -25_000, 'COMISION MANTENCION', 1_094_000),
      ],
    },
    'banco-de-chile',
  );
}

const entry = (day: string, amount: number, description: string, runningBalance: number) => ({
  bankRef: '',
  bookingDate: day,
  valueDate: null,
  amount,
  description,
  counterpartyName: null,
  counterpartyAccount: null,
  reference: null,
  runningBalance,
  type: null,
});

export const uploadRule = (route: RouteAccess): UploadRule | undefined =>
  UPLOADS.find((u) => u.url.test(route.url));

// ---------------------------------------------------------------------------------------------
// Requests

export type Parts = {
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body: unknown;
};

export function setPath(obj: unknown, path: string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    obj && typeof obj === 'object' && !Array.isArray(obj) ? { ...(obj as Record<string, unknown>) } : {};
  let cur = root;
  for (const [i, k] of path.entries()) {
    if (i === path.length - 1) {
      if (value === undefined) delete cur[k];
      else cur[k] = value;
    } else {
      const next = cur[k];
      cur[k] = next && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {};
      cur = cur[k] as Record<string, unknown>;
    }
  }
  return root;
}

/** Text that can be percent-encoded: lone surrogates become U+FFFD, as a browser sends them. */
export const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export function urlOf(
  route: RouteAccess,
  params: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = route.url.replace(/:(\w+)/g, (_, p: string) =>
    encodeURIComponent(wellFormed(String(params[p] ?? ''))),
  );
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      // A filter object (search_by) as the browser sends it: search_by[bm_account_id]=3.
      for (const [sub, x] of Object.entries(v)) if (x !== undefined) qs.append(`${k}[${sub}]`, String(x));
      continue;
    }
    for (const x of Array.isArray(v) ? v : [v]) qs.append(k, String(x));
  }
  const text = qs.toString();
  return text ? `${path}?${text}` : path;
}

/** The value of an object kind in a tenant. */
export function objectValue(kind: ObjectKind, objects: TenantObjects): unknown {
  if (kind === 'settingKey') return 'popup_rent';
  if (kind === 'reminderType') return 'invoice_due';
  // No tenant owns a job: any id is a valid input; a missing one answers 404.
  if (kind === 'jobId') return 1;
  // Contact types are one catalog for every business.
  if (kind === 'contactType') return 1;
  // Clientes, in every business's standard chart.
  if (kind === 'accountCode') return '1110';
  // The templates' catalog: Aporte de capital, category Entradas de dinero.
  if (kind === 'templateId') return 1;
  // Issue #15: any month is valid for any business.
  if (kind === 'periodYear') return 2026;
  if (kind === 'periodMonth') return 1;
  // A parent category: its children exist (GET …/:id/children), and as a filter it shows nothing of B.
  if (kind === 'expenseCategory') return 1;
  return objects[kind];
}

/**
 * A valid request of the route for a tenant: every id input names one of the tenant's objects,
 * the rest comes from the route's schemas (deterministic for a seed). Throws when the schemas
 * admit nothing the suite can build.
 */
export function baseParts(route: RouteAccess, objects: TenantObjects, seed = 1): Parts {
  const schemas = schemasOf(route);
  const sample = (s: Schema | undefined, place: Place, full = false): unknown => {
    if (!s) return undefined;
    const values = fc.sample(validArbitrary(s, { full }), { numRuns: 60, seed });
    const wire = values.map((v) => onTheWireObject(v, place));
    const ok = wire.find((v) => s.safeParse(v).success);
    if (ok === undefined) throw new Error(`${route.method} ${route.url}: no valid ${place} from its schema`);
    return ok;
  };
  let params = (sample(schemas.params, 'params') as Record<string, unknown>) ?? {};
  let query = sample(schemas.querystring, 'querystring') as Record<string, unknown> | undefined;
  const fixed = BODIES.find((b) => b.method === route.method && b.url.test(route.url));
  let body = fixed ? fixed.body(objects) : sample(schemas.body, 'body');
  for (const input of idInputs(route)) {
    const rule = ruleFor(route, input.where, input.path[input.path.length - 1]);
    if (!rule) continue;
    const own = objectValue(rule.kind, objects);
    const value = input.path[input.path.length - 1].endsWith('_ids') ? [own] : own;
    if (input.where === 'params') params = { ...params, [input.path[0]]: value };
    if (input.where === 'querystring') {
      // A filter is left out of the base; a required one (the ledger's account) names the tenant's own.
      const without = setPath(query, input.path, undefined) as Record<string, unknown>;
      query = schemas.querystring?.safeParse(without).success
        ? without
        : (setPath(query, input.path, value) as Record<string, unknown>);
    }
    if (input.where === 'body') {
      // Only fields the sample already has: a field left out stays out (e.g. one of exclusive options).
      if (hasPath(body, input.path)) body = setPath(body, input.path, value);
    }
  }
  for (const p of pathParams(route.url)) if (params[p] === undefined) params = { ...params, [p]: '1' };
  return { params, query, body };
}

export function hasPath(obj: unknown, path: string[]): boolean {
  let cur = obj;
  for (const k of path) {
    if (!cur || typeof cur !== 'object' || !(k in (cur as object))) return false;
    cur = (cur as Record<string, unknown>)[k];
  }
  return true;
}

function onTheWireObject(v: unknown, place: Place): unknown {
  if (place === 'body' || v === undefined || v === null || typeof v !== 'object') return onTheWire(v, place);
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => [k, onTheWire(x, place)]),
  );
}

export { onTheWireObject };

/** The inject options of a request (JSON body, or the route's valid upload). */
export function requestOf(
  route: RouteAccess,
  parts: Parts,
  headers: Record<string, string>,
  business: { rut: string; name: string },
): { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer } {
  const url = urlOf(route, parts.params, parts.query);
  const method = route.method;
  const upload = uploadRule(route);
  if (upload) {
    const file = upload.valid(business);
    const { payload, contentType } = multipart(
      [{ name: file.name, bytes: file.bytes, field: upload.field }],
      upload.fields?.() ?? {},
    );
    return { method, url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  if (parts.body === undefined || method === 'GET' || method === 'DELETE') return { method, url, headers };
  return {
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(parts.body),
  };
}
