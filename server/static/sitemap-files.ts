import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { inSitemap, SITEMAP_ENTRY_LIMIT } from './sitemap-alias.ts';

/** One sitemap file of a site's root: its name (`sitemap-0.xml`) and its XML. */
export type SitemapFile = { name: string; xml: string };

/** Status pages, which @astrojs/sitemap leaves out. */
const STATUS_PAGE = /^\/?(404|500)\/?$/;

/** The XML of one stream fed `items`, read whole. */
async function streamed(stream: SitemapStream | SitemapIndexStream, items: object[]) {
  const done = streamToPromise(stream);
  for (const item of items) stream.write(item);
  stream.end();
  return (await done).toString('utf8');
}

/**
 * The sitemap files of a site whose pages are at `pathnames` (page routes only), as @astrojs/sitemap
 * writes them at the end of a whole build (same filter, order, split and namespaces), so a patch
 * that adds or removes pages writes the same sitemaps without building: `sitemap-N.xml` of at
 * most SITEMAP_ENTRY_LIMIT URLs each, `sitemap-index.xml` listing them, and `sitemap.xml` (its copy,
 * see sitemap-alias.ts). The `sitemap` library is the one the integration writes with.
 */
export async function sitemapFiles(site: string, pathnames: string[]): Promise<SitemapFile[]> {
  const root = new URL('/', site).href;
  const urls = [
    ...new Set(
      pathnames
        .filter((p) => !STATUS_PAGE.test(p))
        .map((p) => new URL(p.replace(/^\//, ''), root).href),
    ),
  ].filter(inSitemap);
  if (urls.length === 0) return [];
  urls.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const files: SitemapFile[] = [];
  for (let i = 0; i * SITEMAP_ENTRY_LIMIT < urls.length; i++) {
    const chunk = urls.slice(i * SITEMAP_ENTRY_LIMIT, (i + 1) * SITEMAP_ENTRY_LIMIT);
    const xmlns = { news: true, xhtml: true, image: true, video: true };
    const xml = await streamed(
      new SitemapStream({ hostname: root, xmlns }),
      chunk.map((url) => ({ url })),
    );
    files.push({ name: `sitemap-${i}.xml`, xml });
  }
  const index = await streamed(
    new SitemapIndexStream(),
    files.map((f) => ({ url: new URL(f.name, root).href })),
  );
  return [...files, { name: 'sitemap-index.xml', xml: index }, { name: 'sitemap.xml', xml: index }];
}
