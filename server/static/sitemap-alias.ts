import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** URLs per sitemap file: @astrojs/sitemap's default, within the protocol's 50,000 a file. */
export const SITEMAP_ENTRY_LIMIT = 45_000;

/** Private, transactional and shell pages (robots.txt disallows them too). */
const OUT_OF_SITEMAP =
  /\/(_shell|cart|mypage|login|register|reminder|verify|social-gift|orders|ec|maintenance)(\/|$)/;

/** Whether a page's URL path belongs in the sitemap. */
export const pathInSitemap = (pathname: string): boolean => !OUT_OF_SITEMAP.test(pathname);

/** Whether a page's URL belongs in the sitemap (the build's filter; the patch's is the path's). */
export const inSitemap = (url: string): boolean => pathInSitemap(new URL(url).pathname);

/**
 * Writes `/sitemap.xml` as a copy of the sitemap index @astrojs/sitemap wrote (`sitemap-index.xml`,
 * listing every `sitemap-N.xml`), for crawlers that look there first. Listed after the sitemap
 * integration, whose files exist by then; a build without them (none) leaves it out.
 */
export function sitemapAlias(): AstroIntegration {
  return {
    name: 'shop:sitemap-alias',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        await copyFile(join(out, 'sitemap-index.xml'), join(out, 'sitemap.xml')).catch(
          (error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          },
        );
      },
    },
  };
}
