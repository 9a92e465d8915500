import { ConfigError } from '../../config';

export type JobSettings = {
  pollMs: number;
  leaseSeconds: number;
  concurrency: number;
  backoffSeconds: number;
  /** Test-only job kinds (`test.effect`), for the suites that kill a worker mid-job. Never in production. */
  testHandlers: boolean;
};

const intVar = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(
      `Configuración inválida:\n  ${name}: debe ser un número entero entre ${min} y ${max}`,
    );
  }
  return n;
};

/** The queue's knobs (README, "Configuration"); a bad value stops the start naming it. */
export function jobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  return {
    pollMs: intVar(env, 'JOBS_POLL_MS', 1000, 10, 60_000),
    leaseSeconds: intVar(env, 'JOBS_LEASE_SECONDS', 60, 1, 3600),
    concurrency: intVar(env, 'JOBS_CONCURRENCY', 2, 1, 32),
    backoffSeconds: intVar(env, 'JOBS_BACKOFF_SECONDS', 10, 0, 3600),
    testHandlers: env.NODE_ENV === 'test' && env.JOBS_TEST_HANDLERS === '1',
  };
}
