import { formatDate, formatThousands } from '@portal/domain';
import { BHE_ISSUED_HEADER, BHE_RECEIVED_HEADER, type BheKind, type BheStatus } from './bhe-columns';

/** A ticket to write: what `parseBhe` reads back (its line aside). */
export type BheWriteTicket = {
  number: number;
  status: BheStatus;
  issueDate: string;
  counterpartRut: string;
  counterpartName: string;
  professionalSociety: boolean;
  gross: number;
  retention: number;
  retentionBy: 'receiver' | 'issuer';
  cancelledOn: string | null;
};

/** The informe writes no quotes: separators and line breaks inside a name become spaces. */
const clean = (text: string): string => text.replace(/[;\r\n\t]+/g, ' ').trim();

/**
 * The informe's estado is N/S (vigente/anulada); VCA and ObR are written as their codes, which the
 * SII's screens show and `parseBhe` reads.
 */
const estado = (s: BheStatus): string => (s === 'VIG' ? 'N' : s === 'ANUL' ? 'S' : s);

/**
 * Writes tickets in the layout of the SII's informe of received or issued BHE (the field names of
 * `bhe-columns.ts`, ';'-separated, DD/MM/YYYY dates, dot-grouped amounts, CRLF, UTF-8): what the
 * tests, the demo and the bench import.
 */
export function writeBheCsv(kind: BheKind, tickets: readonly BheWriteTicket[]): string {
  const header = kind === 'received' ? BHE_RECEIVED_HEADER : BHE_ISSUED_HEADER;
  const lines: string[] = [header.join(';')];
  for (const t of tickets) {
    const [body, dv] = t.counterpartRut.split('-');
    const byReceiver = t.retentionBy === 'receiver' ? t.retention : 0;
    const byIssuer = t.retentionBy === 'issuer' ? t.retention : 0;
    const common = {
      nroboleta: String(t.number),
      estado: estado(t.status),
      fecha: formatDate(t.issueDate),
      soc: t.professionalSociety ? 'SI' : 'NO',
      bruto: formatThousands(t.gross),
      liquido: formatThousands(t.gross - byReceiver),
      anulacion: t.cancelledOn ? formatDate(t.cancelledOn) : '',
    };
    const row =
      kind === 'received'
        ? [
            common.nroboleta,
            common.estado,
            common.fecha,
            body,
            dv,
            clean(t.counterpartName),
            common.soc,
            common.bruto,
            // The informe of received tickets has only the receiver's column: a ticket whose
            // professional pays the retention shows 0 there.
            formatThousands(byReceiver),
            common.liquido,
            common.anulacion,
          ]
        : [
            common.nroboleta,
            common.estado,
            common.fecha,
            body,
            dv,
            clean(t.counterpartName),
            common.soc,
            common.bruto,
            formatThousands(byIssuer),
            formatThousands(byReceiver),
            common.liquido,
            common.anulacion,
          ];
    lines.push(row.join(';'));
  }
  return `${lines.join('\r\n')}\r\n`;
}
