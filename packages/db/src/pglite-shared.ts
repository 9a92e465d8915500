import type { PGlite } from '@electric-sql/pglite';
import type { QueryResult, Transaction } from './types';

// PGlite is one session on the server's own thread: its transaction() holds the database until
// it commits, so a long import would stall every other tenant for its whole write. A transaction
// opened with `shareReads` lets other callers' reads run between its statements instead (on the
// same session, each inside a savepoint so a failing read cannot abort the transaction), while
// every write and every other transaction waits for it to end: a write never joins a transaction
// it does not own, so a rollback or a crash can only undo the sharing transaction's own work.
// The reads see its uncommitted rows; every query is scoped by business, and a business runs
// one import at a time, so only that business's own reads can see its import in progress.

/** A statement that only reads: SELECT or WITH, nothing that writes, locks or moves a sequence. */
export function isPlainRead(text: string): boolean {
  return (
    /^\s*(SELECT|WITH)\b/i.test(text) &&
    !/\b(INSERT|UPDATE|DELETE|MERGE|FOR\s+(NO\s+KEY\s+)?UPDATE|FOR\s+(KEY\s+)?SHARE|nextval|setval|pg_advisory\w*|pg_sleep|set_config)\b/i.test(
      text,
    )
  );
}

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** Runs one function at a time, in call order. */
function serial(): Run {
  let tail: Promise<unknown> = Promise.resolve();
  return (fn) => {
    const next = tail.then(fn, fn);
    tail = next.catch(() => {});
    return next;
  };
}

/**
 * One holder at a time. Ordinary work (short writes, transactions) goes ahead of a waiting sharing
 * transaction, so a request's write waits for at most the import already running, not for every
 * import queued behind it; a sharing transaction that has waited `maxSkipMs` goes next.
 */
function gateLock(maxSkipMs: number): { ordinary: Run; sharing: Run } {
  let busy = false;
  const ordinary: (() => void)[] = [];
  const sharing: { since: number; go: () => void }[] = [];
  const release = () => {
    const long = sharing.length > 0 && performance.now() - sharing[0].since >= maxSkipMs;
    const next = long ? sharing.shift()?.go : (ordinary.shift() ?? sharing.shift()?.go);
    if (next) next();
    else busy = false;
  };
  const hold =
    (enqueue: (go: () => void) => void): Run =>
    async (fn) => {
      if (busy) await new Promise<void>((go) => enqueue(go));
      else busy = true;
      try {
        return await fn();
      } finally {
        release();
      }
    };
  return {
    ordinary: hold((go) => ordinary.push(go)),
    sharing: hold((go) => sharing.push({ since: performance.now(), go })),
  };
}

export type SharedGate = {
  /** Every write, exec and transaction of other callers: waits while a sharing transaction runs. */
  exclusive: Run;
  /** A read of another caller: between the sharing transaction's statements, or as usual. */
  read<T>(text: string, params: readonly unknown[] | undefined, plain: () => Promise<T>): Promise<T>;
  /** A transaction that lets reads in between its statements. */
  sharing<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
};

export function sharedGate(pg: PGlite): SharedGate {
  const lock = gateLock(250);
  const exclusive = lock.ordinary;
  // While a sharing transaction is open: its statements and the reads let in take turns here.
  let session: Run | null = null;
  let open = false;
  let savepoints = 0;

  const query = async <T>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const res = await pg.query<T>(text, params ? [...params] : undefined);
    return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
  };

  return {
    exclusive,
    read(text, params, plain) {
      const turn = session;
      if (!turn) return plain();
      return turn(async () => {
        // Queued just as the transaction ended: it is an ordinary read again.
        if (!open) return plain();
        const name = `shared_read_${++savepoints}`;
        await pg.exec(`SAVEPOINT ${name}`);
        try {
          const res = (await query(text, params)) as Awaited<ReturnType<typeof plain>>;
          await pg.exec(`RELEASE SAVEPOINT ${name}`);
          return res;
        } catch (err) {
          await pg.exec(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
          throw err;
        }
      });
    },
    sharing(fn) {
      return lock.sharing(async () => {
        const turn = serial();
        // Open before BEGIN is sent: a read issued from now on queues behind it, inside a savepoint.
        open = true;
        session = turn;
        const tx: Transaction = {
          query: (text, params) => turn(() => query(text, params)),
          exec: (sql) => turn(() => pg.exec(sql).then(() => {})),
        };
        const end = (sql: 'COMMIT' | 'ROLLBACK') =>
          turn(async () => {
            open = false;
            await pg.exec(sql);
          });
        try {
          await turn(() => pg.exec('BEGIN'));
        } catch (err) {
          open = false;
          session = null;
          throw err;
        }
        try {
          const result = await fn(tx);
          await end('COMMIT');
          return result;
        } catch (err) {
          await end('ROLLBACK');
          throw err;
        } finally {
          session = null;
        }
      });
    },
  };
}
