import { z } from 'zod';
import { boolParam, positiveInt } from '../invoices/common';
import { withSearchBy } from './search-by';

// Bank movements (spec platform §3 "Bank movement", §7 "Bank": bm_movements with search_by; §9 page
// 10; "Bank movement date filter: a number of days back from today").

export const BM_MOVEMENTS_PAGE_SIZE = 10;
export const BM_MOVEMENTS_MAX_PAGE_SIZE = 100;
/** The longest look-back of the date filter, in days. */
export const BM_MOVEMENTS_MAX_DAYS_BACK = 3660;

/** What a movement can be reconciled with (spec §3: conciliation_type). */
export const CONCILIATION_TYPES = ['Invoice', 'Expense', 'Entry', 'HonorariumTicket'] as const;
export type ConciliationType = (typeof CONCILIATION_TYPES)[number];

export const BM_MOVEMENT_MESSAGES = {
  loadFailed: 'No se pudieron cargar tus movimientos bancarios',
  notFound: 'No encontramos ese movimiento bancario.',
  conciliateFailed: 'Hubo un error intentando realizar la conciliación. Por favor, inténtalo nuevamente.',
  removeFailed: 'Hubo un error eliminando la conciliación. Por favor, inténtalo nuevamente.',
} as const;

export const movementSearchBy = z
  .object({
    bm_account_id: positiveInt(Number.MAX_SAFE_INTEGER).optional(),
    /** income: money in (amount > 0); expense: money out. */
    type_amount: z.enum(['income', 'expense']).optional(),
    /** Reconciled with an expense (true) or without one (false). */
    with_expense: boolParam.optional(),
    /** conciliated: fully reconciled or marked so; unconciliated: not (or only partly); suggested: not, with proposals. */
    type_conciliated: z.enum(['conciliated', 'unconciliated', 'suggested']).optional(),
    /** Movements posted in the last N days (today included). */
    post_date_since: positiveInt(BM_MOVEMENTS_MAX_DAYS_BACK).optional(),
    movement_type: z.string().trim().max(40).optional(),
    /** Description, counterpart, reference or an amount ('150000', '150.000'). */
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type MovementSearchBy = z.infer<typeof movementSearchBy>;

export const bmMovementListQuery = withSearchBy(
  z.object({
    page: positiveInt(1_000_000).default(1),
    page_size: positiveInt(BM_MOVEMENTS_MAX_PAGE_SIZE).default(BM_MOVEMENTS_PAGE_SIZE),
    search_by: movementSearchBy.default({}),
  }),
);
export type BmMovementListQuery = z.input<typeof bmMovementListQuery>;

export const bmConciliation = z.object({
  id: z.number(),
  conciliation_id: z.number(),
  conciliation_type: z.enum(CONCILIATION_TYPES),
  /** Pesos of the movement applied to the document. */
  amount: z.number(),
  /** Made by the automatic matching (undoable like any other). */
  automatic: z.boolean(),
  confidence: z.number().nullable(),
  /** The document, for display: '33 N° 1234 · Comercial Los Andes'. */
  label: z.string(),
  created_at: z.string(),
});
export type BmConciliation = z.infer<typeof bmConciliation>;

export const bmMovement = z.object({
  id: z.number(),
  bm_account_id: z.number(),
  bm_account: z.object({ id: z.number(), bank_name: z.string(), number: z.string(), currency: z.string() }),
  post_date: z.string(),
  value_date: z.string().nullable(),
  /** Signed minor units of the account's currency (pesos for CLP): + money in, − money out. */
  amount: z.number(),
  description: z.string(),
  counterparty_name: z.string().nullable(),
  reference: z.string().nullable(),
  movement_type: z.string().nullable(),
  balance: z.number().nullable(),
  /** Reconciled in full, or marked reconciled without documents. */
  conciliated: z.boolean(),
  /** Σ of its reconciliations. */
  conciliated_amount: z.number(),
  with_expense: z.boolean(),
  bm_conciliations: z.array(bmConciliation),
  /** Proposals waiting for the user (the automatic matching's best, under its threshold). */
  suggestions_count: z.number(),
});
export type BmMovement = z.infer<typeof bmMovement>;

const meta = z.object({ current_page: z.number(), page_size: z.number(), total_elements: z.number() });
export const bmMovementListResponse = z.object({
  data: z.array(bmMovement),
  meta,
  /** When a statement was last imported for the business (ISO 8601), null if never. */
  downloaded_at: z.string().nullable(),
  /** When the next automatic download is due: null, statements come by file import. */
  next_downloaded: z.string().nullable(),
});

/** GET bank_movements by business_id (spec §7): the business's movements, newest first. */
export const bankMovementsQuery = z.object({
  /** The selected business (the business-id header); omitted means that one. */
  business_id: positiveInt(Number.MAX_SAFE_INTEGER).optional(),
  page: positiveInt(1_000_000).default(1),
  page_size: positiveInt(BM_MOVEMENTS_MAX_PAGE_SIZE).default(BM_MOVEMENTS_PAGE_SIZE),
});

export const bmMovementResponse = z.object({ bm_movement: bmMovement });

/** PUT: mark reconciled without documents (transfers between own accounts, fees) or back. */
export const updateBmMovementBody = z
  .object({ conciliated: z.boolean().optional(), unconciliated: z.boolean().optional() })
  .refine((b) => (b.conciliated === true) !== (b.unconciliated === true), {
    message: "Indica 'conciliated: true' o 'unconciliated: true'.",
  });

export const conciliateBody = z.object({
  conciliation_ids: z
    .array(positiveInt(Number.MAX_SAFE_INTEGER))
    .min(1, 'Elige al menos un documento.')
    .max(50),
  conciliation_type: z.enum(CONCILIATION_TYPES),
  /** Pesos to apply to each document, in the order of conciliation_ids; by default what each owes, up to the movement. */
  amounts: z.array(z.number().int().positive()).max(50).optional(),
});
export type ConciliateBody = z.input<typeof conciliateBody>;

export const unconciliateBody = z
  .object({
    all: z.boolean().optional(),
    bm_conciliation_ids: z.array(positiveInt(Number.MAX_SAFE_INTEGER)).max(100).optional(),
  })
  .refine((b) => b.all === true || (b.bm_conciliation_ids?.length ?? 0) > 0, {
    message: "Indica 'all: true' o las conciliaciones en 'bm_conciliation_ids'.",
  });
export type UnconciliateBody = z.input<typeof unconciliateBody>;

export const suggestion = z.object({
  confidence: z.number(),
  reasons: z.array(z.string()),
  partial: z.boolean(),
  documents: z.array(
    z.object({
      id: z.number(),
      conciliation_type: z.enum(CONCILIATION_TYPES),
      amount: z.number(),
      label: z.string(),
      open: z.number(),
      due_date: z.string().nullable(),
    }),
  ),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionsResponse = z.object({ suggestions: z.array(suggestion) });

export const conciliationProgressResponse = z.object({
  total: z.number(),
  conciliated: z.number(),
  automatic: z.number(),
  suggested: z.number(),
  /** conciliated / total, 0–100 with one decimal; 0 when there are no movements. */
  percent: z.number(),
});
