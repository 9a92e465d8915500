import type { BusinessTerm, TermDocument } from '@portal/contracts';
import type { Db } from '@portal/db';
import { notFound } from '../../lib/errors';
import {
  type BusinessTermRow,
  acceptBusinessTerm,
  findActiveTerm,
  findBusinessTerm,
} from './terms.repository';

export const TERMS_MSG = {
  noActive: 'No hay términos activos',
  notFound: 'No encontramos la empresa.',
} as const;

const toBusinessTerm = (row: BusinessTermRow | null, term: TermDocument): BusinessTerm => ({
  id: row?.id ?? null,
  accepted: row?.accepted ?? false,
  accepted_at: row?.accepted_at ? row.accepted_at.toISOString() : null,
  term_document: term,
});

export async function getActiveTerm(db: Db): Promise<TermDocument> {
  const term = await findActiveTerm(db);
  if (!term) throw notFound(TERMS_MSG.noActive);
  return term;
}

/** The path names the business; it must be the one the request is scoped to. */
function sameBusiness(scopedId: number, pathId: number): void {
  if (scopedId !== pathId) throw notFound(TERMS_MSG.notFound);
}

/**
 * Spec §4: "defaults accepted true". With no active term there is nothing to accept; once a term
 * is active, a business that has not accepted that version answers accepted false.
 */
export async function getBusinessTerm(db: Db, scopedId: number, pathId: number): Promise<BusinessTerm> {
  sameBusiness(scopedId, pathId);
  const term = await findActiveTerm(db);
  if (!term) return { id: null, accepted: true, accepted_at: null, term_document: null };
  return toBusinessTerm(await findBusinessTerm(db, scopedId, term.id), term);
}

export async function acceptTerm(
  db: Db,
  scopedId: number,
  pathId: number,
  userId: number,
): Promise<BusinessTerm> {
  sameBusiness(scopedId, pathId);
  return db.transaction(async (tx) => {
    const term = await findActiveTerm(tx);
    if (!term) throw notFound(TERMS_MSG.noActive);
    return toBusinessTerm(await acceptBusinessTerm(tx, scopedId, term.id, userId), term);
  });
}
