// SQL of reconciliations (table bm_conciliations, migration 0043). Every query is scoped by business_id.
import type { ConciliationType } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export type ConciliationRow = {
  id: number;
  bm_movement_id: number;
  conciliation_type: ConciliationType;
  conciliation_id: number;
  amount: number;
  automatic: boolean;
  confidence: number | null;
  settled: boolean;
  created_at: string;
};

const COLUMNS = `c.id::int AS id, c.bm_movement_id::int AS bm_movement_id, c.conciliation_type,
  c.conciliation_id::int AS conciliation_id, c.amount, c.automatic, c.confidence, c.settled, c.created_at`;

const toRow = (r: Record<string, unknown>): ConciliationRow => ({
  ...(r as ConciliationRow),
  amount: Number(r.amount),
  confidence: r.confidence === null ? null : Number(r.confidence),
  created_at: new Date(r.created_at as string).toISOString(),
});

export async function conciliationsOf(
  db: Queryable,
  businessId: number,
  movementIds: readonly number[],
): Promise<ConciliationRow[]> {
  if (movementIds.length === 0) return [];
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM bm_conciliations c WHERE c.business_id = $1 AND c.bm_movement_id = ANY($2::bigint[])
      ORDER BY c.id`,
    [businessId, movementIds],
  );
  return rows.map(toRow);
}

export type NewConciliation = {
  movementId: number;
  type: ConciliationType;
  documentId: number;
  amount: number;
  automatic: boolean;
  confidence: number | null;
  settled: boolean;
  userId: number | null;
};

/** Inserts reconciliations; one already there for the same movement and document is refused by its key. */
export async function insertConciliations(
  tx: Queryable,
  businessId: number,
  rows: readonly NewConciliation[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO bm_conciliations (business_id, bm_movement_id, conciliation_type, conciliation_id, amount, automatic,
                                   confidence, settled, created_by)
     SELECT $1, u.m, u.t, u.d, u.a, u.auto, u.conf, u.settled, u.usr
       FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::boolean[], $7::real[], $8::boolean[], $9::bigint[])
            AS u(m, t, d, a, auto, conf, settled, usr)`,
    [
      businessId,
      rows.map((r) => r.movementId),
      rows.map((r) => r.type),
      rows.map((r) => r.documentId),
      rows.map((r) => r.amount),
      rows.map((r) => r.automatic),
      rows.map((r) => r.confidence),
      rows.map((r) => r.settled),
      rows.map((r) => r.userId),
    ],
  );
}

/** Deletes reconciliations of movements (all of theirs, or those of `ids`) and answers them. */
export async function deleteConciliations(
  tx: Queryable,
  businessId: number,
  movementIds: readonly number[],
  ids: readonly number[] | 'all',
): Promise<ConciliationRow[]> {
  const { rows } = await tx.query(
    `DELETE FROM bm_conciliations c WHERE c.business_id = $1 AND c.bm_movement_id = ANY($2::bigint[])
        ${ids === 'all' ? '' : 'AND c.id = ANY($3::bigint[])'}
     RETURNING ${COLUMNS}`,
    ids === 'all' ? [businessId, movementIds] : [businessId, movementIds, ids],
  );
  return rows.map(toRow);
}

/** For each document, the newest movement still reconciled with it (null: none). */
export async function linkedMovements(
  tx: Queryable,
  businessId: number,
  type: ConciliationType,
  documentIds: readonly number[],
): Promise<Map<number, number>> {
  if (documentIds.length === 0) return new Map();
  const { rows } = await tx.query<{ d: number; m: number }>(
    `SELECT conciliation_id::int AS d, max(bm_movement_id)::int AS m FROM bm_conciliations
      WHERE business_id = $1 AND conciliation_type = $2 AND conciliation_id = ANY($3::bigint[]) GROUP BY conciliation_id`,
    [businessId, type, documentIds],
  );
  return new Map(rows.map((r) => [r.d, r.m]));
}

/** The reconciliations of every movement of an account (its deletion undoes them). */
export async function conciliationsOfAccount(
  tx: Queryable,
  businessId: number,
  accountId: number,
): Promise<ConciliationRow[]> {
  const { rows } = await tx.query(
    `SELECT ${COLUMNS} FROM bm_conciliations c JOIN bm_movements m ON m.business_id = c.business_id AND m.id = c.bm_movement_id
      WHERE c.business_id = $1 AND m.bm_account_id = $2`,
    [businessId, accountId],
  );
  return rows.map(toRow);
}

/** Names of the accounting records reconciled with movements (their label in the movement). */
export async function entryNames(
  db: Queryable,
  businessId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id::int AS id, name FROM journal_entries WHERE business_id = $1 AND id = ANY($2::bigint[])',
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
