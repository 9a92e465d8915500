import type { JobHandler } from './worker';

export const TEST_EFFECT_JOB = 'test.effect';

/**
 * Test-only (NODE_ENV=test and JOBS_TEST_HANDLERS=1): waits `ms` (on its first attempt only, so
 * the suites can kill a worker in that wait and see the next one finish quickly), then writes one
 * outbox row addressed `key` and completes in the same transaction. The suites count the rows: the
 * effect must be there exactly once.
 */
export const testJobHandlers: Record<string, JobHandler> = {
  [TEST_EFFECT_JOB]: {
    transactional: true,
    async prepare(job) {
      const ms = job.attempts === 1 ? Number(job.payload.ms ?? 0) : 0;
      await new Promise((r) => setTimeout(r, ms));
    },
    async run(job, tx) {
      await tx.query(`INSERT INTO outbox_emails (to_address, subject, text_body) VALUES ($1, 'efecto', $2)`, [
        String(job.payload.key),
        String(job.id),
      ]);
    },
  },
};
