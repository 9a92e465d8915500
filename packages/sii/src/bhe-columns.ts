// The SII's informe of Boletas de Honorarios Electrónicas (BHE), received and issued
// (sii.cl › Servicios online › Boletas de honorarios electrónicas › Consultas › "Consultar boletas
// recibidas" / "Consultar boletas emitidas", informe mensual). The page carries each row as fields
// named `<campo>_<i>` (arr_informe_mensual) and the user saves it as a spreadsheet; the names below
// are those fields, as read by independent public clients of that page (see
// apps/api/src/features/honorarium-tickets/README.md "The SII's file"), plus the column titles the
// page shows, so a file saved either way is read.
//
// Recibidas: nroboleta, rutemisor + dvemisor, nombre_emisor, fecha_boleta, totalhonorarios,
//   retencion_receptor, honorariosliquidos, es_soc_profesional (SI/NO), estado (N vigente, S
//   anulada), fechaanulacion.
// Emitidas: nroboleta, fechaemision / fecha_boleta, rutreceptor + dvreceptor, nombrereceptor,
//   totalhonorarios, retencion_emisor, retencion_receptor, honorariosliquidos, es_soc_profesional,
//   estado, fechaanulacion.
// Dates are DD/MM/YYYY; amounts are pesos, dot-grouped ("1.300.000") or plain.

export type BheKind = 'received' | 'issued';

export type BheField =
  | 'number'
  | 'status'
  | 'date'
  | 'rut'
  | 'dv'
  | 'name'
  | 'society'
  | 'gross'
  | 'retentionIssuer'
  | 'retentionReceiver'
  | 'net'
  | 'cancelledOn';

/** Header text → field, the kind it proves (a counterpart's side), after `normalizeBheHeader`. */
const HEADERS: Record<string, { field: BheField; kind?: BheKind }> = {
  nroboleta: { field: 'number' },
  nboleta: { field: 'number' },
  boletan: { field: 'number' },
  numeroboleta: { field: 'number' },
  estado: { field: 'status' },
  fechaboleta: { field: 'date' },
  fechaemision: { field: 'date' },
  fecha: { field: 'date' },
  rutemisor: { field: 'rut', kind: 'received' },
  dvemisor: { field: 'dv', kind: 'received' },
  nombreemisor: { field: 'name', kind: 'received' },
  rutreceptor: { field: 'rut', kind: 'issued' },
  dvreceptor: { field: 'dv', kind: 'issued' },
  nombrereceptor: { field: 'name', kind: 'issued' },
  rut: { field: 'rut' },
  nombreorazonsocial: { field: 'name' },
  essocprofesional: { field: 'society' },
  socprof: { field: 'society' },
  totalhonorarios: { field: 'gross' },
  brutos: { field: 'gross' },
  honorariosbrutos: { field: 'gross' },
  retencionemisor: { field: 'retentionIssuer' },
  retencionreceptor: { field: 'retentionReceiver' },
  retenido: { field: 'retentionReceiver' },
  honorariosliquidos: { field: 'net' },
  pagado: { field: 'net' },
  liquido: { field: 'net' },
  fechaanulacion: { field: 'cancelledOn' },
};

/** 'N° Boleta' → 'nboleta', 'Retención Receptor' → 'retencionreceptor', 'fecha_boleta' → 'fechaboleta'. */
export const normalizeBheHeader = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export const bheHeaderField = (text: string) => HEADERS[normalizeBheHeader(text)];

/** Fields every file must have; the rest have a meaning when absent (no retention, vigente…). */
export const BHE_REQUIRED: readonly BheField[] = ['number', 'date', 'rut', 'name', 'gross'];

/** The header the generator writes: the informe's own field names, per kind. */
export const BHE_RECEIVED_HEADER = [
  'nroboleta',
  'estado',
  'fecha_boleta',
  'rutemisor',
  'dvemisor',
  'nombre_emisor',
  'es_soc_profesional',
  'totalhonorarios',
  'retencion_receptor',
  'honorariosliquidos',
  'fechaanulacion',
] as const;

export const BHE_ISSUED_HEADER = [
  'nroboleta',
  'estado',
  'fechaemision',
  'rutreceptor',
  'dvreceptor',
  'nombrereceptor',
  'es_soc_profesional',
  'totalhonorarios',
  'retencion_emisor',
  'retencion_receptor',
  'honorariosliquidos',
  'fechaanulacion',
] as const;

/** The spec's statuses (§4): VIG Vigente, VCA Vencida, ANUL Anulada, ObR Con Observaciones. */
export const BHE_STATUSES = ['VIG', 'VCA', 'ANUL', 'ObR'] as const;
export type BheStatus = (typeof BHE_STATUSES)[number];

/**
 * The informe's `estado` is a flag: N (not annulled) or S (annulled). A file may also carry the
 * spec's codes or their labels; anything else is an error of its row.
 */
export const bheStatus = (text: string): BheStatus | null => {
  const t = normalizeBheHeader(text);
  if (t === '' || t === 'n' || t === 'no' || t === 'vig' || t === 'vigente') return 'VIG';
  if (t === 's' || t === 'si' || t === 'anul' || t === 'anulada') return 'ANUL';
  if (t === 'vca' || t === 'vencida') return 'VCA';
  if (t === 'obr' || t === 'conobservaciones' || t === 'observada') return 'ObR';
  return null;
};
