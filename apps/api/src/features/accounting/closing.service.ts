// The closing date: the journal's trigger refuses any line dated on or before it (migration 0051).
import type { Db } from '@portal/db';
import { businessHeader, setClosingDate } from './reports.repository';

export async function closing(db: Db, businessId: number) {
  return { books_closed_until: (await businessHeader(db, businessId)).books_closed_until };
}

export async function updateClosing(db: Db, businessId: number, date: string | null) {
  await setClosingDate(db, businessId, date);
  return closing(db, businessId);
}
