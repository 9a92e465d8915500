import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_SECRET_FILE, SecretError, createSecretBox, localAppSecret } from './secrets';

const OLD = 'a'.repeat(32);
const NEW = 'b'.repeat(32);
const CONTEXT = 'sii-password:business:12';

describe('createSecretBox', () => {
  it('seals to a versioned form that names its key, and opens it again', () => {
    const box = createSecretBox(NEW);
    const sealed = box.seal('Clave SII ñandú 2026', CONTEXT);
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+$/);
    expect(sealed).not.toContain('Clave');
    expect(box.open(sealed, CONTEXT)).toBe('Clave SII ñandú 2026');
  });

  it('never seals the same value the same way twice (a fresh IV each time)', () => {
    const box = createSecretBox(NEW);
    expect(box.seal('x', CONTEXT)).not.toBe(box.seal('x', CONTEXT));
  });

  it('refuses a value moved to another context, altered, or under another key', () => {
    const box = createSecretBox(NEW);
    const sealed = box.seal('secreto', CONTEXT);
    expect(() => box.open(sealed, 'sii-password:business:13')).toThrow(SecretError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => box.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, CONTEXT)).toThrow(SecretError);
    expect(() => createSecretBox(OLD).open(sealed, CONTEXT)).toThrow(/clave que ya no está configurada/);
    expect(() => box.open('v2.abc.def', CONTEXT)).toThrow(SecretError);
    expect(() => box.open('texto plano', CONTEXT)).toThrow(SecretError);
  });

  it('rotates: a previous APP_SECRET still opens, new values use the current one', () => {
    const sealedBefore = createSecretBox(OLD).seal('antes', CONTEXT);
    const rotated = createSecretBox(NEW, [OLD]);
    expect(rotated.open(sealedBefore, CONTEXT)).toBe('antes');
    expect(rotated.needsReseal(sealedBefore)).toBe(true);
    const resealed = rotated.seal(rotated.open(sealedBefore, CONTEXT), CONTEXT);
    expect(rotated.needsReseal(resealed)).toBe(false);
    expect(createSecretBox(NEW).open(resealed, CONTEXT)).toBe('antes');
  });
});

describe('localAppSecret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('makes a random secret once under DATA_DIR, readable only by its owner, and keeps it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portal-secret-')), 'nuevo');
    dirs.push(dir);
    const first = localAppSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, LOCAL_SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, LOCAL_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(localAppSecret(dir)).toBe(first);
    const other = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    dirs.push(other);
    expect(localAppSecret(other)).not.toBe(first);
  });
});

describe('app.secrets', () => {
  it('is keyed by APP_SECRET and its previous values', async () => {
    const { buildApp } = await import('../app');
    const { loadConfig } = await import('../config');
    const { createMailer } = await import('./mailer');
    const db = {} as Parameters<typeof buildApp>[0]['db'];
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_SECRET: NEW,
      APP_SECRET_PREVIOUS: OLD,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, db, mailer: createMailer({ from: config.mailFrom, db }) });
    try {
      const sealed = app.secrets.seal('valor', CONTEXT);
      expect(createSecretBox(NEW).open(sealed, CONTEXT)).toBe('valor');
      expect(app.secrets.open(createSecretBox(OLD).seal('viejo', CONTEXT), CONTEXT)).toBe('viejo');
    } finally {
      await app.close();
    }
  });
});
