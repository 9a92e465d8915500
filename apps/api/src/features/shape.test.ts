// Every API area has the shape ARCHITECTURE.md describes ("One shape for every area"), and every
// endpoint the contracts define is served and known to the trust suites: a new area that skips a
// part fails here, naming the folder or the endpoint, before a reviewer has to notice.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@portal/contracts';
import type { EndpointDef } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness';
import { unregistered } from '../trust/support/routes';

const FEATURES = fileURLToPath(new URL('.', import.meta.url));

/** Folders that are libraries of other areas, not areas of the API: no routes of their own. */
const LIBRARIES: Record<string, string> = {
  mail: 'the outbox and its sending job: every area queues its mail here (queueMail), none is asked for it by URL',
};

const folders = readdirSync(FEATURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe('every feature folder', () => {
  it.each(folders)('%s has its routes, a service, tests and a README', (name) => {
    const files = readdirSync(join(FEATURES, name));
    const missing = [
      !files.includes(`${name}.routes.ts`) && !(name in LIBRARIES) && `${name}.routes.ts`,
      !files.some((f) => f.endsWith('.service.ts')) && 'a *.service.ts',
      !files.some((f) => f.endsWith('.test.ts')) && 'a *.test.ts',
      !files.includes('README.md') && 'README.md',
    ].filter(Boolean);
    expect(missing, `features/${name} lacks`).toEqual([]);
  });

  it('names only existing folders among the libraries, none of which has routes', () => {
    for (const name of Object.keys(LIBRARIES)) {
      expect(folders, name).toContain(name);
      expect(existsSync(join(FEATURES, name, `${name}.routes.ts`)), `${name} has routes now`).toBe(false);
    }
  });
});

/** Every endpoint definition of the contracts: the values of each area's `<area>Endpoints`. */
const definitions = Object.entries(contracts)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.values(value as Record<string, EndpointDef>))
  .filter((d) => typeof d?.method === 'string' && typeof d?.path === 'string');

describe('every endpoint of the contracts', () => {
  let h: Harness;
  // The outbox: the development mailbox is served only then (never beside SMTP).
  beforeAll(async () => {
    h = await createHarness({ businesses: 2, outbox: true });
  }, 300_000);
  afterAll(() => h?.close());

  it('is a route the server answers, and the route table holds nothing else', () => {
    expect(definitions.length).toBeGreaterThan(150);
    const served = new Set(h.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const defined = new Set(definitions.map((d) => `${d.method} /api${d.path}`));
    expect(
      [...defined].filter((k) => !served.has(k)),
      'defined but not served',
    ).toEqual([]);
    expect(
      [...served].filter((k) => !defined.has(k)),
      'served but not defined',
    ).toEqual([]);
  });

  it('is covered by the trust suites: the registry knows its parameters, id fields and upload', () => {
    expect(unregistered(h.app.routeTable)).toEqual([]);
  });
});
