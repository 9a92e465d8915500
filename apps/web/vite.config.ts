import react from '@vitejs/plugin-react';
import { type Plugin, type PluginOption, defineConfig } from 'vite';

const SHARED_PURE = /[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/;

/**
 * The shared packages are pure (contracts: zod schemas beside the route catalog; domain: rules and
 * data tables). Marking their modules side-effect free lets Rollup drop the ones a chunk does not use,
 * so the sign-in chunk gets the route catalog without zod, communes or banks.
 */
const pureSharedPackages = (): Plugin => ({
  name: 'portal:pure-shared-packages',
  enforce: 'post',
  transform(code, id) {
    if (SHARED_PURE.test(id)) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
});

// The API runs on :3000 in development; in production it serves this build from dist/.
export default defineConfig({
  // @vitejs/plugin-react is hoisted next to Vite 8 (vitest's) while this app builds with Vite 7:
  // the runtime plugin API is the same, only the type packages differ.
  plugins: [react() as unknown as PluginOption, pureSharedPackages()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://localhost:3000' } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: which chunks each screen loads (e2e/bundle-size.test.ts checks the budget).
    manifest: true,
    // Lazy chunks are named by their hash alone: the entry lists every lazy chunk's file name (Vite's
    // preload map), so names cost the sign-in screen's 170 KB budget on every new screen. The
    // manifest (dist/.vite/manifest.json) still maps each source module to its chunk.
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
});
