import { createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentKeyId, newDataKey, openDataKey, rewrap } from './envelope';
import { SecretError, createSecretBox } from './secrets';

const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);

describe('envelope encryption', () => {
  it('encrypts each record under its own data key, readable again with the context and part', () => {
    const box = createSecretBox(OLD);
    const a = newDataKey(box, 'certificate:business:1');
    const b = newDataKey(box, 'certificate:business:1');
    expect(a.wrappedKey).not.toBe(b.wrappedKey);
    const sealed = a.encrypt(Buffer.from('secreto'), 'password');
    expect(sealed.includes(Buffer.from('secreto'))).toBe(false);
    const again = openDataKey(box, a.wrappedKey, 'certificate:business:1');
    expect(again.decrypt(sealed, 'password').toString()).toBe('secreto');
    // Another record's key, another part or another business's context cannot open it.
    expect(() => b.decrypt(sealed, 'password')).toThrow(SecretError);
    expect(() => again.decrypt(sealed, 'file')).toThrow(SecretError);
    expect(() => openDataKey(box, a.wrappedKey, 'certificate:business:2')).toThrow(SecretError);
  });

  it('wraps the data key with the HKDF-SHA256 key of APP_SECRET (AES-256-GCM, v1.<id>.<iv|tag|ct>)', () => {
    const box = createSecretBox(OLD);
    const key = newDataKey(box, 'c');
    const kek = Buffer.from(hkdfSync('sha256', OLD, 'portal-cliente', 'stored-secrets/v1', 32));
    const [, id, packed] = key.wrappedKey.split('.');
    expect(id).toBe(createHash('sha256').update(kek).digest('base64url').slice(0, 8));
    const raw = Buffer.from(packed!, 'base64url');
    const d = createDecipheriv('aes-256-gcm', kek, raw.subarray(0, 12));
    d.setAAD(Buffer.from('data-key:c'));
    d.setAuthTag(raw.subarray(12, 28));
    const dataKeyBytes = Buffer.from(
      Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString(),
      'base64',
    );
    expect(dataKeyBytes).toHaveLength(32);
    // The payload is AES-256-GCM under that data key with `<context>:<part>` as associated data.
    const sealed = key.encrypt(Buffer.from('hola'), 'p');
    const p = createDecipheriv('aes-256-gcm', dataKeyBytes, sealed.subarray(0, 12));
    p.setAAD(Buffer.from('c:p'));
    p.setAuthTag(sealed.subarray(12, 28));
    expect(Buffer.concat([p.update(sealed.subarray(28)), p.final()]).toString()).toBe('hola');
  });

  it('rotates: the new secret with the old one as previous rewraps the key and the payload still opens', () => {
    const old = createSecretBox(OLD);
    const key = newDataKey(old, 'r');
    const payload = key.encrypt(Buffer.from('archivo'), 'file');
    const rotated = createSecretBox(NEW, [OLD]);
    expect(openDataKey(rotated, key.wrappedKey, 'r').decrypt(payload, 'file').toString()).toBe('archivo');
    const next = rewrap(rotated, key.wrappedKey, 'r');
    expect(next?.keyId).toBe(currentKeyId(rotated));
    expect(next?.keyId).not.toBe(key.keyId);
    // Once rewrapped, the old secret can go: the new secret alone opens the same payload.
    const only = createSecretBox(NEW);
    expect(openDataKey(only, next!.wrappedKey, 'r').decrypt(payload, 'file').toString()).toBe('archivo');
    expect(rewrap(only, next!.wrappedKey, 'r')).toBeNull();
    expect(() => openDataKey(only, key.wrappedKey, 'r')).toThrow(SecretError);
  });
});
