import type { Db } from '@portal/db';
import type { JobLog } from './worker';

export type Recurring = { stop(): void };

/**
 * Enqueues `kind` once per slot of `everySeconds` (slot = seconds since the epoch ÷ everySeconds),
 * keyed `<kind>:<slot>`: every process ticks, the first insert of a slot wins and the others find
 * the key taken, so a run happens once per interval however many processes share the database.
 * Ticks come four times per interval so a late timer never skips a slot.
 */
export function startRecurring(opts: {
  db: Db;
  kind: string;
  everySeconds: number;
  enqueue(db: Db, job: { kind: string; payload: { slot: number }; dedupeKey: string }): Promise<unknown>;
  log?: JobLog;
}): Recurring {
  if (opts.everySeconds <= 0) return { stop() {} };
  const tick = () => {
    const slot = Math.floor(Date.now() / 1000 / opts.everySeconds);
    void opts
      .enqueue(opts.db, { kind: opts.kind, payload: { slot }, dedupeKey: `${opts.kind}:${slot}` })
      .catch((err) => opts.log?.warn({ err: String(err), kind: opts.kind }, 'recurring job not enqueued'));
  };
  const timer = setInterval(tick, Math.max(250, (opts.everySeconds * 1000) / 4));
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
