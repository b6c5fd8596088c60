// A storefront of a list and one page per item, for tests of patches that add or remove pages:
// a real Astro build in seconds, with the sitemaps the shop's build writes.
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { inSitemap, SITEMAP_ENTRY_LIMIT, sitemapAlias } from '../../server/static/sitemap-alias.ts';

export default defineConfig({
  site: 'http://shop.test',
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  markdown: { syntaxHighlight: false },
  integrations: [sitemap({ entryLimit: SITEMAP_ENTRY_LIMIT, filter: inSitemap }), sitemapAlias()],
});
