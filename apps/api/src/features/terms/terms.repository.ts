import type { TermDocument } from '@portal/contracts';
import type { Queryable } from '@portal/db';

export async function findActiveTerm(db: Queryable): Promise<TermDocument | null> {
  const { rows } = await db.query<TermDocument>(
    'SELECT id, title, body, version FROM term_documents WHERE active ORDER BY id DESC LIMIT 1',
  );
  return rows[0] ?? null;
}

export type BusinessTermRow = {
  id: number;
  accepted: boolean;
  accepted_at: Date | null;
  accepted_by: number | null;
};

export async function findBusinessTerm(
  db: Queryable,
  businessId: number,
  termDocumentId: number,
): Promise<BusinessTermRow | null> {
  const { rows } = await db.query<BusinessTermRow>(
    `SELECT id, accepted, accepted_at, accepted_by FROM business_terms
      WHERE business_id = $1 AND term_document_id = $2`,
    [businessId, termDocumentId],
  );
  return rows[0] ?? null;
}

/** Records the acceptance once: accepting again keeps the first date and the first user. */
export async function acceptBusinessTerm(
  db: Queryable,
  businessId: number,
  termDocumentId: number,
  userId: number,
): Promise<BusinessTermRow> {
  const { rows } = await db.query<BusinessTermRow>(
    `INSERT INTO business_terms AS bt (business_id, term_document_id, accepted, accepted_at, accepted_by)
     VALUES ($1, $2, true, now(), $3)
     ON CONFLICT (business_id, term_document_id) DO UPDATE SET
       accepted = true,
       accepted_at = coalesce(bt.accepted_at, now()),
       accepted_by = CASE WHEN bt.accepted THEN bt.accepted_by ELSE EXCLUDED.accepted_by END
     RETURNING id, accepted, accepted_at, accepted_by`,
    [businessId, termDocumentId, userId],
  );
  return rows[0];
}
