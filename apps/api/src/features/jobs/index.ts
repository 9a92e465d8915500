// What tools use of the job queue (the package entry @portal/api/jobs): the operator's CLI
// (`npm run jobs`) lists jobs by state and retries or discards one.
export {
  JOB_STATES,
  type JobRow,
  type JobState,
  countJobs,
  discardJob,
  listJobs,
  retryJob,
} from './jobs.repository';
