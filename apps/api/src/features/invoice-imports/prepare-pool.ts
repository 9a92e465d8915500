import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import { AppError } from '../../lib/errors';
import type { PreparedFile } from './import-files';
import type { ImportBusiness } from './invoice-rows';
import { preparedStream } from './prepared-stream';
import type { PrepareOutcome, PrepareTask } from './prepare-task';
import type { UploadedFile } from '../../lib/uploads';

/** Parses and checks uploaded files in worker threads (piscina), off the thread that answers requests. */
export type FilePreparer = {
  /**
   * Resolves once every file is checked (or rejects with the first refused one, in the request's
   * order); each file's batches keep arriving while the database writes the earlier ones.
   * `release` frees the ports once the import is over.
   */
  prepare(
    business: ImportBusiness,
    files: readonly UploadedFile[],
    batchSize?: number,
  ): Promise<{ files: PreparedFile[]; release(): void }>;
  close(): Promise<void>;
};

// A 10 MB file needs a few hundred MB while it is parsed; a runaway one ends its worker, not the server.
const WORKER_HEAP_MB = 768;

/** A pool of at most `threads` workers, started on first use and ended after a minute idle. */
export function createFilePreparer(threads: number): FilePreparer {
  let pool: Piscina<PrepareTask, PrepareOutcome> | null = null;
  const open = () =>
    (pool ??= new Piscina<PrepareTask, PrepareOutcome>({
      filename: new URL('./prepare-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    }));

  const start = (
    p: Piscina<PrepareTask, PrepareOutcome>,
    business: ImportBusiness,
    f: UploadedFile,
    batchSize: number | undefined,
  ) => {
    const { port1, port2 } = new MessageChannel();
    const outcome = p
      .run(
        { path: f.path, name: f.name, business: { ...business }, port: port2, batchSize },
        { transferList: [port2] },
      )
      .then((out) => {
        if (!out.ok) throw new AppError(out.status, out.message, out.code);
      });
    outcome.catch(() => {});
    const stream = preparedStream(port1, outcome);
    const checked = Promise.race([stream.checked, outcome.then(() => stream.checked)]);
    return { stream, checked };
  };

  return {
    async prepare(business, files, batchSize) {
      const p = open();
      const started = files.map((f) => start(p, business, f, batchSize));
      const release = () => {
        for (const s of started) s.stream.close();
      };
      const outcomes = await Promise.allSettled(started.map((s) => s.checked));
      const refused = outcomes.find((o) => o.status === 'rejected');
      if (refused) {
        release();
        throw refused.reason;
      }
      const prepared = outcomes.map((o, i) => {
        const file = (o as PromiseFulfilledResult<Awaited<(typeof started)[number]['checked']>>).value;
        return { ...file, batches: started[i].stream.batches };
      });
      return { files: prepared, release };
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
