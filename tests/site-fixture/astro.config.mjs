// A one-page storefront for tests of builds and publishing: a real Astro build in seconds.
import { defineConfig } from 'astro/config';

// No Markdown here: no highlighter (Shiki would also warn about the build's CSP).
export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  markdown: { syntaxHighlight: false },
});
