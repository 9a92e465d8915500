// Every Spanish text of the Honorarios screen: the received and issued tickets, a ticket's detail
// and its update, and the import of the SII's informe.
import {
  ALL_YEARS,
  HONORARIUM_MESSAGES,
  HONORARIUM_STATUS_LABELS,
  type HonorariumKind,
  type HonorariumStatus,
} from '@portal/contracts';
import { plural } from '../../lib/plural';

export const KIND_LABELS: Record<HonorariumKind, string> = { received: 'Recibidas', issued: 'Emitidas' };
/** The spec's labels (§4), and the colour each reads with. */
export const STATUS_LABELS: Record<HonorariumStatus, string> = HONORARIUM_STATUS_LABELS;
export const STATUS_COLORS: Record<HonorariumStatus, string> = {
  VIG: 'teal',
  VCA: 'orange',
  ANUL: 'gray',
  ObR: 'red',
};

export const LIST_MSG = {
  title: 'Honorarios',
  description:
    'Las boletas de honorarios que recibes y las que emites, como las informa el SII, con su retención del año.',
  import: 'Importar informe del SII',
  loadError: HONORARIUM_MESSAGES.loadList,
  emptyTitle: (kind: HonorariumKind) =>
    kind === 'received' ? 'Aún no tienes boletas recibidas' : 'Aún no tienes boletas emitidas',
  emptyDescription: 'Descarga el informe de boletas de honorarios desde sii.cl e impórtalo aquí.',
  emptyFiltered: 'Ninguna boleta coincide con los filtros.',
  clearFilters: 'Quitar filtros',
  kind: 'Boletas',
  year: 'Año',
  /** §9: the all-years option (-1). */
  yearLabel: (y: number) => (y === ALL_YEARS ? 'Todos los años' : String(y)),
  status: 'Estado',
  allStatuses: 'Todos',
  search: 'Buscar',
  searchPlaceholder: 'N° de boleta, RUT o nombre',
  columns: {
    number: 'N° boleta',
    date: 'Fecha',
    counterpart: (kind: HonorariumKind) => (kind === 'received' ? 'Emisor' : 'Receptor'),
    status: 'Estado',
    gross: 'Bruto',
    retention: 'Retención',
    net: 'Líquido',
  },
  totals: 'Totales (sin anuladas)',
  caption: (kind: HonorariumKind) =>
    `Boletas de honorarios ${kind === 'received' ? 'recibidas' : 'emitidas'}`,
  openRow: (n: number, name: string) => `Abrir la boleta N° ${n} de ${name}`,
  page: (from: number, to: number, total: number) =>
    `${from}–${to} de ${plural(total, { one: '{n} boleta', other: '{n} boletas' })}`,
  society: 'Soc. prof.',
} as const;

export const DETAIL_MSG = {
  title: (n: number) => `Boleta de honorarios N° ${n}`,
  loadingTitle: 'Boleta de honorarios',
  loadError: 'Hubo un problema obteniendo la boleta. Favor inténtalo nuevamente.',
  kind: 'Tipo',
  kindValue: (k: HonorariumKind) => (k === 'received' ? 'Recibida' : 'Emitida'),
  date: 'Fecha de emisión',
  counterpart: (k: HonorariumKind) => (k === 'received' ? 'Emisor (profesional)' : 'Receptor (cliente)'),
  rut: 'RUT',
  society: 'Sociedad de profesionales',
  yes: 'Sí',
  no: 'No',
  gross: 'Monto bruto',
  retention: (rate: string) => `Retención (${rate} % del año)`,
  retentionBy: 'Quién retiene',
  retentionByValue: (by: 'receiver' | 'issuer', kind: HonorariumKind) =>
    by === 'receiver'
      ? kind === 'received'
        ? 'Tu empresa (la declara en el F29)'
        : 'El cliente'
      : kind === 'received'
        ? 'El profesional'
        : 'Tú (PPM en tu F29)',
  net: 'Líquido',
  cancelledOn: 'Fecha de anulación',
  status: 'Estado',
  statusHelp:
    'El informe del SII solo dice si la boleta está anulada. Si el SII te informa que está vencida (VCA) o con observaciones (ObR), márcalo aquí.',
  annulled: 'Anulada en el SII: su estado cambia solo con un nuevo informe.',
  notes: 'Nota interna',
  notesPlaceholder: 'Por ejemplo, por qué la observaste',
  save: 'Guardar cambios',
  saved: 'Boleta actualizada',
  close: 'Cerrar',
} as const;

export const IMPORT_MSG = {
  title: 'Importar informe del SII',
  steps:
    'En sii.cl › Servicios online › Boletas de honorarios electrónicas › Consultas, abre el informe mensual o anual de boletas recibidas o emitidas y guárdalo como planilla (CSV).',
  kind: '¿Qué boletas trae el archivo?',
  drop: 'Arrastra el archivo aquí o haz clic para elegirlo',
  refused: (names: string) => `Este archivo no se puede importar (un CSV de hasta 5 MB): ${names}`,
  submit: 'Importar',
  cancel: 'Cancelar',
  chosen: (name: string) => `Archivo: ${name}`,
  result: 'Resultado de la importación',
  already: 'Este archivo ya se había importado: no cambió nada.',
  summary: (created: number, updated: number, unchanged: number) =>
    [
      plural(created, { one: '{n} boleta nueva', other: '{n} boletas nuevas' }),
      plural(updated, { one: '{n} actualizada', other: '{n} actualizadas' }),
      plural(unchanged, { one: '{n} sin cambios', other: '{n} sin cambios' }),
    ].join(' · '),
  problemsTitle: 'No se importó nada. Corrige estas filas y vuelve a intentarlo:',
  more: (n: number) => plural(n, { one: 'y {n} fila más', other: 'y {n} filas más' }),
  done: 'Listo',
} as const;
