/**
 * One run at a time: a call while a run is under way waits for that same run, so every waiter
 * resolves or rejects together with it (spec §4: concurrent refreshes queue behind one refresh).
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (!current) {
      current = run().finally(() => {
        current = null;
      });
    }
    return current;
  };
}
