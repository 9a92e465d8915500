import { fileURLToPath } from 'node:url';
import { migrate, openDb } from '@portal/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createFileStore } from './lib/file-store';
import { createMailer } from './lib/mailer';
import { localAppSecret } from './lib/secrets';
import { FLAG_CATALOG } from '@portal/contracts';
import { devMailboxEnabled } from './features/dev-mailbox/dev-mailbox.service';
import { syncFlags } from './features/flags/flags.repository';
import { siiInboxIntervalSeconds } from './features/invoice-imports/sii-inbox';
import { jobSettings } from './features/jobs/jobs.service';
import { indicatorsSettings } from './features/indicators/indicators.service';
import { startBackground } from './background';
import { collectionIntervals } from './features/reminders/reminders.service';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './seed/demo';
import { LOG_REDACT_PATHS } from './lib/log-redaction';
import { MAIL_PURGE_EVERY_SECONDS } from './features/mail/mail.service';

async function main() {
  const config = loadConfig();
  const siiInboxSeconds = siiInboxIntervalSeconds();
  const collectionSeconds = collectionIntervals();
  const jobs = jobSettings();
  const indicators = indicatorsSettings();
  config.webDist ??= fileURLToPath(new URL('../../web/dist/', import.meta.url));
  // Made now, not at the first sealed secret: a local portal keeps one key from its first start.
  config.appSecret ??= localAppSecret(config.dataDir);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrate(db);
  await syncFlags(db, FLAG_CATALOG);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(db, { files: createFileStore(config) }) : false;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const app = await buildApp({
    config,
    db,
    mailer,
    logger: {
      level: config.logLevel,
      redact: [...LOG_REDACT_PATHS],
    },
  });

  // The job queue's worker (mail, the SII inbox), stopped before the database closes.
  const background = startBackground({
    db,
    config,
    mailer,
    jobs,
    siiInboxSeconds,
    collectionSeconds,
    indicators,
    mailPurgeSeconds: MAIL_PURGE_EVERY_SECONDS,
    log: app.log,
  });

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await background.stop();
    // PGlite flushes its files on close, so the next start opens a consistent database.
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  // The address it listens on; the links in its mail use PUBLIC_URL when that says another one.
  const bound = app.server.address();
  const listening =
    bound && typeof bound === 'object'
      ? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${bound.port}`
      : null;
  console.log(`\nPortal Cliente listo en ${listening ?? config.publicUrl}  ·  base de datos: ${where}`);
  if (listening && listening !== config.publicUrl)
    console.log(`Los enlaces de los correos usan PUBLIC_URL: ${config.publicUrl}`);
  if (config.seedDemo) {
    console.log(
      `Ingreso de demostración${seeded ? ' (recién creado)' : ''}: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
    );
  }
  if (devMailboxEnabled({ config, mailer }))
    console.log(`Correos enviados (buzón de desarrollo): ${config.publicUrl}/dev/correos\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
