// SQL of the contacts of a business's clients and providers (table contacts, migration 0030).
import type { Queryable } from '@portal/db';

/** A contact as other areas need it to write to the person: the addresses, never empty strings. */
export type ContactAddressee = {
  id: number;
  contact_type_id: number | null;
  name: string;
  last_name: string | null;
  phone: string | null;
  /** email first, then the further emails; de-duplicated, case-insensitively. */
  addresses: string[];
};

type Row = {
  id: number;
  contact_type_id: number | null;
  name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  emails: string[];
};

function toAddressee(r: Row): ContactAddressee {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const a of [r.email, ...r.emails]) {
    const v = a?.trim();
    if (!v || seen.has(v.toLowerCase())) continue;
    seen.add(v.toLowerCase());
    addresses.push(v);
  }
  return {
    id: Number(r.id),
    contact_type_id: r.contact_type_id,
    name: r.name,
    last_name: r.last_name,
    phone: r.phone,
    addresses,
  };
}

/**
 * The contacts of one counterpart (kind and RUT) of the business: all of them, those of one
 * contact type, or those with the given ids (ids of another counterpart or business are ignored).
 */
export async function findCounterpartContacts(
  q: Queryable,
  businessId: number,
  counterpart: { kind: 'client' | 'provider'; rut: string },
  only: { contactTypeId?: number | null; ids?: readonly number[] } = {},
): Promise<ContactAddressee[]> {
  const params: unknown[] = [businessId, counterpart.kind, counterpart.rut];
  let where = '';
  if (only.contactTypeId != null) {
    params.push(only.contactTypeId);
    where += ` AND k.contact_type_id = $${params.length}`;
  }
  if (only.ids) {
    params.push(only.ids.map(Number));
    where += ` AND k.id = ANY($${params.length}::bigint[])`;
  }
  const { rows } = await q.query<Row>(
    `SELECT k.id, k.contact_type_id, k.name, k.last_name, k.phone, k.email, k.emails
       FROM contacts k JOIN counterparts c ON c.id = k.counterpart_id
      WHERE k.business_id = $1 AND c.business_id = $1 AND c.kind = $2 AND c.rut = $3${where}
      ORDER BY k.id`,
    params,
  );
  return rows.map(toAddressee);
}

// ---------------------------------------------------------------------------------------------
// The contacts as the clients screens manage them.

export type ContactRow = {
  id: number;
  area: string | null;
  contact_type_id: number | null;
  description: string | null;
  email: string | null;
  emails: string[];
  last_name: string | null;
  name: string;
  phone: string | null;
  rut: string | null;
  kind: 'client' | 'provider';
  counterpart_rut: string;
  counterpart_id: number;
};

const CONTACT_COLUMNS = `k.id::int AS id, k.area, k.contact_type_id, k.description, k.email, k.emails, k.last_name,
  k.name, k.phone, k.rut, c.kind, c.rut AS counterpart_rut, c.id::int AS counterpart_id`;

export async function listContacts(
  q: Queryable,
  businessId: number,
  counterpartIds: readonly number[],
): Promise<ContactRow[]> {
  if (counterpartIds.length === 0) return [];
  const { rows } = await q.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts k JOIN counterparts c ON c.id = k.counterpart_id
      WHERE k.business_id = $1 AND c.business_id = $1 AND k.counterpart_id = ANY($2::bigint[])
      ORDER BY k.id`,
    [businessId, counterpartIds],
  );
  return rows;
}

export async function findContact(q: Queryable, businessId: number, id: number): Promise<ContactRow | null> {
  const { rows } = await q.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts k JOIN counterparts c ON c.id = k.counterpart_id
      WHERE k.business_id = $1 AND k.id = $2`,
    [businessId, id],
  );
  return rows[0] ?? null;
}

export type ContactWrite = {
  area?: string | null;
  contact_type_id?: number | null;
  name?: string;
  last_name?: string | null;
  rut?: string | null;
  email?: string | null;
  emails?: string[];
  phone?: string | null;
  description?: string | null;
};
const CONTACT_FIELDS = [
  'area',
  'contact_type_id',
  'name',
  'last_name',
  'rut',
  'email',
  'emails',
  'phone',
  'description',
] as const;

export async function contactTypeExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM contact_types WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function listContactTypes(q: Queryable): Promise<{ id: number; key: string; name: string }[]> {
  const { rows } = await q.query<{ id: number; key: string; name: string }>(
    'SELECT id, key, name FROM contact_types ORDER BY id',
  );
  return rows;
}

export async function insertContact(
  q: Queryable,
  businessId: number,
  counterpartId: number,
  fields: ContactWrite,
): Promise<number> {
  const cols = CONTACT_FIELDS.filter((k) => fields[k] !== undefined);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO contacts (business_id, counterpart_id${cols.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2${cols.map((_, n) => `, $${n + 3}`).join('')}) RETURNING id::int AS id`,
    [businessId, counterpartId, ...cols.map((c) => fields[c])],
  );
  return rows[0].id;
}

export async function updateContact(
  q: Queryable,
  businessId: number,
  id: number,
  fields: ContactWrite,
): Promise<boolean> {
  const cols = CONTACT_FIELDS.filter((k) => fields[k] !== undefined);
  const sets = [...cols.map((c, n) => `${c} = $${n + 3}`), 'updated_at = now()'];
  const { rows } = await q.query(
    `UPDATE contacts SET ${sets.join(', ')} WHERE business_id = $1 AND id = $2 RETURNING id`,
    [businessId, id, ...cols.map((c) => fields[c])],
  );
  return rows.length > 0;
}

export async function deleteContact(q: Queryable, businessId: number, id: number): Promise<boolean> {
  const { rows } = await q.query('DELETE FROM contacts WHERE business_id = $1 AND id = $2 RETURNING id', [
    businessId,
    id,
  ]);
  return rows.length > 0;
}
