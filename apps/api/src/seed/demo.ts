import type { Db } from '@portal/db';
import { generateDataset } from './generator';
import { writeDataset } from './writer';

export const DEMO_EMAIL = 'demo@portalcliente.cl';
export const DEMO_PASSWORD = 'Demo2026!';

/** First start: the demo user with several businesses, built by the same generator as tests. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0].n > 0) return false;
  await writeDataset(
    db,
    generateDataset({ seed: 1, businesses: 6, demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD } }),
  );
  return true;
}
