// Honorarium tickets: the list (page of 10, kind, year or all years, status, search), a ticket,
// its update (a note; the statuses the SII's informe does not carry) and the import of the SII's
// informe, all or nothing, idempotent. The journal follows the table by its trigger (0060).
import { createHash } from 'node:crypto';
import {
  HONORARIUM_MESSAGES as MSG,
  HONORARIUM_STATUS_LABELS,
  type HonorariumImport,
  type HonorariumKind,
  type HonorariumListQuery,
  type HonorariumListResponse,
  type HonorariumStatus,
  type HonorariumTicket,
  type UpdateHonorariumBody,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { honorariumRetentionRate } from '@portal/domain';
import { type BheTicket, parseBhe } from '@portal/sii';
import { AppError, badRequest, notFound, unprocessable } from '../../lib/errors';
import {
  type StoredKey,
  type TicketInput,
  type TicketRow,
  claimImport,
  findTicket,
  finishImport,
  importByHash,
  insertTickets,
  listTickets,
  ticketTotals,
  ticketYears,
  ticketsByKey,
  updateTicket,
  updateTickets,
} from './honorarium-tickets.repository';

const toTicket = (r: TicketRow): HonorariumTicket => ({
  ...r,
  status_label: HONORARIUM_STATUS_LABELS[r.status],
  retention_rate: honorariumRetentionRate(r.issue_date),
});

export async function ticketsPage(
  db: Db,
  businessId: number,
  q: HonorariumListQuery,
): Promise<HonorariumListResponse> {
  const f = q.search_by ?? {};
  const [rows, totals, years] = await Promise.all([
    listTickets(db, businessId, f, { page: q.page, pageSize: q.page_size }),
    ticketTotals(db, businessId, f),
    ticketYears(db, businessId, f.kind),
  ]);
  return {
    data: rows.map(toTicket),
    meta: {
      current_page: q.page,
      page_size: q.page_size,
      total_elements: totals.total,
      filters: { years },
      totals: { gross: totals.gross, retention: totals.retention, net: totals.net },
    },
  };
}

export async function ticketDetail(db: Db, businessId: number, id: number) {
  const t = await findTicket(db, businessId, id);
  if (!t) throw notFound(MSG.notFound);
  return { honorarium_ticket: toTicket(t) };
}

/**
 * A user writes a note, and the status the SII tells them of that its informe does not carry: VCA
 * (vigente with an annulment request) and ObR (observed). Annulment is the SII's alone: a ticket is
 * not annulled here, and one the informe says is annulled stays so until an informe says otherwise.
 */
export async function updateHonorariumTicket(
  db: Db,
  businessId: number,
  id: number,
  body: UpdateHonorariumBody,
) {
  if (body.id !== undefined && body.id !== id) throw badRequest(MSG.idMismatch);
  return db.transaction(async (tx) => {
    const t = await findTicket(tx, businessId, id, { lock: true });
    if (!t) throw notFound(MSG.notFound);
    const status = body.status ?? t.status;
    if (status !== t.status) {
      if (t.status === 'ANUL') throw unprocessable(MSG.annulledByFile);
      if (status === 'ANUL') throw unprocessable(MSG.annulInPortal);
    }
    const notes = body.notes === undefined ? t.notes : body.notes === '' ? null : body.notes;
    await updateTicket(tx, businessId, id, { status, notes });
    return { honorarium_ticket: toTicket((await findTicket(tx, businessId, id))!) };
  });
}

/**
 * The status an import leaves: the file's, except that the informe's "not annulled" (VIG) does
 * not undo VCA or ObR, which are kinds of vigente the informe cannot tell apart.
 */
const importedStatus = (file: HonorariumStatus, stored: HonorariumStatus): HonorariumStatus =>
  file === 'VIG' && (stored === 'VCA' || stored === 'ObR') ? stored : file;

const toInput = (t: BheTicket, stored?: StoredKey): TicketInput => ({
  number: t.number,
  issueDate: t.issueDate,
  status: stored ? importedStatus(t.status, stored.status) : t.status,
  counterpartRut: t.counterpartRut,
  counterpartName: t.counterpartName,
  professionalSociety: t.professionalSociety,
  gross: t.gross,
  retention: t.retention,
  retentionBy: t.retentionBy,
  cancelledOn: t.cancelledOn,
});

const same = (a: TicketInput, s: StoredKey) =>
  a.issueDate === s.issue_date &&
  a.status === s.status &&
  a.counterpartName === s.counterpart_name &&
  a.professionalSociety === s.professional_society &&
  a.gross === s.gross_amount &&
  a.retention === s.retention_amount &&
  a.retentionBy === s.retention_by &&
  a.cancelledOn === s.cancelled_on;

export async function importHonorariumFile(
  db: Db,
  ctx: { businessId: number; userId: number | null },
  kind: HonorariumKind,
  file: { name: string; bytes: Uint8Array },
): Promise<{ import: HonorariumImport }> {
  const parsed = parseBhe(file.bytes, kind);
  if (parsed.errors.length > 0) throw unprocessable(parsed.errors[0]!.message);
  if (parsed.problems.length > 0)
    throw new AppError(
      422,
      MSG.fileRefused(parsed.problems.length),
      'unprocessable',
      {},
      {
        problems: parsed.problems.slice(0, 100),
      },
    );
  const hash = createHash('sha256').update(file.bytes).digest('hex');
  return db.transaction(async (tx) => {
    const importId = await claimImport(tx, ctx.businessId, {
      kind,
      fileName: file.name.slice(0, 255) || 'informe.csv',
      hash,
      userId: ctx.userId,
    });
    if (importId === null)
      return { import: { ...(await importByHash(tx, ctx.businessId, kind, hash)), already_imported: true } };
    const stored = new Map(
      (
        await ticketsByKey(
          tx,
          ctx.businessId,
          kind,
          parsed.tickets.map((t) => ({ rut: t.counterpartRut, number: t.number })),
        )
      ).map((s) => [`${s.counterpart_rut}/${s.number}`, s]),
    );
    const created: TicketInput[] = [];
    const changed: TicketInput[] = [];
    let unchanged = 0;
    for (const t of parsed.tickets) {
      const s = stored.get(`${t.counterpartRut}/${t.number}`);
      const input = toInput(t, s);
      if (!s) created.push(input);
      else if (same(input, s)) unchanged++;
      else changed.push(input);
    }
    await insertTickets(tx, ctx.businessId, kind, created);
    await updateTickets(tx, ctx.businessId, kind, changed);
    const log = await finishImport(tx, ctx.businessId, importId, {
      created: created.length,
      updated: changed.length,
      unchanged,
    });
    return { import: { ...log, already_imported: false } };
  });
}
