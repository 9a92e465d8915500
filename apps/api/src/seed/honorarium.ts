// Honorarium tickets for the demo, the tests and the bench: the generator draws them, writeBheCsv
// writes them in the SII's informe layout, and the import (the same path a user's file takes) loads
// them, so the journal posts them by its trigger.
import type { Db } from '@portal/db';
import { addDays, honorariumRetentionAmount } from '@portal/domain';
import { type BheKind, type BheWriteTicket, writeBheCsv } from '@portal/sii';
import { importHonorariumFile } from '../features/honorarium-tickets/honorarium-tickets.service';
import { companyName, createRandom, personName } from './random';

export type HonorariumGenOptions = {
  seed: number;
  kind: BheKind;
  count: number;
  /** The newest ticket's date; they spread over the 24 months before it. */
  today: string;
};

/**
 * Received: professionals (people) billing the business, most with the business withholding, a
 * few sociedades de profesionales (no retention) and a few paying their own (the informe of
 * received tickets then shows no retention). Issued: the business bills clients (companies), most
 * of which withhold. A few annulled, vencidas and observed, as the SII's statuses come.
 */
export function generateHonorariumTickets(o: HonorariumGenOptions): BheWriteTicket[] {
  const r = createRandom(o.seed);
  const professionals = Array.from({ length: Math.max(3, Math.ceil(o.count / 6)) }, () => ({
    rut: r.rut(o.kind === 'received' ? 'person' : 'company'),
    name: o.kind === 'received' ? personName(r) : companyName(r).name,
    society: o.kind === 'received' && r.chance(0.1),
    next: r.int(1, 400),
  }));
  let ownNumber = r.int(1, 50);
  const dates = Array.from({ length: o.count }, () => addDays(o.today, -r.int(0, 730))).sort();
  const seen = new Set<string>();
  const out: BheWriteTicket[] = [];
  for (const issueDate of dates) {
    const p = r.pick(professionals);
    const number = o.kind === 'received' ? p.next++ : ownNumber++;
    const key = `${p.rut}/${number}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const gross = r.int(30, 2_500) * 1_000 + (r.chance(0.3) ? r.int(1, 999) : 0);
    const receiverWithholds = !p.society && r.chance(o.kind === 'received' ? 0.92 : 0.7);
    const retention = p.society
      ? 0
      : receiverWithholds || o.kind === 'issued'
        ? honorariumRetentionAmount(gross, issueDate)
        : 0;
    const roll = r.next();
    const status = roll < 0.06 ? 'ANUL' : roll < 0.09 ? 'VCA' : roll < 0.12 ? 'ObR' : 'VIG';
    out.push({
      number,
      status,
      issueDate,
      counterpartRut: p.rut,
      counterpartName: p.name,
      professionalSociety: p.society,
      gross,
      retention,
      retentionBy: receiverWithholds ? 'receiver' : 'issuer',
      cancelledOn: status === 'ANUL' ? addDays(issueDate, r.int(1, 20)) : null,
    });
  }
  return out;
}

/** Imports generated tickets for a business as a user's informe would be (one file per kind). */
export async function writeHonorariumTickets(
  db: Db,
  businessId: number,
  kind: BheKind,
  tickets: readonly BheWriteTicket[],
  userId: number | null = null,
) {
  const bytes = new TextEncoder().encode(writeBheCsv(kind, tickets));
  return importHonorariumFile(db, { businessId, userId }, kind, {
    name: `informe-boletas-${kind === 'received' ? 'recibidas' : 'emitidas'}.csv`,
    bytes,
  });
}
