import { z } from 'zod';

// The F29 proposal of a month: its lines with the SII codes, the rule and documents
// behind each, totals and warnings. Amounts are integer pesos; line 115 (PPM rate) is a percent.

export const F29_MESSAGES = {
  year: 'El año va entre 2000 y 2100.',
  month: 'El mes va de 1 a 12.',
  code: 'Elige uno de los códigos de la propuesta (por ejemplo 502, 520 o 151).',
  ppmRate: 'La tasa de PPM es un porcentaje entre 0 y 10, con hasta 3 decimales (por ejemplo 0,25).',
  future: 'Ese mes todavía no termina de empezar: elige un mes hasta el actual.',
  load: 'No pudimos calcular la propuesta de F29. Intenta de nuevo.',
  utmPesos: 'La UTM es un monto entero en pesos entre $10.000 y $1.000.000 (por ejemplo 72.300).',
  utmFuture: 'La UTM de ese mes todavía no se publica: el SII la publica al comenzar el mes.',
  declaredPesos:
    'El remanente (código 077) es un monto entero en pesos, desde $0 hasta $999.999.999.999 (por ejemplo 1.250.000).',
  declaredFuture: 'El F29 de ese mes todavía no se puede haber declarado: elige un mes anterior al actual.',
} as const;

export const F29_DOCUMENTS_PAGE_SIZE = 10;

export const f29PeriodParams = z.object({
  year: z.coerce
    .number({ error: F29_MESSAGES.year })
    .int(F29_MESSAGES.year)
    .min(2000, F29_MESSAGES.year)
    .max(2100, F29_MESSAGES.year),
  month: z.coerce
    .number({ error: F29_MESSAGES.month })
    .int(F29_MESSAGES.month)
    .min(1, F29_MESSAGES.month)
    .max(12, F29_MESSAGES.month),
});
export type F29PeriodParams = z.infer<typeof f29PeriodParams>;

export const F29_LINE_CODES = [
  '502',
  '111',
  '513',
  '510',
  '142',
  '020',
  '538',
  '520',
  '525',
  '528',
  '532',
  '521',
  '562',
  '504',
  '537',
  '089',
  '077',
  '563',
  '115',
  '062',
  '048',
  '151',
  '039',
  '547',
  '091',
] as const;
export const f29Code = z.enum(F29_LINE_CODES, { error: F29_MESSAGES.code });

export const F29_SECTION_KEYS = [
  'debitos',
  'creditos',
  'determinado',
  'ppm',
  'retenciones',
  'total',
] as const;

export const f29DocSummary = z.object({
  doc_type: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});

export const f29Line = z.object({
  code: f29Code,
  count_code: z.string().nullable(),
  count: z.number().int().nullable(),
  section: z.enum(F29_SECTION_KEYS),
  label: z.string(),
  /** The form's own wording. */
  sii: z.string(),
  /** How the portal computes it, in Spanish. */
  rule: z.string(),
  unit: z.enum(['pesos', 'percent']),
  amount: z.number(),
  breakdown: z.array(z.object({ label: z.string(), amount: z.number().int() })),
  documents: z.array(f29DocSummary),
  /** The sales or purchases list of the period and the line's document types. */
  link: z
    .object({
      direction: z.enum(['VENTA', 'COMPRA']),
      period: z.number().int(),
      document_types: z.array(z.number().int()),
    })
    .nullable(),
  note: z.string().nullable(),
});
export type F29Line = z.infer<typeof f29Line>;

export const f29ProposalResponse = z.object({
  period: z.number().int(),
  business_name: z.string(),
  business_rut: z.string(),
  lines: z.array(f29Line),
  totals: z.object({
    debitos: z.number().int(),
    creditos: z.number().int(),
    iva_determinado: z.number().int(),
    remanente: z.number().int(),
    ppm: z.number().int(),
    retenciones: z.number().int(),
    total_a_pagar: z.number().int(),
  }),
  /** Uso común factor: sales with right to credit over all sales, January to the month. */
  factor: z.object({ with_credit: z.number().int(), total: z.number().int(), value: z.number() }),
  ppm_rate: z.object({ percent: z.number(), is_default: z.boolean() }),
  /** The first month of the remanente chain (the first with documents), or null without any. */
  chain_from: z.number().int().nullable(),
  warnings: z.array(z.object({ code: f29Code.nullable(), message: z.string() })),
  /**
   * The months whose UTM the reajuste of the remanente (line 504, along the whole chain) needs and
   * neither the portal's table nor the business knows: the user can enter them (PUT utm_values).
   */
  missing_utm: z.array(
    z.object({
      period: z.number().int(),
      year: z.number().int(),
      month: z.number().int(),
      message: z.string(),
    }),
  ),
  /** The UTM the business entered that the chain used ("ingresado por el usuario"). */
  user_utm: z.array(z.object({ period: z.number().int(), pesos: z.number().int() })),
  /**
   * The 077 of the last F29 the business filed (PUT declared_remanente), and whether this month's
   * chain starts at it (only for a month after the declared one).
   */
  declared_remanente: z
    .object({ period: z.number().int(), pesos: z.number().int(), used: z.boolean() })
    .nullable(),
});
export type F29ProposalResponse = z.infer<typeof f29ProposalResponse>;

export const f29DocumentsQuery = z.object({
  code: f29Code,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const f29Document = z.object({
  kind: z.enum(['invoice', 'honorarium']),
  id: z.number().int(),
  doc_type: z.number().int().nullable(),
  doc_type_name: z.string(),
  folio: z.number().int(),
  issue_date: z.string(),
  counterpart_rut: z.string(),
  counterpart_name: z.string(),
  /** What the document adds to the line (IVA, recoverable IVA, exempt amount, retention…), positive. */
  amount: z.number().int(),
});
export type F29Document = z.infer<typeof f29Document>;

export const f29DocumentsResponse = z.object({
  code: f29Code,
  documents: z.array(f29Document),
  meta: z.object({
    current_page: z.number().int(),
    page_size: z.number().int(),
    total_elements: z.number().int(),
  }),
  /** Why there are none: a line computed from others (538, 537, 089…) has no documents of its own. */
  derived: z.boolean(),
});
export type F29DocumentsResponse = z.infer<typeof f29DocumentsResponse>;

/** The PPM rate the business set (percent, up to 3 decimals), or null for the default. */
export const f29SettingsBody = z.object({
  ppm_rate: z
    .number({ error: F29_MESSAGES.ppmRate })
    .min(0, F29_MESSAGES.ppmRate)
    .max(10, F29_MESSAGES.ppmRate)
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, F29_MESSAGES.ppmRate)
    .nullable(),
});
export const f29SettingsResponse = z.object({
  ppm_rate: z.number().nullable(),
  default_ppm_rate: z.number(),
});

/** The UTM of a month as the SII published it, entered by the user: whole pesos. */
export const f29UtmBody = z.object({
  pesos: z
    .number({ error: F29_MESSAGES.utmPesos })
    .int(F29_MESSAGES.utmPesos)
    .min(10_000, F29_MESSAGES.utmPesos)
    .max(1_000_000, F29_MESSAGES.utmPesos),
});
export type F29UtmBody = z.infer<typeof f29UtmBody>;

export const f29UtmValue = z.object({
  period: z.number().int(),
  /** What the user entered. */
  pesos: z.number().int(),
  /** The portal's own value when its table knows the month: it takes precedence over the entered one. */
  table_pesos: z.number().int().nullable(),
  updated_at: z.string(),
});
export const f29UtmValuesResponse = z.object({ values: z.array(f29UtmValue) });
export type F29UtmValuesResponse = z.infer<typeof f29UtmValuesResponse>;

/** The remanente de crédito fiscal (código 077) of the last F29 the business filed, and its month. */
export const f29DeclaredRemanenteBody = z.object({
  year: z
    .number({ error: F29_MESSAGES.year })
    .int(F29_MESSAGES.year)
    .min(2000, F29_MESSAGES.year)
    .max(2100, F29_MESSAGES.year),
  month: z
    .number({ error: F29_MESSAGES.month })
    .int(F29_MESSAGES.month)
    .min(1, F29_MESSAGES.month)
    .max(12, F29_MESSAGES.month),
  pesos: z
    .number({ error: F29_MESSAGES.declaredPesos })
    .int(F29_MESSAGES.declaredPesos)
    .min(0, F29_MESSAGES.declaredPesos)
    .max(999_999_999_999, F29_MESSAGES.declaredPesos),
});
export type F29DeclaredRemanenteBody = z.infer<typeof f29DeclaredRemanenteBody>;

export const f29DeclaredRemanenteResponse = z.object({
  declared: z
    .object({
      period: z.number().int(),
      year: z.number().int(),
      month: z.number().int(),
      pesos: z.number().int(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type F29DeclaredRemanenteResponse = z.infer<typeof f29DeclaredRemanenteResponse>;
