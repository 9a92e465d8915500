import type { Db } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { type App, buildApp } from '../app';
import { type Background, startBackground } from '../background';
import { type Config, loadConfig } from '../config';
import { jobSettings } from '../features/jobs/jobs.service';
import { createMailer } from '../lib/mailer';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo';
import { type Dataset, GENERATED_PASSWORD, type GenUser, generateDataset } from '../seed/generator';
import { type WrittenIds, writeDataset } from '../seed/writer';
import { type MailCatcher, startMailCatcher } from './smtp';
import type { IndicatorsSettings } from '../features/indicators/indicators.service';

export type AuthHeaders = { 'access-token': string; client: string; uid: string };

export type HarnessOptions = {
  /** Businesses to generate (the first six are the guard scenarios, shared with the demo user). */
  businesses?: number;
  seed?: number;
  /** Mail to the outbox table (the development default) instead of the SMTP catcher. */
  outbox?: boolean;
  /** The SMTP catcher holds each message this long before accepting it (a slow server). */
  mailDelayMs?: number;
  /** Addresses the SMTP catcher refuses for good (550); lower-case. Add to it during a test. */
  mailRejects?: Set<string>;
  /** Environment for loadConfig over the test defaults; a function receives the generated dataset. */
  env?: Record<string, string> | ((data: Dataset) => Record<string, string>);
  /** The indicators service the operator's routes name (features/indicators). */
  indicators?: IndicatorsSettings;
};

export type Harness = {
  app: App;
  db: Db;
  config: Config;
  /** The in-process SMTP server the app sends through (empty when `outbox` is set). */
  mail: MailCatcher;
  /** The job-queue worker of the app (sends the outbox's mail), polling every 250 ms (and woken by every enqueue). */
  background: Background;
  data: Dataset;
  ids: WrittenIds;
  /** A generated user by key: 'demo', 'u1' (owner of b1), 'g1' (guest of b1), … */
  user(key: string): GenUser;
  password(key: string): string;
  businessId(key: string): number;
  /** Signs in through the API and answers the three session headers. */
  signIn(email: string, password: string): Promise<AuthHeaders>;
  signInAs(userKey: string): Promise<AuthHeaders>;
  close(): Promise<void>;
};

export const PUBLIC_URL = 'http://portal.test';

/**
 * One app over a fresh migrated database (PGlite, or a private schema on PostgreSQL with
 * TEST_DB_BACKEND=pg), seeded by the data generator, sending mail to a real SMTP server.
 * Build one per test file (beforeAll): argon2 and migrations are the slow parts.
 */
export async function createHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const data = generateDataset({
    seed: opts.seed ?? 42,
    businesses: opts.businesses ?? 8,
    demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  const [db, mail] = await Promise.all([
    createTestDb(),
    startMailCatcher({ delayMs: opts.mailDelayMs, rejects: opts.mailRejects }),
  ]);
  const ids = await writeDataset(db, data);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(opts.outbox ? {} : { SMTP_URL: mail.url }),
    ...(typeof opts.env === 'function' ? opts.env(data) : opts.env),
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const app = await buildApp({ config, db, mailer, indicators: opts.indicators });
  await app.ready();
  const background = startBackground({
    db,
    config,
    mailer,
    jobs: { ...jobSettings({}), pollMs: 250, backoffSeconds: 1 },
    siiInboxSeconds: 0,
  });

  const users = new Map(data.users.map((u) => [u.key, u]));
  const user = (key: string) => {
    const found = users.get(key);
    if (!found) throw new Error(`No generated user '${key}'`);
    return found;
  };
  const signIn = async (email: string, password: string): Promise<AuthHeaders> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      payload: { email, password },
    });
    if (res.statusCode !== 200)
      throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
    const h = res.headers;
    return { 'access-token': String(h['access-token']), client: String(h.client), uid: String(h.uid) };
  };

  return {
    app,
    db,
    config,
    mail,
    background,
    data,
    ids,
    user,
    password: (key) => user(key).password,
    businessId(key) {
      const id = ids.businesses.get(key);
      if (id === undefined) throw new Error(`No generated business '${key}'`);
      return id;
    },
    signIn,
    signInAs: (key) => signIn(user(key).email, user(key).password),
    async close() {
      await app.close();
      await background.stop();
      await Promise.all([db.close(), mail.close()]);
    },
  };
}

/** Session headers plus the selected business. */
export const inBusiness = (auth: AuthHeaders, businessId: number) => ({
  ...auth,
  'business-id': String(businessId),
});

export { GENERATED_PASSWORD };
