import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  it('seeds the demo by default outside production, never by default in it', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses the demo account and a missing APP_SECRET in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ APP_SECRET: 'corta' })).toThrow(/APP_SECRET/);
  });

  it('reads former secrets for rotation', () => {
    const config = loadConfig({
      APP_SECRET: SECRET,
      APP_SECRET_PREVIOUS: ` ${'a'.repeat(32)}, ${'b'.repeat(32)} `,
    });
    expect(config.appSecretPrevious).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(loadConfig({}).appSecretPrevious).toEqual([]);
  });

  it('links mail to the port the server listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ PORT: '4321', PUBLIC_URL: 'https://portal.example.cl/' }).publicUrl).toBe(
      'https://portal.example.cl',
    );
  });
});
