import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

// Keeps Chromium off the network: this machine has none, and it must not try.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Browser = { context: BrowserContext; close(): Promise<void> };

/** Debian's Chromium, headless, with a fresh user-data-dir for every call. */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    acceptDownloads: true,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
