import type { Db, Queryable } from '@portal/db';
import { hashPassword } from '../lib/passwords';
import type { Dataset } from './generator';

export type WrittenIds = { users: Map<string, number>; businesses: Map<string, number> };

/** Feature flags of the catalog that the database does not have yet; existing ones keep their state. */
export async function syncFlags(db: Queryable, flags: Dataset['flags']): Promise<void> {
  for (const f of flags) {
    await db.query(
      `INSERT INTO feature_flags (key, active, is_public, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET is_public = EXCLUDED.is_public, description = EXCLUDED.description`,
      [f.key, f.active, f.isPublic, f.description],
    );
  }
}

/** Writes a generated dataset in one transaction. */
export async function writeDataset(db: Db, data: Dataset): Promise<WrittenIds> {
  const hashes = new Map<string, string>();
  for (const p of new Set(data.users.map((u) => u.password))) hashes.set(p, await hashPassword(p));
  return db.transaction(async (tx) => {
    await syncFlags(tx, data.flags);
    const users = new Map<string, number>();
    for (const u of data.users) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO users (email, name, phone, rut, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [u.email.toLowerCase(), u.name, u.phone, u.rut, hashes.get(u.password)],
      );
      users.set(u.key, rows[0].id);
    }
    const businesses = new Map<string, number>();
    for (const b of data.businesses) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO businesses (rut, name, fantasy_name, email, phone, address, commune, activity, status,
           status_onboarding, debtor, debtor_date, closed_at, payed, prospect, valid_contract_plan, plan,
           tax_regime_value, status_rent, rent_form_send, rent_show_result)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21) RETURNING id`,
        [
          b.rut,
          b.name,
          b.fantasy_name,
          b.email,
          b.phone,
          b.address,
          b.commune,
          b.activity,
          b.status,
          b.status_onboarding,
          b.debtor,
          b.debtor_date,
          b.closed_at,
          b.payed,
          b.prospect,
          b.valid_contract_plan,
          JSON.stringify(b.plan),
          b.tax_regime_value,
          b.status_rent,
          b.rent_form_send,
          b.rent_show_result,
        ],
      );
      const id = rows[0].id;
      businesses.set(b.key, id);
      for (const f of b.functionalities) {
        await tx.query(
          'INSERT INTO business_functionalities (business_id, reference, beta) VALUES ($1, $2, $3)',
          [id, f.reference, f.beta],
        );
      }
    }
    for (const l of data.links) {
      await tx.query('INSERT INTO businesses_users (business_id, user_id, role) VALUES ($1, $2, $3)', [
        businesses.get(l.businessKey),
        users.get(l.userKey),
        l.role,
      ]);
    }
    return { users, businesses };
  });
}
