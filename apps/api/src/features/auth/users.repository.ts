import type { Queryable } from '@portal/db';
import { evictUser } from './session-cache';

export type UserRow = {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  rut: string | null;
  password_hash: string;
  support_hash: string;
  /** Null until the account is confirmed by its e-mailed code or link (onboarding). */
  confirmed_at: Date | null;
};

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query(
    'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
    [userId, passwordHash],
  );
}

export async function deleteUser(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
  evictUser(userId);
}
