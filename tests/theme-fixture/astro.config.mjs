// A one-page storefront that shows its build's theme choice: tests that a build gets its theme as an argument.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { themeOverrides } from '../../src/themes/theme-plugin.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  markdown: { syntaxHighlight: false },
  vite: { plugins: [themeOverrides(fileURLToPath(new URL('../../src/themes', import.meta.url)))] },
});
