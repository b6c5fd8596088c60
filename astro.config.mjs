// @ts-check
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { CLIENT_CHUNK_GROUPS } from './server/static/client-chunks.ts';
import { inSitemap, SITEMAP_ENTRY_LIMIT, sitemapAlias } from './server/static/sitemap-alias.ts';
import { valibotReads } from './server/static/valibot-reads.ts';
import { themeOverrides } from './src/themes/theme-plugin.ts';

const site = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'always',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  integrations: [
    react(),
    // Private, transactional and shell pages stay out of the sitemap (robots.txt disallows them too).
    // At most SITEMAP_ENTRY_LIMIT URLs a file (sitemap-0.xml, sitemap-1.xml…), all in sitemap-index.xml.
    sitemap({
      entryLimit: SITEMAP_ENTRY_LIMIT,
      filter: inSitemap,
    }),
    sitemapAlias(),
  ],
  build: { format: 'directory', inlineStylesheets: 'always' },
  // The shop has no Markdown code blocks: no highlighter to load, and Shiki's inline styles would break the CSP.
  markdown: { syntaxHighlight: false },
  // Links prefetch on hover; Astro itself skips it on 2g and save-data connections (spec §2).
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  // `@theme/…` imports resolve to the build's customer set, theme or simple (types come from simple).
  vite: {
    plugins: [
      themeOverrides(fileURLToPath(new URL('./src/themes', import.meta.url))),
      valibotReads(),
    ],
    // Fewer, larger browser chunks: per-file overhead was a tenth of the product page's JS.
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } } } },
      },
    },
  },
});
