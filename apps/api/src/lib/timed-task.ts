import type { MessagePort } from 'node:worker_threads';

// The worker's side of lib/task-pool.ts, apart so a worker loads nothing of the pool.

/** What a pool hands its worker: the feature's task and the port that says it has started. */
export type Timed<T> = { port: MessagePort; task: T };

/** A worker's task function, telling its pool when it starts (the time limit counts from there). */
export const timed =
  <T, R>(fn: (task: T) => R) =>
  ({ port, task }: Timed<T>): R => {
    port.postMessage('start');
    return fn(task);
  };
