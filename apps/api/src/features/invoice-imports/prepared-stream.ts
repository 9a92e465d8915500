import type { MessagePort } from 'node:worker_threads';
import type { ColumnBatch } from './invoice-columns';
import type { CheckedFile, PrepareMessage } from './prepare-task';

/**
 * The main thread's end of one file's port: `checked` settles when the worker has checked the
 * file (or failed), `batches` yields the batches as they arrive, and can be read again from the
 * start (a transaction retried after a deadlock replays what it had already read).
 */
export function preparedStream(port: MessagePort, outcome: Promise<unknown>) {
  const received: ColumnBatch[] = [];
  let ended = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let onChecked: (file: CheckedFile) => void = () => {};
  const checked = new Promise<CheckedFile>((resolve) => {
    onChecked = resolve;
  });
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  port.on('message', (m: PrepareMessage) => {
    if (m.type === 'checked') onChecked(m.file);
    else if (m.type === 'batch') received.push(m.batch);
    else ended = true;
    notify();
  });
  // A worker that dies or refuses the file ends the stream with its error.
  outcome.then(
    () => {},
    (err: unknown) => {
      failure = err;
      notify();
    },
  );
  const batches: AsyncIterable<ColumnBatch> = {
    async *[Symbol.asyncIterator]() {
      for (let i = 0; ; i++) {
        while (i >= received.length && !ended) {
          if (failure) throw failure;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
        if (i >= received.length) return;
        yield received[i];
      }
    },
  };
  return { checked, batches, close: () => port.close() };
}
