import { describe, expect, it } from 'vitest';
import { inKeyLanes } from './key-lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inKeyLanes', () => {
  it('runs work on one key one at a time, on other keys at once, and never deadlocks on shared keys', async () => {
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    const work = (keys: string[]) =>
      inKeyLanes(keys, async () => {
        for (const k of keys) {
          running.set(k, (running.get(k) ?? 0) + 1);
          peak.set(k, Math.max(peak.get(k) ?? 0, running.get(k) ?? 0));
        }
        await tick();
        for (const k of keys) running.set(k, (running.get(k) ?? 1) - 1);
        return keys.join('+');
      });
    const all = await Promise.all([
      ...Array.from({ length: 10 }, () => work(['pair:a', 'ip:1'])),
      ...Array.from({ length: 10 }, () => work(['ip:1', 'user:7'])),
      work(['ip:2']),
    ]);
    expect(all).toHaveLength(21);
    expect(peak.get('ip:1')).toBe(1);
    expect(peak.get('pair:a')).toBe(1);
    expect(peak.get('ip:2')).toBe(1);
  });

  it('frees the lane when the work fails', async () => {
    await expect(inKeyLanes(['k'], async () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await inKeyLanes(['k'], async () => 'libre')).toBe('libre');
  });
});
