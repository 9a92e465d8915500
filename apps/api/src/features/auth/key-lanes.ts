/**
 * One lane per throttle key in this process: reservations of the same key run one after another,
 * taken in key order (so two lanes never wait on each other). The database's row locks already make
 * the count exact across processes; the lanes keep a flood on one key from holding every pooled
 * connection while it waits for that row, which would stall everyone else's requests.
 */
const tails = new Map<string, Promise<void>>();

export async function inKeyLanes<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  try {
    for (const key of [...new Set(keys)].sort()) {
      const before = tails.get(key) ?? Promise.resolve();
      let release = () => {};
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = before.then(() => mine);
      tails.set(key, tail);
      releases.push(() => {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      });
      await before;
    }
    return await fn();
  } finally {
    for (const release of releases) release();
  }
}
