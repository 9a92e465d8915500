// Clients and providers: the counterparts of a business's sales and purchases with their figures,
// contacts and registries. The door other areas use (collections, reminders): findCounterpartContacts.
import {
  CLIENT_CSV_HEADERS,
  CLIENT_FIELD_MESSAGES,
  type Client,
  type ClientListResponse,
  type Contact,
  type ContactFields,
  type CounterpartFields,
  NEXT_DAYS,
  type Provider,
  type ProviderListResponse,
  type RegistryRecord,
  type RegistryResponse,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { documentTypeName, formatDate, formatRut, todayInChile } from '@portal/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { csvFile } from '../../lib/csv';
import {
  type ContactRow,
  contactTypeExists,
  deleteContact,
  findContact,
  insertContact,
  listContactTypes,
  listContacts,
  updateContact,
} from './contacts.repository';
import {
  type CounterpartRow,
  type Kind,
  type RegistryRow,
  type SortKey,
  counterpartTotals,
  dueFigures,
  findCounterpart,
  insertCounterpart,
  listCounterparts,
  registryPage,
  updateCounterpart,
} from './counterparts.repository';

export { type ContactAddressee, findCounterpartContacts } from './contacts.repository';
export type { Kind } from './counterparts.repository';

export const CLIENT_MSG = {
  clientNotFound: 'No encontramos el cliente.',
  providerNotFound: 'No encontramos el proveedor.',
  clientExists: (rut: string) => `Ya existe un cliente con el RUT ${formatRut(rut)}.`,
  providerExists: (rut: string) => `Ya existe un proveedor con el RUT ${formatRut(rut)}.`,
  contactNotFound: 'No encontramos el contacto.',
  contactCreated: 'Contacto agregado.',
  contactUpdated: 'Contacto actualizado.',
  contactDeleted: 'Contacto eliminado.',
  contactType: `Dato inválido en el cuerpo, campo 'contact.contact_type_id': ${CLIENT_FIELD_MESSAGES.contactType}`,
} as const;

const notFoundOf = (kind: Kind) =>
  notFound(kind === 'client' ? CLIENT_MSG.clientNotFound : CLIENT_MSG.providerNotFound);

type ListQuery = {
  page: number;
  page_size: number;
  search?: string;
  sort_field: string;
  sort_order: 'asc' | 'desc';
};

const sortKey = (field: string): SortKey =>
  (field === 'rut_client' || field === 'rut_provider' ? 'rut' : field) as SortKey;

const toContact = (r: ContactRow): Contact => ({
  id: r.id,
  area: r.area,
  contact_type_id: r.contact_type_id,
  description: r.description,
  email: r.email,
  emails: r.emails,
  last_name: r.last_name,
  name: r.name,
  phone: r.phone,
  rut: r.rut,
  contact_type: r.kind,
  counterpart_rut: r.counterpart_rut,
});

async function rowsWithContacts(db: Queryable, businessId: number, rows: CounterpartRow[]) {
  const contacts = await listContacts(
    db,
    businessId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    business_name: r.business_name,
    fantasy_name: r.fantasy_name,
    last_doc_date: r.last_doc_date,
    days_to_pay: r.days_to_pay,
    total_debt: r.debt,
    num_documents: r.num_documents,
    contacts: contacts
      .filter((k) => k.counterpart_id === r.id)
      .map((k) => ({ id: k.id, name: k.name, last_name: k.last_name, email: k.email })),
    rut: r.rut,
  }));
}

/** The page and the figures over every counterpart of the kind (the search narrows the rows only). */
async function listOf(db: Queryable, businessId: number, kind: Kind, q: ListQuery, today: string) {
  const [list, totals, due] = await Promise.all([
    listCounterparts(db, businessId, {
      kind,
      search: q.search,
      sort: sortKey(q.sort_field),
      order: q.sort_order,
      page: q.page,
      pageSize: q.page_size,
    }),
    counterpartTotals(db, businessId, kind),
    dueFigures(db, businessId, kind, today, NEXT_DAYS),
  ]);
  const rows = await rowsWithContacts(db, businessId, list.rows);
  const meta = { current_page: q.page, page_size: q.page_size, total_elements: list.total };
  return { rows, meta, totals, due };
}

export async function listClients(
  db: Queryable,
  businessId: number,
  q: ListQuery,
  today = todayInChile(),
): Promise<ClientListResponse> {
  const { rows, meta, totals, due } = await listOf(db, businessId, 'client', q, today);
  return {
    data: { clients: rows.map(({ rut, ...r }) => ({ rut_client: rut, ...r })) },
    meta,
    total_overdue: due.overdue,
    total_sales: totals.total,
    total_to_collect: totals.debt,
    total_to_collect_next: due.next,
    error: null,
  };
}

export async function listProviders(
  db: Queryable,
  businessId: number,
  q: ListQuery,
  today = todayInChile(),
): Promise<ProviderListResponse> {
  const { rows, meta, totals, due } = await listOf(db, businessId, 'provider', q, today);
  return {
    data: { providers: rows.map(({ rut, ...r }) => ({ rut_provider: rut, ...r })) },
    meta,
    total_overdue: due.overdue,
    total_purchases: totals.total,
    total_to_pay: totals.debt,
    total_to_pay_next: due.next,
    error: null,
  };
}

/** CSV of every counterpart matching the search, in the list's order: ';', UTF-8 with BOM, DD/MM/YYYY. */
export async function counterpartsCsv(
  db: Queryable,
  businessId: number,
  kind: Kind,
  q: ListQuery,
): Promise<string> {
  const list = await listCounterparts(db, businessId, {
    kind,
    search: q.search,
    sort: sortKey(q.sort_field),
    order: q.sort_order,
    page: 1,
    pageSize: null,
  });
  const contacts = await listContacts(
    db,
    businessId,
    list.rows.map((r) => r.id),
  );
  const count = new Map<number, number>();
  for (const k of contacts) count.set(k.counterpart_id, (count.get(k.counterpart_id) ?? 0) + 1);
  return csvFile(
    CLIENT_CSV_HEADERS,
    list.rows.map((r) => [
      formatRut(r.rut),
      r.business_name,
      r.fantasy_name ?? '',
      r.last_doc_date ? formatDate(r.last_doc_date) : '',
      r.days_to_pay === null ? null : Number(r.days_to_pay),
      Number(r.debt),
      Number(r.num_documents),
      count.get(r.id) ?? 0,
    ]),
  );
}

async function businessRut(db: Queryable, businessId: number): Promise<string> {
  const { rows } = await db.query<{ rut: string }>('SELECT rut FROM businesses WHERE id = $1', [businessId]);
  return rows[0]?.rut ?? '';
}

async function entityOf(db: Queryable, businessId: number, kind: Kind, rut: string, today: string) {
  const row = await findCounterpart(db, businessId, kind, rut);
  if (!row) throw notFoundOf(kind);
  const [contacts, due, own] = await Promise.all([
    listContacts(db, businessId, [row.id]),
    dueFigures(db, businessId, kind, today, NEXT_DAYS, rut),
    businessRut(db, businessId),
  ]);
  return {
    row,
    due,
    base: {
      rutBusiness: own,
      business_name: row.business_name,
      fantasyName: row.fantasy_name,
      activity: row.activity,
      address: row.address,
      commune: row.commune,
      contacts: contacts.map(toContact),
      daysToPay: row.days_to_pay,
      needsBuyOrder: row.needs_buy_order,
      total_overdue: due.overdue,
      last_doc_date: row.last_doc_date,
      num_documents: row.num_documents,
    },
  };
}

export async function getClient(
  db: Queryable,
  businessId: number,
  rut: string,
  today = todayInChile(),
): Promise<Client> {
  const { row, due, base } = await entityOf(db, businessId, 'client', rut, today);
  return {
    rutClient: row.rut,
    ...base,
    total_sales: row.total_amount,
    total_to_collect: row.debt,
    total_to_collect_next: due.next,
  };
}

export async function getProvider(
  db: Queryable,
  businessId: number,
  rut: string,
  today = todayInChile(),
): Promise<Provider> {
  const { row, due, base } = await entityOf(db, businessId, 'provider', rut, today);
  return {
    rutProvider: row.rut,
    ...base,
    total_purchases: row.total_amount,
    total_to_pay: row.debt,
    total_to_pay_next: due.next,
  };
}

type Fields = Partial<{ [K in keyof CounterpartFields]: Exclude<CounterpartFields[K], undefined> }>;

/** A client or provider not yet invoiced; 409 when the RUT is already one of the business's. */
export async function createCounterpart(
  db: Db,
  businessId: number,
  kind: Kind,
  rut: string,
  fields: Fields,
): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await insertCounterpart(tx, businessId, kind, rut, fields as never);
    if (id === null)
      throw conflict(kind === 'client' ? CLIENT_MSG.clientExists(rut) : CLIENT_MSG.providerExists(rut));
  });
}

export async function editCounterpart(
  db: Db,
  businessId: number,
  kind: Kind,
  rut: string,
  fields: Fields,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await updateCounterpart(tx, businessId, kind, rut, fields as never))) throw notFoundOf(kind);
  });
}

// ---------------------------------------------------------------------------------------------
// Registry

function dueDescription(siiDue: string | null, today: string): string {
  if (!siiDue) return 'Sin fecha';
  return siiDue < today ? `Venció el ${formatDate(siiDue)}` : `Vence el ${formatDate(siiDue)}`;
}

const toRecord = (kind: Kind, r: RegistryRow, today: string): RegistryRecord => {
  const open = Number(r.open_amount);
  return {
    id: r.id,
    business_name: r.counterpart_name,
    rut: r.counterpart_rut,
    doc_date: r.issue_date,
    doc_number: Number(r.folio),
    doc_type: r.doc_type,
    doc_type_name: documentTypeName(r.doc_type) ?? `Documento tipo ${r.doc_type}`,
    due_date: r.internal_due_date,
    due_collect: kind === 'client' ? open : 0,
    due_pay: kind === 'provider' ? open : 0,
    net_amount: Number(r.net_amount),
    other_taxes: Number(r.other_taxes),
    tax_recoverable: Number(kind === 'provider' ? r.iva_recoverable : r.iva_amount),
    total_amount: Number(r.total_amount),
    payed: r.payed,
    uncollectible: !r.collectible || r.estado === 'Rechazada',
    period: r.period,
    reception_date: r.reception_date,
    sii_state: r.purchase_register ?? 'REGISTRO',
    sii_due_description: dueDescription(r.sii_due_date, today),
  };
};

export async function getRegistry(
  db: Queryable,
  businessId: number,
  kind: Kind,
  rut: string,
  page: number,
  pageSize: number,
  today = todayInChile(),
): Promise<RegistryResponse> {
  const row = await findCounterpart(db, businessId, kind, rut);
  if (!row) throw notFoundOf(kind);
  const rows = await registryPage(db, businessId, kind, rut, page, pageSize);
  return {
    records: rows.map((r) => toRecord(kind, r, today)),
    meta: { current_page: page, page_size: pageSize, total_elements: row.num_documents },
    business_name: row.business_name,
    error: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Contacts

type ContactInput = Partial<{ [K in keyof ContactFields]: Exclude<ContactFields[K], undefined> }>;

async function requireContactType(q: Queryable, id: number | null | undefined): Promise<void> {
  if (id != null && !(await contactTypeExists(q, id))) throw badRequest(CLIENT_MSG.contactType);
}

export async function getContacts(
  db: Queryable,
  businessId: number,
  kind: Kind,
  rut: string,
): Promise<Contact[]> {
  const row = await findCounterpart(db, businessId, kind, rut);
  if (!row) throw notFoundOf(kind);
  return (await listContacts(db, businessId, [row.id])).map(toContact);
}

export async function addContact(
  db: Db,
  businessId: number,
  kind: Kind,
  rut: string,
  fields: ContactInput,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    const row = await findCounterpart(tx, businessId, kind, rut);
    if (!row) throw notFoundOf(kind);
    await requireContactType(tx, fields.contact_type_id);
    const id = await insertContact(tx, businessId, row.id, fields as never);
    return toContact((await findContact(tx, businessId, id))!);
  });
}

export async function editContact(
  db: Db,
  businessId: number,
  id: number,
  fields: ContactInput,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    await requireContactType(tx, fields.contact_type_id);
    if (!(await updateContact(tx, businessId, id, fields as never)))
      throw notFound(CLIENT_MSG.contactNotFound);
    return toContact((await findContact(tx, businessId, id))!);
  });
}

export async function removeContact(db: Db, businessId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteContact(tx, businessId, id))) throw notFound(CLIENT_MSG.contactNotFound);
  });
}

export const contactTypes = (db: Queryable) => listContactTypes(db);
