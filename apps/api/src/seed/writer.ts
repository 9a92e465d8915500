import type { Db, Queryable } from '@portal/db';
import { syncFlags } from '../features/flags/flags.repository';
import { hashPassword } from '../lib/passwords';
import type { Dataset, GenBusiness, GenLink, GenUser } from './generator';

export type WrittenIds = { users: Map<string, number>; businesses: Map<string, number> };

/** Rows per statement: each column travels as one array parameter, so this only bounds memory. */
const BATCH = 2000;

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

const col = <T, V>(rows: readonly T[], pick: (row: T) => V): V[] => rows.map(pick);

async function insertUsers(tx: Queryable, users: GenUser[], hashes: Map<string, string>, ids: WrittenIds) {
  const { rows } = await tx.query<{ id: number; email: string }>(
    `INSERT INTO users (email, name, phone, rut, password_hash)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     RETURNING id, email`,
    [
      col(users, (u) => u.email.toLowerCase()),
      col(users, (u) => u.name),
      col(users, (u) => u.phone),
      col(users, (u) => u.rut),
      col(users, (u) => hashes.get(u.password)),
    ],
  );
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  for (const u of users) ids.users.set(u.key, byEmail.get(u.email.toLowerCase())!);
}

async function insertBusinesses(tx: Queryable, list: GenBusiness[], ids: WrittenIds) {
  const { rows } = await tx.query<{ id: number; hash_id: string }>(
    `INSERT INTO businesses (hash_id, rut, name, fantasy_name, email, phone, address, commune, activity,
       status, status_onboarding, debtor, debtor_date, closed_at, payed, prospect, valid_contract_plan, plan,
       tax_regime_value, status_rent, rent_form_send, rent_show_result)
     SELECT h, rut, name, fantasy, email, phone, address, commune, activity, status, onboarding, debtor,
            debtor_date::date, closed_at::timestamptz, payed, prospect, valid_plan, plan::jsonb, regime,
            status_rent, rent_send, rent_result
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
                   $15::boolean[], $16::boolean[], $17::boolean[], $18::text[], $19::text[], $20::boolean[],
                   $21::boolean[], $22::boolean[])
         AS t(h, rut, name, fantasy, email, phone, address, commune, activity, status, onboarding, debtor,
              debtor_date, closed_at, payed, prospect, valid_plan, plan, regime, status_rent, rent_send,
              rent_result)
     RETURNING id, hash_id`,
    [
      col(list, (b) => b.hash_id),
      col(list, (b) => b.rut),
      col(list, (b) => b.name),
      col(list, (b) => b.fantasy_name),
      col(list, (b) => b.email),
      col(list, (b) => b.phone),
      col(list, (b) => b.address),
      col(list, (b) => b.commune),
      col(list, (b) => b.activity),
      col(list, (b) => b.status),
      col(list, (b) => b.status_onboarding),
      col(list, (b) => b.debtor),
      col(list, (b) => b.debtor_date),
      col(list, (b) => b.closed_at),
      col(list, (b) => b.payed),
      col(list, (b) => b.prospect),
      col(list, (b) => b.valid_contract_plan),
      col(list, (b) => JSON.stringify(b.plan)),
      col(list, (b) => b.tax_regime_value),
      col(list, (b) => b.status_rent),
      col(list, (b) => b.rent_form_send),
      col(list, (b) => b.rent_show_result),
    ],
  );
  const byHash = new Map(rows.map((r) => [r.hash_id, r.id]));
  for (const b of list) ids.businesses.set(b.key, byHash.get(b.hash_id)!);
}

async function insertFunctionalities(tx: Queryable, list: GenBusiness[], ids: WrittenIds) {
  const rows = list.flatMap((b) => b.functionalities.map((f) => ({ id: ids.businesses.get(b.key)!, ...f })));
  for (const batch of batches(rows)) {
    await tx.query(
      `INSERT INTO business_functionalities (business_id, reference, beta)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::boolean[])`,
      [col(batch, (r) => r.id), col(batch, (r) => r.reference), col(batch, (r) => r.beta)],
    );
  }
}

async function insertLinks(tx: Queryable, links: GenLink[], ids: WrittenIds) {
  for (const batch of batches(links)) {
    await tx.query(
      `INSERT INTO businesses_users (business_id, user_id, role)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[])`,
      [
        col(batch, (l) => ids.businesses.get(l.businessKey)),
        col(batch, (l) => ids.users.get(l.userKey)),
        col(batch, (l) => l.role),
      ],
    );
  }
}

/** Acceptance of the active term document by each business's owner, when a term is active. */
async function insertTermAcceptances(tx: Queryable, data: Dataset, ids: WrittenIds) {
  const owners = new Map(data.links.filter((l) => l.role === 'owner').map((l) => [l.businessKey, l.userKey]));
  const accepted = data.businesses.filter((b) => b.terms_accepted);
  for (const batch of batches(accepted)) {
    await tx.query(
      `INSERT INTO business_terms (business_id, term_document_id, accepted, accepted_at, accepted_by)
       SELECT t.business_id, d.id, true, now(), t.user_id
         FROM unnest($1::bigint[], $2::bigint[]) AS t(business_id, user_id)
         CROSS JOIN (SELECT id FROM term_documents WHERE active LIMIT 1) d`,
      [
        col(batch, (b) => ids.businesses.get(b.key)),
        col(batch, (b) => ids.users.get(owners.get(b.key) ?? '') ?? null),
      ],
    );
  }
}

/**
 * Writes a generated dataset in one transaction, with set-based INSERTs (one array per column,
 * `unnest`), so thousands of businesses take a few statements instead of one round trip per row.
 * Users sharing a password share one hash: argon2 is slow by design.
 */
export async function writeDataset(db: Db, data: Dataset): Promise<WrittenIds> {
  const hashes = new Map<string, string>();
  for (const p of new Set(data.users.map((u) => u.password))) hashes.set(p, await hashPassword(p));
  return db.transaction(async (tx) => {
    await syncFlags(tx, data.flags);
    const ids: WrittenIds = { users: new Map(), businesses: new Map() };
    for (const batch of batches(data.users)) await insertUsers(tx, batch, hashes, ids);
    for (const batch of batches(data.businesses)) await insertBusinesses(tx, batch, ids);
    await insertFunctionalities(tx, data.businesses, ids);
    await insertLinks(tx, data.links, ids);
    await insertTermAcceptances(tx, data, ids);
    return ids;
  });
}
