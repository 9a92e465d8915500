import {
  DOCUMENT_YEARS,
  formatThousands,
  honorariumRetentionAmount,
  honorariumRetentionRate,
  parseDisplayDate,
  parseIsoDate,
  toCanonicalRut,
} from '@portal/domain';
import {
  BHE_REQUIRED,
  type BheField,
  type BheKind,
  type BheStatus,
  bheHeaderField,
  bheStatus,
} from './bhe-columns';
import { splitSemicolonLine } from './csv-split';
import { decodeText } from './encoding';
import type { SiiIssue } from './types';

/** One ticket as the informe tells it, in the portal's terms. */
export type BheTicket = {
  number: number;
  status: BheStatus;
  issueDate: string;
  /** The other party: the professional of a received ticket, the client of an issued one. */
  counterpartRut: string;
  counterpartName: string;
  professionalSociety: boolean;
  gross: number;
  /** The ticket's retention, whoever pays it. */
  retention: number;
  /** receiver: the one who pays withholds it; issuer: the professional pays it (or none is due). */
  retentionBy: 'receiver' | 'issuer';
  /** gross − retention. */
  net: number;
  cancelledOn: string | null;
  /** The file's line (1 = the header). */
  line: number;
};

export type BheParseResult = {
  /** From the header when it names the counterpart's side, else the one asked for. */
  kind: BheKind | null;
  tickets: BheTicket[];
  /** Problems of the whole file: nothing can be imported. */
  errors: SiiIssue[];
  /** Problems of rows, each with its line, in Spanish. */
  problems: SiiIssue[];
};

const KIND_LABEL: Record<BheKind, string> = { received: 'recibidas', issued: 'emitidas' };
const MAX_NUMBER = 9_999_999_999;
const MAX_AMOUNT = 999_999_999_999;

/** '1.300.000', '1300000' or '$ 1.300.000' → 1300000; '' → 0; anything else → null. */
export function parseBheAmount(text: string): number | null {
  const t = text.replace(/\$/g, '').replace(/\s/g, '');
  if (t === '') return 0;
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(t)) return null;
  const n = Number(t.replace(/\./g, ''));
  return Number.isSafeInteger(n) && n <= MAX_AMOUNT ? n : null;
}

const parseDate = (text: string): string | null => {
  const t = text.trim();
  const display = parseDisplayDate(t.replace(/-/g, '/'), { years: DOCUMENT_YEARS, time: true });
  if (display) return display;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) && parseIsoDate(t) ? t : null;
};

function splitterOf(header: string): (line: string) => string[] {
  if (header.includes(';')) return splitSemicolonLine;
  if (header.includes('\t')) return (l) => l.split('\t');
  return (l) => splitSemicolonLine(l.replace(/,/g, ';'));
}

/**
 * Reads the SII's informe of received or issued honorarium tickets (';'-, tab- or ','-separated,
 * UTF-8 or windows-1252). Each row is checked on its own: a real RUT, a date, amounts that add up
 * (net = gross − what the payer withholds) and a retention that is the year's rate of the gross.
 */
export function parseBhe(bytes: Uint8Array, expected: BheKind): BheParseResult {
  const text = decodeText(bytes).text;
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  const fail = (message: string): BheParseResult => ({
    kind: null,
    tickets: [],
    errors: [{ line: headerAt + 1, message }],
    problems: [],
  });
  if (headerAt < 0) return fail('El archivo está vacío.');
  const split = splitterOf(lines[headerAt]);
  const header = split(lines[headerAt]).map((h) => h.trim());
  const index = new Map<BheField, number>();
  let kind: BheKind | null = null;
  header.forEach((h, i) => {
    const known = bheHeaderField(h);
    if (!known || index.has(known.field)) return;
    index.set(known.field, i);
    if (known.kind) kind = known.kind;
  });
  const missing = BHE_REQUIRED.filter((f) => !index.has(f));
  if (missing.length > 0)
    return fail(
      'El archivo no es un informe de boletas de honorarios del SII: le faltan las columnas de número, fecha, RUT, nombre o monto bruto.',
    );
  if (kind && kind !== expected)
    return fail(
      `El archivo es un informe de boletas ${KIND_LABEL[kind as BheKind]} y elegiste boletas ${KIND_LABEL[expected]}.`,
    );

  const tickets: BheTicket[] = [];
  const problems: SiiIssue[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = split(lines[i]);
    const cell = (f: BheField) => {
      const at = index.get(f);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    // The informe ends with a totals row that has no ticket number.
    if (/^total/i.test(cells[0]?.trim() ?? '')) continue;
    const row = readRow(cell, index, i + 1);
    if ('message' in row) problems.push(row);
    else tickets.push(row);
  }
  const seen = new Map<string, number>();
  for (const t of tickets) {
    const key = `${t.counterpartRut}/${t.number}`;
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({
        line: t.line,
        message: `Fila ${t.line}: la boleta N° ${t.number} de ${t.counterpartRut} ya está en la fila ${first}.`,
      });
    else seen.set(key, t.line);
  }
  problems.sort((a, b) => a.line - b.line);
  if (tickets.length === 0 && problems.length === 0) return fail('El archivo no trae boletas.');
  return { kind: kind ?? expected, tickets, errors: [], problems };
}

function readRow(
  cell: (f: BheField) => string,
  index: Map<BheField, number>,
  line: number,
): BheTicket | SiiIssue {
  const bad = (message: string): SiiIssue => ({ line, message: `Fila ${line}: ${message}` });
  const numberText = cell('number').replace(/\./g, '');
  const number = /^\d{1,10}$/.test(numberText) ? Number(numberText) : 0;
  if (number < 1 || number > MAX_NUMBER) return bad(`el número de boleta «${cell('number')}» no es válido.`);
  const status = bheStatus(cell('status'));
  if (!status) return bad(`el estado «${cell('status')}» no es uno del SII (N, S, VIG, VCA, ANUL u ObR).`);
  const issueDate = parseDate(cell('date'));
  if (!issueDate) return bad(`la fecha «${cell('date')}» no es una fecha DD/MM/AAAA.`);
  const rutText =
    index.has('dv') && !cell('rut').includes('-') ? `${cell('rut')}-${cell('dv')}` : cell('rut');
  const counterpartRut = toCanonicalRut(rutText);
  if (!counterpartRut || !/^[0-9]{1,8}-[0-9K]$/.test(counterpartRut))
    return bad(`el RUT «${rutText}» no es válido.`);
  const counterpartName = cell('name').replace(/\s+/g, ' ');
  if (counterpartName.length < 1 || counterpartName.length > 200)
    return bad('falta el nombre o razón social (hasta 200 caracteres).');
  const society = /^(si|s|1|true)$/i.test(
    cell('society')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  );
  const amounts = {
    gross: parseBheAmount(cell('gross')),
    issuer: parseBheAmount(cell('retentionIssuer')),
    receiver: parseBheAmount(cell('retentionReceiver')),
  };
  if (amounts.gross === null || amounts.gross < 1)
    return bad(`el monto bruto «${cell('gross')}» no es válido.`);
  if (amounts.issuer === null || amounts.receiver === null)
    return bad('una retención no es un monto en pesos.');
  const gross = amounts.gross;
  if (amounts.issuer > 0 && amounts.receiver > 0)
    return bad('trae retención del emisor y del receptor a la vez; una boleta tiene una sola.');
  const retention = amounts.issuer + amounts.receiver;
  if (retention > 0) {
    if (society) return bad('una sociedad de profesionales emite sin retención, y la fila trae una.');
    const expected = honorariumRetentionAmount(gross, issueDate);
    if (retention !== expected) {
      const rate = String(honorariumRetentionRate(issueDate)).replace('.', ',');
      return bad(
        `la retención ($${formatThousands(retention)}) no es el ${rate} % del bruto de una boleta de ${issueDate.slice(0, 4)}: debería ser $${formatThousands(expected)}.`,
      );
    }
  }
  // What the payer hands over: the gross less what it withholds itself.
  const paid = gross - amounts.receiver;
  if (index.has('net')) {
    const net = parseBheAmount(cell('net'));
    if (net === null) return bad(`el monto líquido «${cell('net')}» no es válido.`);
    if (net !== paid)
      return bad(
        `el líquido ($${formatThousands(net)}) no es el bruto menos la retención del receptor ($${formatThousands(paid)}).`,
      );
  }
  const cancelledText = cell('cancelledOn');
  const cancelledOn = cancelledText === '' ? null : parseDate(cancelledText);
  if (cancelledText !== '' && !cancelledOn)
    return bad(`la fecha de anulación «${cancelledText}» no es válida.`);
  return {
    number,
    // A cancellation date means the ticket is annulled, whatever its flag says.
    status: cancelledOn ? 'ANUL' : status,
    issueDate,
    counterpartRut,
    counterpartName,
    professionalSociety: society,
    gross,
    retention,
    retentionBy: amounts.receiver > 0 ? 'receiver' : 'issuer',
    net: gross - retention,
    cancelledOn,
    line,
  };
}
