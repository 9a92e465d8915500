import { tooMany } from '../../lib/errors';

/** How long a refused import is asked to wait before trying again (seconds, Retry-After). */
export const IMPORT_RETRY_AFTER_SECONDS = 10;

export const IMPORT_BUSY_MESSAGES = {
  business:
    'Ya hay una importación en curso para esta empresa. Espera a que termine e intenta de nuevo en unos segundos.',
  server:
    'El servidor está procesando muchas importaciones en este momento. Intenta de nuevo en unos segundos.',
} as const;

/**
 * Concurrent imports: at most one per business and `total` in the process. Beyond them the
 * import is refused at once (429 with Retry-After) rather than queued: the upload is not read,
 * the client learns at once, and nothing waits in memory. Release in a finally.
 */
export function importSlots(total: number) {
  const busy = new Set<number>();
  return {
    acquire(businessId: number): () => void {
      if (busy.has(businessId)) throw tooMany(IMPORT_BUSY_MESSAGES.business, IMPORT_RETRY_AFTER_SECONDS);
      if (busy.size >= total) throw tooMany(IMPORT_BUSY_MESSAGES.server, IMPORT_RETRY_AFTER_SECONDS);
      busy.add(businessId);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        busy.delete(businessId);
      };
    },
    get active(): number {
      return busy.size;
    },
  };
}
