import type { Db } from '@portal/db';
import type { Config } from './config';
import { recordMailBounce } from './features/collections/collection-events.service';
import {
  INDICATOR_JOBS,
  type IndicatorsSettings,
  indicatorJobs,
} from './features/indicators/indicators.service';
import { siiInboxJobs, SII_INBOX_JOBS } from './features/invoice-imports/sii-inbox';
import { type JobLog, type JobSettings, scheduleEvery, startJobWorker } from './features/jobs/jobs.service';
import { testJobHandlers } from './features/jobs/test-handlers';
import { MAIL_PURGE_JOB, mailJobs } from './features/mail/mail.service';
import {
  DAILY_SUMMARY_JOBS,
  REMINDER_JOBS,
  dailySummaryJobs,
  reminderJobs,
} from './features/reminders/reminders.service';
import type { Mailer } from './lib/mailer';

export type Background = { workerId: string; stop(): Promise<void> };

/**
 * The work of a server process outside requests: its job-queue worker (mail, the SII inbox) and
 * the recurring jobs it helps enqueue. Every process of a deployment runs one; the queue shares
 * the work among them (features/jobs/README.md).
 */
export function startBackground(opts: {
  db: Db;
  config: Pick<Config, 'dataDir' | 'publicUrl'>;
  mailer: Mailer;
  jobs: JobSettings;
  siiInboxSeconds: number;
  /**
   * Seconds between rounds of the collection reminders and of the daily summaries
   * (collectionIntervals() reads them from the environment). Left out: no rounds are scheduled by
   * this process (tests run them with their own clock); the handlers are registered anyway.
   */
  collectionSeconds?: { reminders: number; dailySummary: number };
  /**
   * The indicators service and how often its values are refreshed (indicatorsSettings() reads
   * INDICATORS_SOURCE and INDICATORS_REFRESH_SECONDS). Left out or without a source: no refresh.
   */
  indicators?: IndicatorsSettings;
  /** Seconds between purges of old sent mail (MAIL_PURGE_EVERY_SECONDS); left out: none scheduled. */
  mailPurgeSeconds?: number;
  /** The clock of the reminders and summaries (tests move it). */
  now?: () => Date;
  log?: JobLog;
}): Background {
  const domain = new URL(opts.config.publicUrl).hostname || 'portalcliente.cl';
  const handlers = {
    ...mailJobs(opts.mailer, domain, { onBounce: recordMailBounce }),
    // A process with the inbox off (SII_INBOX_INTERVAL_SECONDS=0) leaves its jobs to the others.
    ...(opts.siiInboxSeconds > 0 ? siiInboxJobs({ dataDir: opts.config.dataDir, log: opts.log }) : {}),
    ...(opts.jobs.testHandlers ? testJobHandlers : {}),
    ...indicatorJobs(opts.indicators?.source ?? null),
    ...reminderJobs({
      mailer: opts.mailer,
      publicUrl: opts.config.publicUrl,
      now: opts.now ?? (() => new Date()),
    }),
    ...dailySummaryJobs({
      mailer: opts.mailer,
      publicUrl: opts.config.publicUrl,
      now: opts.now ?? (() => new Date()),
    }),
  };
  const worker = startJobWorker(opts.db, handlers, opts.jobs, opts.log);
  // SII inbox: files dropped in <DATA_DIR>/sii-inbox/<rut>/ are imported (docs/sii-sync.md).
  const inbox = scheduleEvery(opts.db, SII_INBOX_JOBS.round, opts.siiInboxSeconds, opts.log);
  // Collection reminders (hourly by default) and daily summaries (features/reminders/README.md).
  const reminders = scheduleEvery(
    opts.db,
    REMINDER_JOBS.round,
    opts.collectionSeconds?.reminders ?? 0,
    opts.log,
  );
  const summaries = scheduleEvery(
    opts.db,
    DAILY_SUMMARY_JOBS.round,
    opts.collectionSeconds?.dailySummary ?? 0,
    opts.log,
  );
  // Indicators (UTM, UF, IPC) from the configured service, daily by default (features/indicators).
  const indicators = scheduleEvery(
    opts.db,
    INDICATOR_JOBS.refresh,
    opts.indicators?.source ? opts.indicators.refreshSeconds : 0,
    opts.log,
  );
  // Sent mail older than MAIL_RETENTION_DAYS is deleted (features/mail/README.md).
  const purge = scheduleEvery(opts.db, MAIL_PURGE_JOB, opts.mailPurgeSeconds ?? 0, opts.log);
  return {
    workerId: worker.id,
    async stop() {
      purge.stop();
      indicators.stop();
      inbox.stop();
      reminders.stop();
      summaries.stop();
      await worker.stop();
    },
  };
}
