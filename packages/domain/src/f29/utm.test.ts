import { describe, expect, it } from 'vitest';
import { UTM_DATED, UTM_KNOWN_TO, utaOf, utmEntryOf, utmOf } from './utm';

// The SII's rule: UTM(m) = round(UTM(m−1) × (1 + IPC(m−2) / 100)), with the INE's one-decimal
// monthly IPC. The figures are computed here from UTM December 2024 and the IPC, never read from
// the table under test. IPC in tenths of a percent (INE; March–August 2026 derived by the research
// from the UTM and UF chains of several independent sources).
const UTM_DEC_2024 = 67_294;
const IPC_TENTHS: Record<number, number> = {
  202411: 2,
  202412: -2,
  202501: 11,
  202502: 4,
  202503: 5,
  202504: 2,
  202505: 2,
  202506: -4,
  202507: 9,
  202508: 0,
  202509: 4,
  202510: 0,
  202511: 3,
  202512: -2,
  202601: 4,
  202602: 0,
  202603: 10,
  202604: 13,
  202605: 2,
  202606: 0,
  202607: 1,
  202608: 6,
};

const next = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);
const back = (p: number, n: number) => {
  let q = p;
  for (let i = 0; i < n; i++) q = q % 100 === 1 ? q - 89 : q - 1;
  return q;
};
/** round(utm × (1000 + tenths) / 1000), half up, in integers. */
const step = (utm: number, tenths: number) => {
  const num = BigInt(utm) * BigInt(1000 + tenths);
  return Number((2n * num + 1000n) / 2000n);
};

function chain(to: number): Map<number, number> {
  const out = new Map<number, number>([[202412, UTM_DEC_2024]]);
  let utm = UTM_DEC_2024;
  for (let p = 202501; p <= to; p = next(p)) {
    const ipc = IPC_TENTHS[back(p, 2)];
    if (ipc === undefined) throw new Error(`no IPC for ${back(p, 2)}`);
    utm = step(utm, ipc);
    out.set(p, utm);
  }
  return out;
}

describe('UTM table', () => {
  it('holds every month of 2025-01 to 2026-10, each as the SII chain gives it from the IPC', () => {
    const want = chain(202610);
    expect(UTM_DATED.map((u) => u.period)).toEqual([...want.keys()].filter((p) => p >= 202501));
    for (const [p, utm] of want) expect(utmOf(p), String(p)).toBe(utm);
    // Spot figures the sources print, as a check of the chain itself.
    expect(want.get(202507)).toBe(68_923);
    expect(want.get(202610)).toBe(72_151);
  });

  it('names a source for every month from 2025', () => {
    for (const u of UTM_DATED) expect(u.source.length, String(u.period)).toBeGreaterThan(10);
    expect(utmEntryOf(202403)?.source).toMatch(/SII/);
    expect(utmEntryOf(202610)?.source).toMatch(/utm2026/);
  });

  it('does not know November and December 2026', () => {
    expect(UTM_KNOWN_TO).toBe(202610);
    expect(utmOf(202611)).toBeUndefined();
    expect(utmOf(202612)).toBeUndefined();
    expect(utmEntryOf(202611)).toBeUndefined();
    expect(utmOf(202013)).toBeUndefined();
  });

  it('gives the UTA as twelve UTM', () => {
    expect(utaOf(202512)).toBe(834_504);
    expect(utaOf(202610)).toBe(865_812);
    expect(utaOf(202611)).toBeUndefined();
  });
});
