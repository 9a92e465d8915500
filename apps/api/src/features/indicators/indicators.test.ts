import { builtInValues, nextUtm, utmOf } from '@portal/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackground } from '../../background';
import { DEMO_EMAIL } from '../../seed/demo';
import { type AuthHeaders, type Harness, createHarness } from '../../test/harness';
import {
  type IndicatorsServer,
  type ServedSeries,
  startIndicatorsServer,
} from '../../test/indicators-server';
import { jobSettings } from '../jobs/jobs.service';
import {
  cmfSource,
  type IndicatorsSettings,
  indicatorsOverview,
  mindicadorSource,
  refreshIndicators,
  storedValues,
} from './indicators.service';

// The indicators kept current: a refresh from a protocol-compatible local server (mindicador.cl and
// the CMF's API), judged by the domain's confirmation rule, written all or nothing; the operator's
// routes; the daily job through the queue. Expected figures come from the rule's statement here.

const NOW = new Date('2026-12-02T15:00:00Z');

/** What mindicador answers for 2026: the table's UTM and UF, a UTM for November, one that disagrees. */
function served(): ServedSeries {
  const utm: Record<string, number> = {};
  for (const v of builtInValues('UTM')) if (v.date.startsWith('2026-')) utm[v.date] = v.value;
  utm['2026-08-01'] = 71_650; // the table (two sources) says 71.649
  utm['2026-11-01'] = 72_223;
  const uf: Record<string, number> = {
    '2026-09-30': 41_057.2,
    '2026-12-01': 41_300.12,
    '2026-12-02': 41_305.5,
  };
  // mindicador's IPC stopped at December 2025 (the research observed it): nothing for 2026.
  return { utm, uf, ipc: {} };
}

let h: Harness;
let operator: AuthHeaders;
let owner: AuthHeaders;
let mind: IndicatorsServer;
let settings: IndicatorsSettings;

beforeAll(async () => {
  mind = await startIndicatorsServer('mindicador', served());
  settings = { source: mindicadorSource({ baseUrl: mind.url }), refreshSeconds: 86_400 };
  h = await createHarness({
    businesses: 1,
    outbox: true,
    env: { OPERATOR_EMAILS: DEMO_EMAIL },
    indicators: settings,
  });
  operator = await h.signInAs('demo');
  owner = await h.signInAs('u1');
}, 60_000);
afterAll(async () => {
  await h?.close();
  await mind?.close();
});
beforeEach(async () => {
  await h.db.query('DELETE FROM indicator_values');
  await h.db.query('DELETE FROM indicator_refreshes');
  mind.series = served();
  mind.fail = null;
  mind.answer = null;
});

const stored = async () =>
  Object.fromEntries(
    (await storedValues(h.db)).map((v) => [
      `${v.indicator} ${v.date}`,
      { value: v.value, confirmed: v.confirmed, origin: v.origin },
    ]),
  );

describe('a refresh from mindicador.cl', () => {
  it('records every value with its source; confirms what the table or the SII rule backs', async () => {
    const r = await refreshIndicators(h.db, settings.source!, NOW);
    expect(mind.requests).toEqual(['/api/utm/2026', '/api/uf/2026', '/api/ipc/2026']);
    const s = await stored();
    expect(s['UTM 2026-10-01']).toEqual({ value: 72_151, confirmed: true, origin: 'service' });
    // Against the table: kept, never used.
    expect(s['UTM 2026-08-01']).toEqual({ value: 71_650, confirmed: false, origin: 'service' });
    // November: one unofficial source and no IPC of September to check it with.
    expect(s['UTM 2026-11-01'].confirmed).toBe(false);
    // The UF of 1-Dec is read in Chile's time (03:00Z is its midnight in summer).
    expect(s['UF 2026-12-01']).toEqual({ value: 41_300.12, confirmed: false, origin: 'service' });
    expect(s['UF 2026-09-30'].confirmed).toBe(true);
    expect(r).toEqual({ written: 14, unconfirmed: 4 });
    const [refresh] = (await indicatorsOverview(h.db, settings, NOW)).refreshes;
    expect(refresh).toMatchObject({ source: 'mindicador.cl', ok: true, written: 14, unconfirmed: 4 });
    // Again: nothing changed, nothing written.
    expect((await refreshIndicators(h.db, settings.source!, NOW)).written).toBe(0);
  });

  it('confirms November by the SII rule once an operator records the IPC of September', async () => {
    const ipcSep = 0.1;
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/operator/indicators/values',
      headers: operator,
      payload: {
        indicator: 'IPC',
        date: '2026-09-01',
        value: ipcSep,
        source: 'ine.gob.cl, boletín IPC septiembre 2026',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe('IPC del 2026-09-01: guardado y confirmado.');
    // round(UTM October × (1 + IPC September)), from the rule's statement.
    const rule = Math.round(utmOf(202610)! * (1 + ipcSep / 100));
    expect(rule).toBe(72_223);
    await refreshIndicators(h.db, settings.source!, NOW);
    expect((await stored())['UTM 2026-11-01']).toEqual({ value: rule, confirmed: true, origin: 'service' });
    const utm = (await indicatorsOverview(h.db, settings, NOW)).series.find((x) => x.code === 'UTM')!;
    expect(utm.latest).toMatchObject({ date: '2026-11-01', value: rule, origin: 'service', used: true });
    expect(utm.expected).toBe('2026-12-01');
    expect(utm.fresh).toBe(false); // December's UTM is still missing
    expect(nextUtm(utmOf(202610)!, 1)).toBe(rule);
  });

  it("never replaces an operator's value", async () => {
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/operator/indicators/values',
      headers: operator,
      payload: { indicator: 'UTM', date: '2026-11-01', value: 72_224, source: 'sii.cl utm2026.htm' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await refreshIndicators(h.db, settings.source!, NOW);
    expect((await stored())['UTM 2026-11-01']).toEqual({
      value: 72_224,
      confirmed: true,
      origin: 'operator',
    });
  });

  it('writes nothing when the service fails, and records why', async () => {
    await refreshIndicators(h.db, settings.source!, NOW);
    const before = await stored();
    mind.series.utm['2026-11-01'] = 72_300;
    for (const fail of [
      {
        status: 500,
        body: JSON.stringify({
          error: '500 Internal Server Error',
          message: 'Fecha incorrecta',
          description: null,
        }),
      },
      { status: 200, body: '{"serie":[{"fecha":"2026-12-01T03:00:00.000Z","valor":41300.1' },
      { status: 200, body: JSON.stringify({ codigo: 'uf', serie: [{ fecha: 'ayer', valor: 1 }] }) },
    ]) {
      mind.fail = fail;
      await expect(refreshIndicators(h.db, settings.source!, NOW)).rejects.toThrow(/mindicador\.cl/);
    }
    // A value the series cannot hold (a UTM with decimals) fails the whole refresh too.
    mind.fail = null;
    mind.series.uf['2026-12-03'] = 41_310.123;
    await expect(refreshIndicators(h.db, settings.source!, NOW)).rejects.toThrow(/dos decimales/);
    expect(await stored()).toEqual(before);
    const refreshes = (await indicatorsOverview(h.db, settings, NOW)).refreshes;
    expect(refreshes.slice(0, 4).map((r) => r.ok)).toEqual([false, false, false, false]);
    expect(refreshes[3].message).toBe('mindicador.cl respondió 500: Fecha incorrecta.');
  });

  it('gives the same values whatever order, repetition or truncation the answer has (fuzz)', async () => {
    await refreshIndicators(h.db, settings.source!, NOW);
    const canonical = await stored();
    const points = Object.entries(served().uf);
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(points, { minLength: 0, maxLength: points.length }),
        fc.boolean(),
        async (subset, repeat) => {
          await h.db.query('DELETE FROM indicator_values');
          const uf = Object.fromEntries(subset);
          mind.series = { ...served(), uf };
          // A repeated date is refused whole (two values for one day cannot both be right).
          if (repeat && subset.length > 0) {
            const [d, v] = subset[0];
            mind.answer = {
              path: '/api/uf/2026',
              status: 200,
              body: JSON.stringify({
                codigo: 'uf',
                serie: [
                  { fecha: `${d}T03:00:00.000Z`, valor: v },
                  { fecha: `${d}T03:00:00.000Z`, valor: v + 1 },
                ],
              }),
            };
            try {
              await expect(refreshIndicators(h.db, settings.source!, NOW)).rejects.toThrow(/repitió/);
            } finally {
              mind.answer = null;
            }
            expect(await stored()).toEqual({});
            return;
          }
          await refreshIndicators(h.db, settings.source!, NOW);
          const s = await stored();
          for (const [k, v] of Object.entries(s)) expect(v, k).toEqual(canonical[k]);
          expect(Object.keys(s).filter((k) => k.startsWith('UF')).length).toBe(subset.length);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe('a refresh from the CMF (official)', () => {
  it('reads its Chilean-formatted values and confirms them, unless the table says otherwise', async () => {
    const cmf = await startIndicatorsServer(
      'cmf',
      {
        utm: { '2026-10-01': 72_151, '2026-11-01': 72_223 },
        uf: { '2026-12-01': 41_300.12 },
        ipc: { '2026-09-01': 0.1 },
      },
      { apiKey: 'clave' },
    );
    try {
      const source = cmfSource({ apiKey: 'clave', baseUrl: cmf.url });
      await refreshIndicators(h.db, source, NOW);
      expect(cmf.requests[0]).toBe('/utm/2026?apikey=clave&formato=json');
      const s = await stored();
      expect(s['UF 2026-12-01']).toEqual({ value: 41_300.12, confirmed: true, origin: 'service' });
      expect(s['IPC 2026-09-01']).toEqual({ value: 0.1, confirmed: true, origin: 'service' });
      expect(s['UTM 2026-11-01'].confirmed).toBe(true);
      await expect(
        refreshIndicators(h.db, cmfSource({ apiKey: 'otra', baseUrl: cmf.url }), NOW),
      ).rejects.toThrow('api.cmfchile.cl respondió 401: Api key no válida.');
    } finally {
      await cmf.close();
    }
  });
});

describe('the operator routes', () => {
  it('are for operators only', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/operator/indicators'],
      ['PUT', '/api/v1/operator/indicators/values'],
      ['POST', '/api/v1/operator/indicators/refresh'],
    ] as const) {
      const res = await h.app.inject({
        method,
        url,
        headers: owner,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('show each series with its newest value, source and freshness, and each parameter in force', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/operator/indicators', headers: operator });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.service).toEqual({ name: 'mindicador.cl', official: false, refresh_seconds: 86_400 });
    const utm = body.series.find((s: { code: string }) => s.code === 'UTM');
    expect(utm.latest).toMatchObject({ value: 72_151, origin: 'table', used: true });
    expect(utm.latest.source).toMatch(/utm2026/);
    expect(body.parameters.map((p: { code: string }) => p.code)).toContain('TOPE_AFP');
  });

  it('refuse a value the series cannot hold, in Spanish, and change nothing', async () => {
    for (const [payload, text] of [
      [{ indicator: 'UTM', date: '2026-12-02', value: 72_500, source: 'sii.cl' }, 'La UTM es mensual'],
      [{ indicator: 'UF', date: '2026-12-01', value: 41_300.123, source: 'sii.cl' }, 'dos decimales'],
      [{ indicator: 'UTM', date: '2026-12-01', value: 72_500, source: '' }, 'Indica dónde leíste el valor'],
      [{ indicator: 'DOLAR', date: '2026-12-01', value: 900, source: 'bcentral.cl' }, ''],
    ] as const) {
      const res = await h.app.inject({
        method: 'PUT',
        url: '/api/v1/operator/indicators/values',
        headers: operator,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect(await stored()).toEqual({});
  });
});

describe('the refresh job', () => {
  it('runs from the queue when the operator asks for it, and only once a minute', async () => {
    const background = startBackground({
      db: h.db,
      config: h.config,
      mailer: h.app.deps.mailer,
      jobs: { ...jobSettings({}), pollMs: 100, backoffSeconds: 1 },
      siiInboxSeconds: 0,
      indicators: { ...settings, refreshSeconds: 0 },
    });
    try {
      const first = await h.app.inject({
        method: 'POST',
        url: '/api/v1/operator/indicators/refresh',
        headers: operator,
      });
      expect(first.statusCode, first.body).toBe(202);
      const second = await h.app.inject({
        method: 'POST',
        url: '/api/v1/operator/indicators/refresh',
        headers: operator,
      });
      expect([first.json().message, second.json().message]).toContain(
        'Ya hay una actualización en la cola: correrá en unos segundos.',
      );
      await expect
        .poll(
          async () =>
            (await h.db.query('SELECT count(*)::int AS n FROM indicator_refreshes WHERE ok')).rows[0].n,
          { timeout: 20_000 },
        )
        .toBe(1);
      expect((await stored())['UTM 2026-10-01']).toMatchObject({ confirmed: true, origin: 'service' });
    } finally {
      await background.stop();
    }
  }, 60_000);
});
