import type { Profile } from '@portal/contracts';
import type { Queryable } from '@portal/db';
import { ROLE_VALUE, type Role } from '../../lib/access';

export async function loadProfile(db: Queryable, userId: number): Promise<Profile | null> {
  const users = await db.query<{
    id: number;
    name: string;
    email: string;
    phone: string | null;
    rut: string | null;
    support_hash: string;
    removed_from_business_at: Date | null;
  }>('SELECT id, name, email, phone, rut, support_hash, removed_from_business_at FROM users WHERE id = $1', [
    userId,
  ]);
  const user = users.rows[0];
  if (!user) return null;
  const links = await db.query<{
    id: number;
    rut: string;
    name: string;
    fantasy_name: string | null;
    role: Role;
  }>(
    `SELECT b.id, b.rut, b.name, b.fantasy_name, bu.role
       FROM businesses_users bu JOIN businesses b ON b.id = bu.business_id
      WHERE bu.user_id = $1 ORDER BY bu.id`,
    [userId],
  );
  const messages = await db.query<{
    id: number;
    title: string;
    body: string;
    read_at: Date | null;
    created_at: Date;
  }>(
    'SELECT id, title, body, read_at, created_at FROM user_messages WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50',
    [userId],
  );
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    rut: user.rut,
    hash: user.support_hash,
    removed_from_business: user.removed_from_business_at !== null,
    businesses: links.rows.map(({ id, rut, name, fantasy_name }) => ({ id, rut, name, fantasy_name })),
    businesses_users: links.rows.map((l) => ({
      business_id: l.id,
      role: ROLE_VALUE[l.role],
      role_name: l.role,
    })),
    messages_users: messages.rows.map((m) => ({
      ...m,
      read_at: m.read_at ? m.read_at.toISOString() : null,
      created_at: m.created_at.toISOString(),
    })),
  };
}
