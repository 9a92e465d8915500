// `npm run rotate-keys`: after APP_SECRET changes (the old value moved to APP_SECRET_PREVIOUS),
// rewraps every stored data key (certificates, credentials) under the current APP_SECRET. Only the
// wrapped keys change; the encrypted files and secrets are not rewritten. Safe to run again and
// while the server runs (a row changed meanwhile keeps its newer key). Once it reports nothing
// failed, the old secret can leave APP_SECRET_PREVIOUS.
import { fileURLToPath } from 'node:url';
import { type Queryable, migrate, openDb } from '@portal/db';
import { ConfigError, loadConfig } from './config';
import { rewrapCertificates } from './features/certificates/certificates.service';
import { rewrapCredentials } from './features/credentials/credentials.service';
import { type SecretBox, createSecretBox, localAppSecret } from './lib/secrets';

export async function rotateStoredKeys(db: Queryable, box: SecretBox) {
  return { certificates: await rewrapCertificates(db, box), credentials: await rewrapCredentials(db, box) };
}

async function main() {
  const config = loadConfig();
  const box = createSecretBox(config.appSecret ?? localAppSecret(config.dataDir), config.appSecretPrevious);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrate(db);
    const result = await rotateStoredKeys(db, box);
    // Counts and row ids only: never a key.
    console.log(
      `Certificados: ${result.certificates.rewrapped} reenvueltos; credenciales: ${result.credentials.rewrapped} reenvueltas.`,
    );
    const failed = [...result.certificates.failed, ...result.credentials.failed];
    if (failed.length > 0) {
      console.error(
        `No se pudieron abrir (su APP_SECRET no está en APP_SECRET ni en APP_SECRET_PREVIOUS): certificados ${result.certificates.failed.join(', ') || '—'}; credenciales ${result.credentials.failed.join(', ') || '—'}.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
}
