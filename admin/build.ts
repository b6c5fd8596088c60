import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The back office's source folder (this file's folder): `index.html` and `src/`. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds the back office's single-page app into `outDir`: `index.html` plus hashed JS and CSS
 * under `assets/`. Nothing is inlined (no data: URLs, no inline script or style), so the page runs
 * under the back-office host's `default-src 'self'` CSP.
 */
export async function buildBackOffice(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      // The preload polyfill is for browsers without modulepreload; the back office needs a current browser.
      modulePreload: { polyfill: false },
      sourcemap: false,
    },
  });
}
