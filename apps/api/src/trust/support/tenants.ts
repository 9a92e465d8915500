// Two tenants for the trust suites: business A (b1: owner u1, guest g1 with role 'other') and
// business B (b2: owner u2), each with invoices of the generator and one object of every kind a
// route can name by id. B's rows carry a marker (a counterpart name and RUT found nowhere in A), so a
// response that shows B's data to A is caught by text, whatever its shape.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Queryable } from '@portal/db';
import { addDays, monthParameters, todayInChile, vatPeriodOn } from '@portal/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueToken } from '../../features/auth/tokens.repository';
import { evictUser } from '../../features/auth/session-cache';
import { multipart } from '../../features/invoice-imports/test-helpers';
import { upsertEmployees } from '../../features/employees/employees.repository';
import { rutOf, sampleEmployee } from '../../features/employees/sample-employees';
import { PAYROLL_MONTHS_BACK } from '../../features/payroll/payroll.service';
import { listInvoicingAccounts } from '../../features/invoices/invoicing-accounts.repository';
import { insertInvoice } from '../../test/invoices';
import { generateInvoices, writeInvoices } from '../../seed/invoices';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';

export const B_MARKER = 'Marcador Exclusivo Empresa B SpA';
export const B_MARKER_RUT = '96938470-7';
/**
 * A's own client and provider: the valid RUT the schema sampler offers first (zod-arbitraries
 * CANDIDATES), so a contact request names it; B's: a valid RUT found nowhere in A.
 */
export const A_COUNTERPART_RUT = '76354771-K';
export const B_COUNTERPART_RUT = '96938471-K';
/** The other valid RUT the sampler offers: what a create of a client or provider names. */
const CREATED_RUT = '77100999-9';

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(600, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

/** Objects of one business that a route may name by id. */
export type TenantObjects = {
  business: number;
  /** A purchase (COMPRA), not yet acknowledged, with a comment, a due date change and a document. */
  invoice: number;
  comment: number;
  dueDateChange: number;
  invoicingAccount: number;
  /** A bank account with a credit movement (B's carries the marker in its description), reconciled in
   * part with one sale (`conciliation`), and an unpaid sale it can still pay (`openSale`). */
  bankAccount: number;
  movement: number;
  conciliation: number;
  openSale: number;
  /** Another account, connected to the bank feed. */
  bankToken: number;
  /** A client (counterparts kind client) and a provider by RUT, and a contact of the client. */
  clientRut: string;
  providerRut: string;
  contact: number;
  /** An unpaid sale to that client with 2 debt notices sent (another notice, or the escalation). */
  sale: number;
  /** A sale to that client escalated to judicial collection (its demand letter). */
  judicialSale: number;
  /** An unpaid sale to another client, issued 20 days ago and due in 30: it qualifies for factoring. */
  factorableSale: number;
  /** A per-client reminder switch of that client, and a dashboard message of the owner. */
  notificationConfig: number;
  message: number;
  /** A user of the business (admin, not the owner; B's named with the marker): businesses_users.id. */
  associatedUser: number;
  /** A pending invitation of the business, sent by its owner (B's to an address with the marker). */
  invitation: number;
  /** An account of the chart the business added, without movements (B's named with the marker). */
  ledgerAccount: number;
  /** An accounting record (Caja against Capital; B's named with the marker). */
  entry: number /** A library document with its file, uploaded through the API (B's named with the marker). */;
  document: number;
  /** A received honorarium ticket (B's professional named with the marker). */
  honorariumTicket: number;
  // Certificate and credentials.
  /** The business's certificate row (B's holder named with the marker). */
  certificate: number;
  /** A credential of the business (Previred; B's username carries the marker). */
  credential: number;
  /** An F29 of the declared period (B's named with the marker); the business qualifies
   * for the automatic sales report (certificate, SII key, RCV totals equal to its books). */
  vatDocument: number;
  // Expenses.
  /** An expense entered by the owner with a PDF receipt (B's description carries the marker). */
  expense: number;
  expenseDocument: number;
  /** The user who entered it (a select_user_id filter names them). */
  expenseAuthor: number;
  // Payroll.
  /** A worker of the business by RUT (B's named with the marker; its salary and bank account its own). */
  employeeRut: string;
  /** A worker in no month (B's named with the marker): the one a removal can take. */
  newEmployeeRut: string;
  /** The business's months of payroll with its worker (PAYROLL_TRUST_MONTHS): created, computed
   * (received: its payslips and files exist) and reviewed (ready to publish). */
  quotation: number;
  computedQuotation: number;
  reviewedQuotation: number;
};

export type Tenant = {
  key: string;
  id: number;
  rut: string;
  ownerKey: string;
  ownerId: number;
  objects: TenantObjects;
};

export type Trust = {
  h: Harness;
  dataDir: string;
  a: Tenant;
  b: Tenant;
  guestId: number;
  /** A session of a user, issued directly (no argon2): the sign-in itself is tested elsewhere. */
  session(userKey: string): Promise<AuthHeaders>;
  /** Ends a session made by `session` (a user keeps at most 10 devices). */
  endSession(auth: AuthHeaders): Promise<void>;
  /** Fresh objects of a tenant (every call makes new ones, so destructive requests do not starve later ones). */
  fresh(t: Tenant): Promise<TenantObjects>;
  /**
   * Puts back what a generated request may rightly change of the tenant as a whole (its owner, its
   * closing date), without new objects: `fresh` starts with it.
   */
  reset(t: Tenant): Promise<void>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** The user the suites' deployment names in OPERATOR_EMAILS (owner of b3, neither A nor B). */
export const OPERATOR_KEY = 'u3';

export type TrustOptions = { env?: Record<string, string>; invoices?: number };

export async function createTrust(opts: TrustOptions = {}): Promise<Trust> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-trust-files-'));
  const h = await createHarness({
    businesses: 3,
    outbox: true,
    env: (data) => ({
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      // The deployment's operator (the operator routes): a business owner of neither A nor B.
      OPERATOR_EMAILS: data.users.find((u) => u.key === OPERATOR_KEY)!.email,
      ...opts.env,
    }),
  });
  const today = todayInChile();
  const count = opts.invoices ?? 24;
  for (const [i, key] of ['b1', 'b2'].entries()) {
    const gen = h.data.businesses.find((b) => b.key === key)!;
    await writeInvoices(
      h.db,
      h.businessId(key),
      generateInvoices({ seed: 300 + i, business: gen, count, today }),
      { today },
    );
  }

  const session = async (userKey: string): Promise<AuthHeaders> => {
    const user = h.user(userKey);
    const t = await issueToken(h.db, h.ids.users.get(userKey)!);
    return { 'access-token': t.accessToken, client: t.client, uid: user.email };
  };

  const tenant = (key: string, ownerKey: string): Omit<Tenant, 'objects'> => ({
    key,
    id: h.businessId(key),
    rut: h.data.businesses.find((b) => b.key === key)!.rut,
    ownerKey,
    ownerId: h.ids.users.get(ownerKey)!,
  });

  // One uploading session per owner: a user keeps at most 10 devices, and a new session per call
  // would sign the suites' own sessions out.
  const uploaders = new Map<string, AuthHeaders>();
  const reset = async (t: Omit<Tenant, 'objects'>) => {
    // The users routes' generated cases may rightly promote an associated user to owner and then
    // remove the tenant's own owner (no longer the last one): each route starts with it back.
    await h.db.query(
      `INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, 'owner')
       ON CONFLICT (business_id, user_id) DO UPDATE SET role = 'owner'`,
      [t.id, t.ownerId],
    );
    // A generated closing date (PUT /accounting/closing) would refuse the new documents' entries.
    await h.db.query('UPDATE businesses SET books_closed_until = NULL WHERE id = $1', [t.id]);
    evictUser(t.ownerId);
  };
  const fresh = async (t: Omit<Tenant, 'objects'>, marker = false): Promise<TenantObjects> => {
    await reset(t);
    if (!uploaders.has(t.ownerKey)) uploaders.set(t.ownerKey, await session(t.ownerKey));
    return makeObjects(h, t, uploaders.get(t.ownerKey)!, marker);
  };

  const a0 = tenant('b1', 'u1');
  const b0 = tenant('b2', 'u2');
  const a: Tenant = { ...a0, objects: await fresh(a0) };
  const b: Tenant = { ...b0, objects: await fresh(b0, true) };

  return {
    h,
    dataDir,
    a,
    b,
    guestId: h.ids.users.get('g1')!,
    session,
    async endSession(auth) {
      await h.db.query('DELETE FROM user_tokens WHERE client = $1', [auth.client]);
    },
    fresh: (t) => fresh(t),
    reset: (t) => reset(t),
    inject: (o) => h.app.inject(o),
    async close() {
      await h.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function makeObjects(
  h: Harness,
  t: Omit<Tenant, 'objects'>,
  auth: AuthHeaders,
  marker: boolean,
): Promise<TenantObjects> {
  const db: Queryable = h.db;
  const invoice = await insertInvoice(db, t.id, {
    direction: 'COMPRA',
    ...(marker
      ? { counterpartName: B_MARKER, counterpartRut: B_MARKER_RUT }
      : { counterpartRut: A_COUNTERPART_RUT }),
  });
  const comment = await db.query<{ id: number }>(
    `INSERT INTO invoice_comments (business_id, invoice_id, user_id, message) VALUES ($1, $2, $3, $4) RETURNING id`,
    [t.id, invoice, t.ownerId, marker ? `Comentario de ${B_MARKER}` : 'Comentario propio'],
  );
  const change = await db.query<{ id: number }>(
    `INSERT INTO invoice_due_date_changes (business_id, invoice_id, expire_date, changed_by)
     VALUES ($1, $2, '2030-01-31', $3) RETURNING id`,
    [t.id, invoice, t.ownerId],
  );
  const accounts = await listInvoicingAccounts(db, t.id);
  const { payload, contentType } = multipart([{ name: 'factura.pdf', bytes: PDF, field: 'file' }]);
  const up = await h.app.inject({
    method: 'POST',
    url: `/api/v1/client/sii_invoice/invoices/${invoice}/document`,
    headers: { ...auth, 'business-id': String(t.id), 'content-type': contentType },
    payload,
  });
  if (up.statusCode !== 200) throw new Error(`document upload for ${t.key}: ${up.statusCode} ${up.body}`);
  // The setting a route names by key: saved once through the API (an upsert).
  const setting = await h.app.inject({
    method: 'PUT',
    url: '/api/v1/client/settings/popup_rent',
    headers: { ...auth, 'business-id': String(t.id) },
    payload: { setting: { active: true, value: marker ? B_MARKER : 'propio' } },
  });
  if (setting.statusCode !== 200)
    throw new Error(`setting for ${t.key}: ${setting.statusCode} ${setting.body}`);
  // A client and a provider (B's carry the marker name, found nowhere in A) with a contact. A client
  // or provider an earlier create made (without documents) goes, so a create works again.
  await db.query(`DELETE FROM counterparts WHERE business_id = $1 AND rut = $2 AND num_documents = 0`, [
    t.id,
    CREATED_RUT,
  ]);
  const counterpartRut = marker ? B_COUNTERPART_RUT : A_COUNTERPART_RUT;
  const counterpartName = marker ? B_MARKER : 'Cliente Propio SpA';
  const cp = await db.query<{ id: number; kind: string }>(
    `INSERT INTO counterparts (business_id, kind, rut, business_name) VALUES ($1, 'client', $2, $3), ($1, 'provider', $2, $3)
     ON CONFLICT ON CONSTRAINT counterparts_key DO UPDATE SET business_name = EXCLUDED.business_name
     RETURNING id::int AS id, kind`,
    [t.id, counterpartRut, counterpartName],
  );
  const contact = await db.query<{ id: number }>(
    `INSERT INTO contacts (business_id, counterpart_id, name, email) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
    [
      t.id,
      cp.rows.find((r) => r.kind === 'client')!.id,
      marker ? `Contacto ${B_MARKER}` : 'Contacto Propio',
      marker ? 'b@marcador.cl' : 'a@propio.cl',
    ],
  );
  const clientRut = counterpartRut;
  const collected = async (state: 'notified' | 'judicial') => {
    const id = await insertInvoice(db, t.id, {
      direction: 'VENTA',
      counterpartRut: clientRut,
      ...(marker ? { counterpartName: B_MARKER } : {}),
    });
    await db.query(`UPDATE invoices SET notice_count = 2, collection_state = $2 WHERE id = $1`, [id, state]);
    const kinds = state === 'judicial' ? ['notice', 'notice', 'judicial'] : ['notice', 'notice'];
    // Sent days ago, a day apart: they do not count against the notices' 24-hour caps, which
    // the suites' own notices (one per fresh set of objects) must stay clear of.
    for (const [i, kind] of kinds.entries()) {
      await db.query(
        `INSERT INTO collection_events (business_id, invoice_id, client_rut, kind, detail, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7::int))`,
        [
          t.id,
          id,
          clientRut,
          kind,
          JSON.stringify({ sent_to: [marker ? 'b@marcador.cl' : 'a@cliente.cl'] }),
          t.ownerId,
          kinds.length + 1 - i,
        ],
      );
    }
    return id;
  };
  const sale = await collected('notified');
  const judicialSale = await collected('judicial');
  const factorableSale = await insertInvoice(db, t.id, {
    direction: 'VENTA',
    counterpartRut: marker ? '96670340-7' : '76086428-5',
    counterpartName: marker ? B_MARKER : 'Cliente Factoring SpA',
    issueDate: addDays(todayInChile(), -20),
    internalDueDate: addDays(todayInChile(), 30),
  });
  // Cobranza Online and factoring on, so their writes can succeed.
  await db.query(
    'UPDATE businesses SET cobranza_online_active = true, factoring_active = true WHERE id = $1',
    [t.id],
  );
  const notificationConfig = await db.query<{ id: number }>(
    `INSERT INTO client_notification_configs (business_id, client_rut, active) VALUES ($1, $2, false)
     ON CONFLICT (business_id, client_rut) WHERE invoice_id IS NULL DO UPDATE SET active = false RETURNING id`,
    [t.id, counterpartRut],
  );
  const bank = await bankObjects(db, t.id, marker);
  await db.query('UPDATE invoices SET bm_movement_id = $2 WHERE id = $1', [invoice, bank.movement]);
  const message = await db.query<{ id: number }>(
    `INSERT INTO user_messages (user_id, business_id, kind, title, body) VALUES ($1, $2, 'import_finished', $3, 'ok') RETURNING id`,
    [t.ownerId, t.id, marker ? `Mensaje de ${B_MARKER}` : 'Mensaje propio'],
  );
  const associatedUser = await associatedUserOf(db, t.id, marker);
  const invitation = await invitationOf(db, t.id, t.ownerId, marker);
  // Accounts an earlier create added (no movements) go, so the same create works again.
  await db.query(
    `DELETE FROM accounts a WHERE a.business_id = $1 AND a.role IS NULL
        AND NOT EXISTS (SELECT 1 FROM chart_template c WHERE c.account_number = a.account_number)
        AND NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.business_id = a.business_id AND l.account_id = a.id)`,
    [t.id],
  );
  const ledgerAccount = await db.query<{ id: number }>(
    `INSERT INTO accounts (business_id, name, account_number, account_type) VALUES ($1, $2, $3, 'EXPENSE') RETURNING id`,
    [t.id, marker ? `Cuenta ${B_MARKER}` : 'Cuenta propia', String(nextLedgerAccount++)],
  );
  const entry = await entryOf(db, t.id, marker);
  const honorariumTicket = await honorariumTicketOf(db, t.id, marker);
  // Certificate and credentials.
  const paperwork = await certificateAndCredentialOf(db, t.id, marker);
  const document = await libraryDocumentOf(h, t, auth, marker);
  const vatDocument = await vatReportObjects(h, t, auth, marker);
  const expense = await expenseOf(h, t, auth, marker);
  const employeeRut = await employeeOf(db, t.id, marker);
  const payroll = await payrollOf(h, t, auth, employeeRut);
  // Hired after the months began: in none of them, so it can be removed.
  const newEmployeeRut = marker ? B_NEW_EMPLOYEE_RUT : A_NEW_EMPLOYEE_RUT;
  await upsertEmployees(db, t.id, [
    sampleEmployee({
      rut: newEmployeeRut,
      ...(marker ? { first_name: B_MARKER, base_salary: 7_654_321 } : {}),
    }),
  ]);
  return {
    employeeRut,
    newEmployeeRut,
    ...payroll,
    ...paperwork,
    document,
    vatDocument,
    ...expense,
    associatedUser,
    invitation,
    ledgerAccount: ledgerAccount.rows[0].id,
    entry,
    honorariumTicket,
    clientRut: counterpartRut,
    providerRut: counterpartRut,
    contact: contact.rows[0].id,
    notificationConfig: Number(notificationConfig.rows[0].id),
    message: Number(message.rows[0].id),
    business: t.id,
    invoice,
    comment: comment.rows[0].id,
    dueDateChange: change.rows[0].id,
    invoicingAccount: accounts[0].id,
    ...bank,
    sale,
    judicialSale,
    factorableSale,
  };
}

/** A library document (a PDF with a tag), uploaded through the API so its file is in the store. */
async function libraryDocumentOf(
  h: Harness,
  t: Omit<Tenant, 'objects'>,
  auth: AuthHeaders,
  marker: boolean,
): Promise<number> {
  const { payload, contentType } = multipart([{ name: 'contrato.pdf', bytes: PDF, field: 'file' }], {
    name: marker ? `Documento ${B_MARKER}` : 'Documento propio',
    tags: marker ? 'marcador-b' : 'propio',
  });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/client/documents',
    headers: { ...auth, 'business-id': String(t.id), 'content-type': contentType },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`library document for ${t.key}: ${res.statusCode} ${res.body}`);
  return res.json().document.id;
}

/** An expense with a receipt, entered through the API as a browser would. */
async function expenseOf(h: Harness, t: Omit<Tenant, 'objects'>, auth: AuthHeaders, marker: boolean) {
  const { payload, contentType } = multipart([{ name: 'boleta.pdf', bytes: PDF, field: 'documents' }], {
    amount: '15000',
    date: todayInChile(),
    description: marker ? `Gasto ${B_MARKER}` : 'Gasto propio',
    category_id: '101',
  });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/client/expenses',
    headers: { ...auth, 'business-id': String(t.id), 'content-type': contentType },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`expense for ${t.key}: ${res.statusCode} ${res.body}`);
  const e = res.json().expense as { id: number; documents: { id: number }[] };
  return { expense: e.id, expenseDocument: e.documents[0]!.id, expenseAuthor: t.ownerId };
}

/** A's and B's workers: RUTs found in no other tenant. */
export const A_EMPLOYEE_RUT = '15111222-6';
export const B_EMPLOYEE_RUT = '16222333-K';
/** A's and B's worker without payslips (one a DELETE may remove). */
export const A_NEW_EMPLOYEE_RUT = rutOf(15333444);
export const B_NEW_EMPLOYEE_RUT = rutOf(16444555);

/** The tenant's worker, as it was (workers a sampled create added go, so a create works again). */
async function employeeOf(db: Queryable, businessId: number, marker: boolean): Promise<string> {
  const rut = marker ? B_EMPLOYEE_RUT : A_EMPLOYEE_RUT;
  // A month's payslips hold their workers: the months go first (their entries with them).
  await db.query('DELETE FROM payroll_quotations WHERE business_id = $1', [businessId]);
  await db.query('DELETE FROM employees WHERE business_id = $1 AND rut <> $2', [businessId, rut]);
  const fields = marker
    ? { first_name: B_MARKER, base_salary: 7_654_321, bank_account_number: '99887766' }
    : { first_name: 'Trabajadora Propia' };
  await upsertEmployees(db, businessId, [sampleEmployee({ rut, ...fields })]);
  return rut;
}

/**
 * The three newest months of the process window that the built-in tables compute, newest first:
 * the tenants keep one month in each state a route needs (created, computed, reviewed).
 */
export const PAYROLL_TRUST_MONTHS: readonly { year: number; month: number }[] = (() => {
  const today = todayInChile();
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const out: { year: number; month: number }[] = [];
  for (let back = 0; back <= PAYROLL_MONTHS_BACK && out.length < 3; back++) {
    if (monthParameters(`${year}-${String(month).padStart(2, '0')}`, {}).ok) out.push({ year, month });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  if (out.length < 3)
    throw new Error(
      'Fewer than 3 months of the last 12 have every payroll indicator: update packages/domain.',
    );
  return out;
})();

/**
 * The tenant's three months of payroll, begun through the API with its worker included: the newest
 * left created (novedades editable), the next sent (computed, under review), the oldest reviewed.
 */
async function payrollOf(h: Harness, t: Omit<Tenant, 'objects'>, auth: AuthHeaders, employeeRut: string) {
  const headers = { ...auth, 'business-id': String(t.id) };
  const send = async (method: 'POST' | 'PUT', url: string, expected: number, payload?: unknown) => {
    const res = await h.app.inject({
      method,
      url: `/api/v1/client/quotations${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode !== expected)
      throw new Error(`payroll ${method} ${url} for ${t.key}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const ids: number[] = [];
  for (const [i, { year, month }] of PAYROLL_TRUST_MONTHS.entries()) {
    const id: number = (await send('POST', '', 201, { year, month })).quotation.id;
    await send('PUT', `/${id}/novelties`, 200, quotationNovelties(employeeRut));
    if (i >= 1) await send('PUT', `/${id}/send_form`, 200);
    if (i >= 2) await send('PUT', `/${id}/review`, 200);
    ids.push(id);
  }
  return { quotation: ids[0]!, computedQuotation: ids[1]!, reviewedQuotation: ids[2]! };
}

/** The novedades the suites save: the tenant's worker, two hours over, a bono and a descuento. */
export function quotationNovelties(employeeRut: string) {
  const item = { employee_rut: employeeRut, amount: 20_000 };
  return {
    mutual: '00',
    work_injury_additional_rate: 0,
    novelties: [
      {
        employee_rut: employeeRut,
        included: true,
        absence_days: 0,
        sick_leave_days: 0,
        overtime_hours: 2,
        advances: 0,
      },
    ],
    bonds: [{ ...item, label: 'Bono de producción', taxable: true }],
    discounts: [{ ...item, label: 'Préstamo de la empresa' }],
  };
}

/** An accounting record of 50.000 on today's date: Caja against Capital. */
async function entryOf(db: Queryable, businessId: number, marker: boolean): Promise<number> {
  await db.query('SELECT ensure_chart($1)', [businessId]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO journal_entries (business_id, entry_date, name, type_entry)
     VALUES ($1, $2, $3, 'income') RETURNING id::int AS id`,
    [businessId, todayInChile(), marker ? `Registro ${B_MARKER}` : 'Registro propio'],
  );
  await db.query(
    `INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
     SELECT $1, 'entry', $2, n, $3::date, a.id, d, c
       FROM (VALUES (1, '1101', 50000, 0), (2, '3101', 0, 50000)) v(n, num, d, c)
       JOIN accounts a ON a.business_id = $1 AND a.account_number = v.num`,
    [businessId, rows[0].id, todayInChile()],
  );
  return rows[0].id;
}

/** A received honorarium ticket of today (the same one again on a later create). */
async function honorariumTicketOf(db: Queryable, businessId: number, marker: boolean): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO honorarium_tickets (business_id, kind, number, issue_date, status, counterpart_rut,
       counterpart_name, gross_amount, retention_amount, net_amount, retention_by)
     VALUES ($1, 'received', 1, $2, 'VIG', '12345678-5', $3, 100000, 0, 100000, 'issuer')
     ON CONFLICT (business_id, kind, counterpart_rut, number) DO UPDATE SET notes = NULL
     RETURNING id::int AS id`,
    [businessId, todayInChile(), marker ? `Profesional ${B_MARKER}` : 'Profesional propio'],
  );
  return rows[0].id;
}

// A certificate row (descriptive columns only: the suites test access, not the file)
// and a credential; earlier ones go first (one certificate per business, one credential per name).
async function certificateAndCredentialOf(db: Queryable, businessId: number, marker: boolean) {
  await db.query('DELETE FROM business_certificates WHERE business_id = $1', [businessId]);
  const certificate = await db.query<{ id: number }>(
    `INSERT INTO business_certificates (business_id, holder_name, holder_rut, issuer, not_before, not_after)
     VALUES ($1, $2, NULL, 'Autoridad de prueba', now() - interval '1 day', now() + interval '1 year')
     RETURNING id::int AS id`,
    [businessId, marker ? `Titular ${B_MARKER}` : 'Titular propio'],
  );
  await db.query(`DELETE FROM business_credentials WHERE business_id = $1`, [businessId]);
  const credential = await db.query<{ id: number }>(
    `INSERT INTO business_credentials (business_id, name, username) VALUES ($1, 'Previred', $2)
     RETURNING id::int AS id`,
    [businessId, marker ? `Usuario ${B_MARKER}` : 'usuario-propio'],
  );
  return { certificate: certificate.rows[0].id, credential: credential.rows[0].id };
}

let nextAccount = 70_000_000;
let nextLedgerAccount = 5_000_000;
let nextMember = 1;

/** A fresh user linked to the business as admin (destructive routes remove one per call). */
async function associatedUserOf(db: Queryable, businessId: number, marker: boolean): Promise<number> {
  const n = nextMember++;
  const user = await db.query<{ id: number }>(
    `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, 'x') RETURNING id::int AS id`,
    [`asociado${n}.${businessId}@confianza.cl`, marker ? `Usuario ${B_MARKER}` : `Usuario propio ${n}`],
  );
  const link = await db.query<{ id: number }>(
    `INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, 'admin') RETURNING id::int AS id`,
    [businessId, user.rows[0].id],
  );
  return link.rows[0].id;
}

let nextInvitation = 1;
async function invitationOf(
  db: Queryable,
  businessId: number,
  ownerId: number,
  marker: boolean,
): Promise<number> {
  const n = nextInvitation++;
  const email = `${marker ? B_MARKER.toLowerCase().replace(/[^a-z0-9]/g, '') : 'invitada'}${n}.${businessId}@confianza.cl`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO business_invitations (business_id, email, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, 'other', encode(sha256(convert_to($2 || random()::text, 'UTF8')), 'hex'), $3, now() + interval '7 days')
     RETURNING id::int AS id`,
    [businessId, email, ownerId],
  );
  return rows[0].id;
}

/** A bank account, a credit movement partly reconciled with one sale, and another sale still open. */
async function bankObjects(db: Queryable, businessId: number, marker: boolean) {
  // Accounts an earlier create made (no movements) go, so the same create works again.
  await db.query(
    `DELETE FROM bm_accounts a WHERE a.business_id = $1
        AND NOT EXISTS (SELECT 1 FROM bm_movements m WHERE m.business_id = a.business_id AND m.bm_account_id = a.id)
        AND NOT EXISTS (SELECT 1 FROM bm_bank_tokens k WHERE k.business_id = a.business_id AND k.bm_account_id = a.id)`,
    [businessId],
  );
  const account = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number) VALUES ($1, '001', $2) RETURNING id::int AS id`,
    [businessId, String(nextAccount++)],
  );
  const movement = await db.query<{ id: number }>(
    `INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description, search_text)
     VALUES ($1, $2, $3, $4, 500000, $5, lower($5)) RETURNING id::int AS id`,
    [
      businessId,
      account.rows[0].id,
      `REF${nextAccount}`,
      todayInChile(),
      marker ? `TRANSF ${B_MARKER}` : 'TRANSF PROPIA',
    ],
  );
  const paid = await insertInvoice(db, businessId, { direction: 'VENTA', net: 1_000 });
  const conciliation = await db.query<{ id: number }>(
    `INSERT INTO bm_conciliations (business_id, bm_movement_id, conciliation_type, conciliation_id, amount)
     VALUES ($1, $2, 'Invoice', $3, 1190) RETURNING id::int AS id`,
    [businessId, movement.rows[0].id, paid],
  );
  await db.query('UPDATE bm_movements SET conciliated_amount = 1190 WHERE id = $1', [movement.rows[0].id]);
  const openSale = await insertInvoice(db, businessId, {
    direction: 'VENTA',
    net: 10_000,
    ...(marker ? { counterpartName: B_MARKER } : {}),
  });
  const linked = await db.query<{ id: number }>(
    `INSERT INTO bm_accounts (business_id, bank_code, number) VALUES ($1, '012', $2) RETURNING id::int AS id`,
    [businessId, String(nextAccount++)],
  );
  const token = await db.query<{ id: number }>(
    `INSERT INTO bm_bank_tokens (business_id, bm_account_id, provider, external_id) VALUES ($1, $2, 'folder', $3)
     RETURNING id::int AS id`,
    [businessId, linked.rows[0].id, `folder:test/${linked.rows[0].id}`],
  );
  return {
    bankToken: token.rows[0].id,
    bankAccount: account.rows[0].id,
    movement: movement.rows[0].id,
    conciliation: conciliation.rows[0].id,
    openSale,
  };
}

/** Session headers in a business. */
export const inTenant = (auth: AuthHeaders, businessId: number): Record<string, string> => ({
  ...auth,
  'business-id': String(businessId),
});

/** An F29 uploaded through the API, and what the automatic mode asks for. */
async function vatReportObjects(
  h: Harness,
  t: Omit<Tenant, 'objects'>,
  auth: AuthHeaders,
  marker: boolean,
): Promise<number> {
  const db: Queryable = h.db;
  const { payload, contentType } = multipart([
    { name: marker ? `F29 ${B_MARKER}.pdf` : 'F29 propio.pdf', bytes: PDF, field: 'file_upload' },
  ]);
  const up = await h.app.inject({
    method: 'POST',
    url: '/api/v1/users/document',
    headers: { ...auth, 'business-id': String(t.id), 'content-type': contentType },
    payload,
  });
  if (up.statusCode !== 200) throw new Error(`F29 upload for ${t.key}: ${up.statusCode} ${up.body}`);
  await db.query(
    `INSERT INTO business_certificates (business_id, holder_name, issuer, not_before, not_after)
     VALUES ($1, 'Representante', 'E-CERTCHILE', now() - interval '1 day', now() + interval '365 days')
     ON CONFLICT (business_id) DO UPDATE SET not_after = EXCLUDED.not_after`,
    [t.id],
  );
  await db.query(
    `INSERT INTO business_credentials (business_id, name, username) VALUES ($1, 'SII', $2)
     ON CONFLICT (business_id, name) DO NOTHING`,
    [t.id, t.rut],
  );
  const period = vatPeriodOn(todayInChile());
  await db.query(
    `INSERT INTO rcv_period_totals (business_id, direction, period, doc_count, total_amount)
     SELECT $1, d, $2, coalesce(sum(m.doc_count), 0), coalesce(sum(m.signed_total), 0)
       FROM unnest(ARRAY['VENTA', 'COMPRA']) AS d
       LEFT JOIN invoice_monthly_totals m ON m.business_id = $1 AND m.direction = d AND m.period = $2
      GROUP BY d
     ON CONFLICT (business_id, direction, period) DO UPDATE
       SET doc_count = EXCLUDED.doc_count, total_amount = EXCLUDED.total_amount`,
    [t.id, period],
  );
  return up.json().document.id;
}
