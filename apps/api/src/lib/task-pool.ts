import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import type { Timed } from './timed-task';
import { AppError } from './errors';

// Work on an uploaded file whose cost the file itself decides (a certificate's key derivation, an
// archive's directory) runs in worker threads, never on the thread that answers every tenant, and
// under a time limit: a task past it ends its worker and is refused. Each feature names its own
// worker entry (a .mjs that registers tsx, as invoice-imports/prepare-worker.mjs does).

export const TASK_MESSAGES = {
  timedOut: 'El archivo tardó demasiado en revisarse: no lo aceptamos. Revisa que sea el archivo correcto.',
  busy: 'Estamos revisando muchos archivos en este momento; inténtalo de nuevo en unos segundos.',
} as const;

export type TaskPool<T, R> = {
  /** The task's answer; a 422 when it ran past the limit, a 503 when too many wait already. */
  run(task: T): Promise<R>;
  close(): Promise<void>;
};

export type TaskPoolOptions = {
  threads: number;
  /** How long the task may run once a worker has started it. */
  timeoutMs: number;
  /** How long it may wait for a worker (and the worker to load) before that; default a minute. */
  waitMs?: number;
  /** Tasks that may wait for a thread; past it, a new one is refused at once. */
  maxQueue?: number;
  heapMb?: number;
};

/** A pool of at most `threads` workers, started on first use and ended after a minute idle. */
export function createTaskPool<T, R>(worker: URL, o: TaskPoolOptions): TaskPool<T, R> {
  let pool: Piscina<Timed<T>, R> | null = null;
  // Counted here rather than by piscina's queue, whose limit depends on its workers' states.
  let outstanding = 0;
  const most = o.threads + (o.maxQueue ?? o.threads * 8);
  const open = () =>
    (pool ??= new Piscina<Timed<T>, R>({
      filename: worker.href,
      minThreads: 0,
      maxThreads: o.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: o.heapMb ?? 256 },
    }));
  return {
    async run(task) {
      if (outstanding >= most) throw new AppError(503, TASK_MESSAGES.busy, 'busy');
      const p = open();
      outstanding += 1;
      // The limit counts from the moment the worker starts the task (timed() tells through the
      // port), so a cold worker loading its modules on a busy machine never fails a good file.
      const abort = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let waited = false;
      let timer = setTimeout(() => {
        waited = true;
        abort.abort();
      }, o.waitMs ?? 60_000);
      port1.once('message', () => {
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(), o.timeoutMs);
      });
      try {
        return await p.run({ port: port2, task } satisfies Timed<T>, {
          signal: abort.signal,
          transferList: [port2],
        });
      } catch (err) {
        const { name } = err as { name?: string };
        if (waited && name === 'AbortError') throw new AppError(503, TASK_MESSAGES.busy, 'busy');
        if (name === 'AbortError') throw new AppError(422, TASK_MESSAGES.timedOut, 'file_too_costly');
        throw err;
      } finally {
        outstanding -= 1;
        clearTimeout(timer);
        port1.close();
      }
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
