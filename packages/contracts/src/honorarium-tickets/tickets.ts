import { z } from 'zod';
import { pageMeta } from '../common';
import { withSearchBy } from '../bank/search-by';
import { positiveInt } from '../invoices/common';

// Honorarium tickets (spec §3 "Honorarium ticket list response: data, meta (total_elements,
// current_page, filters.years)"; §4 statuses; §7 list with page, page_size 10, search_by, detail
// and update; §9 page size 10, year selectors: this year, four earlier ones and all years (-1)).

export const HONORARIUM_PAGE_SIZE = 10;
export const HONORARIUM_MAX_PAGE_SIZE = 100;
/** §9: the all-years option of the year selector. */
export const ALL_YEARS = -1;
export const HONORARIUM_KINDS = ['received', 'issued'] as const;
export type HonorariumKind = (typeof HONORARIUM_KINDS)[number];
export const HONORARIUM_STATUSES = ['VIG', 'VCA', 'ANUL', 'ObR'] as const;
export type HonorariumStatus = (typeof HONORARIUM_STATUSES)[number];
/** §4, word for word. */
export const HONORARIUM_STATUS_LABELS: Record<HonorariumStatus, string> = {
  VIG: 'Vigente',
  VCA: 'Vencida',
  ANUL: 'Anulada',
  ObR: 'Con Observaciones',
};
export const RETENTION_BY = ['receiver', 'issuer'] as const;
export const HONORARIUM_NOTES_MAX = 500;
/** The SII's informe of a year is a few hundred KB; 5 MB leaves room for years of tickets. */
export const HONORARIUM_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const HONORARIUM_MESSAGES = {
  notFound: 'No encontramos esa boleta de honorarios.',
  idMismatch: 'El id del cuerpo no coincide con el de la ruta.',
  notes: `La nota tiene hasta ${HONORARIUM_NOTES_MAX} caracteres.`,
  status: 'El estado es VIG (Vigente), VCA (Vencida), ANUL (Anulada) u ObR (Con Observaciones).',
  kind: "El tipo de boleta es 'received' (recibidas) o 'issued' (emitidas).",
  nothingToChange: 'Indica el estado o la nota que quieres cambiar.',
  annulledByFile:
    'El SII informa esta boleta como anulada: su estado solo cambia con un nuevo informe del SII.',
  annulInPortal:
    'Una boleta se anula en el SII; el portal la marcará anulada al importar el informe que lo diga.',
  file: 'Adjunta el informe de boletas de honorarios del SII (un archivo CSV).',
  fileTooLarge: 'El archivo supera los 5 MB.',
  fileRefused: (count: number) =>
    count === 1
      ? 'El archivo tiene 1 fila con problemas: no se importó nada.'
      : `El archivo tiene ${count} filas con problemas: no se importó nada.`,
  loadList: 'Hubo un problema obteniendo las boletas de honorarios. Favor inténtalo nuevamente.',
} as const;

const kind = z.enum(HONORARIUM_KINDS, HONORARIUM_MESSAGES.kind);
const status = z.enum(HONORARIUM_STATUSES, HONORARIUM_MESSAGES.status);

export const honorariumTicket = z.object({
  id: z.number(),
  kind,
  number: z.number(),
  issue_date: z.string(),
  status,
  status_label: z.string(),
  counterpart_rut: z.string(),
  counterpart_name: z.string(),
  professional_society: z.boolean(),
  gross_amount: z.number(),
  retention_amount: z.number(),
  net_amount: z.number(),
  retention_by: z.enum(RETENTION_BY),
  /** The year's rate in percent (15.25), by the date of issue. */
  retention_rate: z.number(),
  cancelled_on: z.string().nullable(),
  notes: z.string().nullable(),
  updated_at: z.string(),
});
export type HonorariumTicket = z.infer<typeof honorariumTicket>;
export const honorariumTicketResponse = z.object({ honorarium_ticket: honorariumTicket });

export const honorariumSearchBy = z
  .object({
    kind: kind.optional(),
    /** A year, or -1 for every year (§9). */
    year: z.coerce
      .number()
      .int()
      .min(ALL_YEARS)
      .max(2999)
      .refine(
        (y) => y === ALL_YEARS || (y >= 1900 && y <= 2999),
        'El año es uno de cuatro cifras o -1 (todos).',
      )
      .optional(),
    status: status.optional(),
    /** Number, RUT or name. */
    search: z.string().trim().max(120).optional(),
  })
  .strict();

export const honorariumListQuery = withSearchBy(
  z.object({
    page: positiveInt(100_000).default(1),
    page_size: positiveInt(HONORARIUM_MAX_PAGE_SIZE).default(HONORARIUM_PAGE_SIZE),
    search_by: honorariumSearchBy.optional(),
  }),
);
export type HonorariumListQuery = z.infer<typeof honorariumListQuery>;

const totals = z.object({ gross: z.number(), retention: z.number(), net: z.number() });
export const honorariumListResponse = z.object({
  data: z.array(honorariumTicket),
  meta: pageMeta.extend({
    /** The years that have tickets of the chosen kind, newest first. */
    filters: z.object({ years: z.array(z.number()) }),
    /** Σ over every ticket the filters match, annulled ones aside (they count nowhere). */
    totals,
  }),
});
export type HonorariumListResponse = z.infer<typeof honorariumListResponse>;

/**
 * What a user changes on a ticket: a note of their own, and the status the SII tells them of but
 * its informe does not carry (VCA, ObR; back to VIG). Amounts, dates and parties are the SII's.
 */
export const updateHonorariumBody = z
  .object({
    id: z.number().int().positive().optional(),
    status: status.optional(),
    notes: z.string().trim().max(HONORARIUM_NOTES_MAX, HONORARIUM_MESSAGES.notes).nullable().optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.notes !== undefined, HONORARIUM_MESSAGES.nothingToChange);
export type UpdateHonorariumBody = z.infer<typeof updateHonorariumBody>;

export const honorariumImportQuery = z.object({ kind });

export const honorariumImport = z.object({
  id: z.number(),
  kind,
  file_name: z.string(),
  row_count: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** The same file was imported before: nothing was written, this is that import. */
  already_imported: z.boolean(),
  created_at: z.string(),
});
export type HonorariumImport = z.infer<typeof honorariumImport>;
export const honorariumImportResponse = z.object({ import: honorariumImport });
