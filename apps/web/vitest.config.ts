import { defineConfig } from 'vitest/config';

// Pure helpers of the web app (guards, menu, business rules). From the repository root the same
// files run with a project entry { name: 'web', include: ['apps/web/src/**/*.test.ts'] }.
export default defineConfig({ test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' } });
