/**
 * The one error type the readers throw: its message is Spanish and meant for the user as it is.
 * `entryIndex` is the 0-based position of the offending entry in the file (across accounts).
 */
export class StatementError extends Error {
  readonly entryIndex: number | null;

  constructor(message: string, entryIndex: number | null = null) {
    super(message);
    this.name = 'StatementError';
    this.entryIndex = entryIndex;
  }
}

// Upload caps. 64 MiB holds 100,000 camt.053 entries (~600 bytes each, the most verbose of the
// three formats) with room to spare, while keeping one parse well under a gigabyte of memory.
export const MAX_STATEMENT_BYTES = 64 * 1024 * 1024;
export const MAX_STATEMENT_ENTRIES = 200_000;

export const tooManyEntries = (): StatementError =>
  new StatementError(
    `La cartola tiene más de ${MAX_STATEMENT_ENTRIES.toLocaleString('es-CL')} movimientos; divídala en períodos más cortos.`,
  );

/** 'Movimiento 3' (1-based, as the user counts). */
export const entryLabel = (index: number): string => `Movimiento ${index + 1}`;
