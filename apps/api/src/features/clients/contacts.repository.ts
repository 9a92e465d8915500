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
