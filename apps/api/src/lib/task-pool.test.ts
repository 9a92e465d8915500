import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { TASK_MESSAGES, createTaskPool } from './task-pool';

// The pool that opens uploaded files off the request thread: a task that runs past its limit ends
// its worker and is refused in Spanish, while this thread keeps its timers running all along.

type Task = { ms: number; answer: string };
const worker = new URL('./task-pool-spin.test-worker.mjs', import.meta.url);

describe('task pool', () => {
  it('answers a task, refuses one past its limit, and never holds this thread meanwhile', async () => {
    const pool = createTaskPool<Task, string>(worker, { threads: 1, timeoutMs: 300 });
    try {
      expect(await pool.run({ ms: 0, answer: 'listo' })).toBe('listo');
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      const refused = await pool.run({ ms: 60_000, answer: 'nunca' }).catch((e: unknown) => e);
      clearInterval(ticker);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ statusCode: 422, message: TASK_MESSAGES.timedOut });
      // The spinning worker never stopped this thread's timers (a synchronous task would: 0 ticks).
      expect(ticks).toBeGreaterThan(0);
      // The ended worker is replaced: the next task is answered.
      expect(await pool.run({ ms: 0, answer: 'otra vez' })).toBe('otra vez');
    } finally {
      await pool.close();
    }
  });

  it('refuses at once, with a 503 in Spanish, past the tasks that may wait', async () => {
    const pool = createTaskPool<Task, string>(worker, { threads: 1, timeoutMs: 5_000, maxQueue: 1 });
    try {
      // A warm worker takes the first task at once, so the next one waits in the queue.
      await pool.run({ ms: 0, answer: 'tibio' });
      const running = pool.run({ ms: 400, answer: 'a' });
      const queued = pool.run({ ms: 0, answer: 'b' });
      const refused = await pool.run({ ms: 0, answer: 'c' }).catch((e: unknown) => e);
      expect(refused).toMatchObject({ statusCode: 503, message: TASK_MESSAGES.busy });
      expect(await Promise.all([running, queued])).toEqual(['a', 'b']);
    } finally {
      await pool.close();
    }
  });
});
