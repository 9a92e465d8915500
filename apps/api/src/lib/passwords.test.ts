import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// argon2 replaced by hashes the test finishes by hand, so the test sees how many run at once.
const pending: (() => void)[] = [];
let running = 0;
let peak = 0;
vi.mock('@node-rs/argon2', () => {
  const work = <T>(value: T) =>
    new Promise<T>((resolve) => {
      running++;
      peak = Math.max(peak, running);
      pending.push(() => {
        running--;
        resolve(value);
      });
    });
  return {
    hash: (p: string) => work(`hash:${p}`),
    verify: (s: string, p: string) => work(s === `hash:${p}`),
  };
});

// The API suite runs its files in shared workers (vitest.config.ts): an earlier file may have
// loaded ./passwords over the real argon2, and a later one must not find it over this fake.
vi.resetModules();
afterAll(() => {
  vi.doUnmock('@node-rs/argon2');
  vi.resetModules();
});

const { MAX_ACCOUNT_HASHES, MAX_CONCURRENT_HASHES, hashPassword, hashSlots, verifyPassword, verifySignIn } =
  await import('./passwords');

const ticks = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

afterEach(() => {
  pending.length = 0;
  running = 0;
  peak = 0;
});

describe('the password-hash limiter', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once under a burst in one tick`, async () => {
    const all = Array.from({ length: 20 }, (_, i) => verifySignIn('hash:x', `clave-${i}`));
    await ticks(5);
    expect(running).toBe(MAX_CONCURRENT_HASHES);
    expect(hashSlots.waiting).toBe(20 - MAX_CONCURRENT_HASHES);
    while (pending.length > 0) {
      pending.shift()?.();
      // New requests land on every microtask while a slot is being handed over: none may jump it.
      for (let i = 0; i < 6; i++) {
        all.push(verifySignIn('hash:x', `tarde-${all.length}`));
        await Promise.resolve();
      }
      if (all.length > 60) break;
    }
    while (pending.length > 0) {
      pending.shift()?.();
      await ticks(5);
    }
    await Promise.all(all);
    expect(peak).toBe(MAX_CONCURRENT_HASHES);
    expect(hashSlots.running).toBe(0);
  });

  it('answers every caller its own result, and false for a failed verification', async () => {
    const a = hashPassword('uno');
    const b = verifyPassword('hash:dos', 'dos');
    const c = verifyPassword('hash:dos', 'otra');
    await ticks(5);
    while (pending.length > 0) {
      pending.shift()?.();
      await ticks(5);
    }
    expect(await Promise.all([a, b, c])).toEqual(['hash:uno', true, false]);
  });

  it(`keeps sign-in room: other checks hold at most ${MAX_ACCOUNT_HASHES} slots, sign-ins get the rest at once`, async () => {
    const flood = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? verifyPassword('hash:x', `mala-${i}`) : hashPassword(`nueva-${i}`),
    );
    await ticks(5);
    expect(running).toBe(MAX_ACCOUNT_HASHES);
    const signIns = [verifySignIn('hash:a', 'a'), verifySignIn('hash:b', 'b')];
    await ticks(5);
    // Both sign-ins run now, beside the account checks, ahead of the 28 still waiting.
    expect(running).toBe(MAX_CONCURRENT_HASHES);
    for (const finish of pending.splice(MAX_ACCOUNT_HASHES)) finish();
    expect(await Promise.all(signIns)).toEqual([true, true]);
    while (pending.length > 0) {
      pending.shift()?.();
      await ticks(5);
    }
    await Promise.all(flood);
    expect(peak).toBe(MAX_CONCURRENT_HASHES);
  });
});
