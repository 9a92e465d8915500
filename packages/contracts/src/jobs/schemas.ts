import { z } from 'zod';
import { idParams, pageMeta } from '../common';

// The job queue as its operator sees it (apps/api/src/features/jobs; the CLI `npm run jobs` does
// the same). Jobs belong to the deployment, not to a business: only operators read them.

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'dead'] as const;
export const jobState = z.enum(JOB_STATES);
export type JobStateName = z.infer<typeof jobState>;

/** Jobs per page of the operator's list. */
export const JOBS_PAGE_SIZE = 20;

export const jobsListQuery = z.object({
  state: jobState.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const operatorJob = z.object({
  id: z.number(),
  kind: z.string(),
  state: jobState,
  attempts: z.number(),
  max_attempts: z.number(),
  run_at: z.string(),
  last_error: z.string().nullable(),
  dedupe_key: z.string().nullable(),
  business_id: z.number().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type OperatorJob = z.infer<typeof operatorJob>;

export const jobsListResponse = z.object({
  jobs: z.array(operatorJob),
  meta: pageMeta,
  /** Jobs in each state, over the whole queue (the filter's counts). */
  counts: z.record(jobState, z.number()),
});
export type JobsList = z.infer<typeof jobsListResponse>;

export const jobIdParams = idParams;
export const jobResponse = z.object({ message: z.string(), job: operatorJob });
