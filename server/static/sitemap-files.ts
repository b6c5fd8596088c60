import { pathInSitemap, SITEMAP_ENTRY_LIMIT } from './sitemap-alias.ts';

/** One sitemap file of a site's root: its name (`sitemap-0.xml`) and its XML. */
export type SitemapFile = { name: string; xml: string };

/** Status pages, which @astrojs/sitemap leaves out. */
const STATUS_PAGE = /^\/?(404|500)\/?$/;

/**
 * The integration's order (`localeCompare(b, 'en', { numeric: true })`) through one collator:
 * localeCompare with options builds a collator per call, 30 s for 100,000 URLs on a loaded machine.
 */
const BY_URL = new Intl.Collator('en', { numeric: true }).compare;

/** Characters XML 1.0 does not allow, which the `sitemap` library drops from text too. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uD800-\uDFFF\p{NChar}]/gu;

/** A URL as XML text, escaped as the `sitemap` library escapes it. */
const xmlText = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';

/** One `sitemap-N.xml`: the URLs as the `sitemap` library's SitemapStream writes them. */
const urlSet = (urls: string[]) =>
  `${XML_DECLARATION}${URLSET}${urls.map((u) => `<url><loc>${xmlText(u)}</loc></url>`).join('')}</urlset>`;

/** `sitemap-index.xml`: the files as the library's SitemapIndexStream writes them. */
const sitemapIndex = (urls: string[]) =>
  `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<sitemap><loc>${xmlText(u)}</loc></sitemap>`).join('')}</sitemapindex>`;

/**
 * The sitemap files of a site whose pages are at `pathnames` (page routes only), as @astrojs/sitemap
 * writes them at the end of a whole build (same filter, order, split and namespaces), so a patch
 * that adds or removes pages writes the same sitemaps without building: `sitemap-N.xml` of at
 * most SITEMAP_ENTRY_LIMIT URLs each, `sitemap-index.xml` listing them, and `sitemap.xml` (its copy,
 * see sitemap-alias.ts). The XML is written here rather than through the `sitemap` library the
 * integration uses: its streams took 12 s for 100,000 URLs on a loaded machine, this a fraction of
 * one; sitemap-files.test.ts checks both write the same bytes.
 */
export async function sitemapFiles(site: string, pathnames: string[]): Promise<SitemapFile[]> {
  const root = new URL('/', site).href;
  const kept = pathnames.filter((p) => !STATUS_PAGE.test(p) && pathInSitemap(p));
  const urls = [...new Set(kept.map((p) => new URL(p.replace(/^\//, ''), root).href))];
  if (urls.length === 0) return [];
  urls.sort(BY_URL);
  const files: SitemapFile[] = [];
  for (let i = 0; i * SITEMAP_ENTRY_LIMIT < urls.length; i++) {
    const chunk = urls.slice(i * SITEMAP_ENTRY_LIMIT, (i + 1) * SITEMAP_ENTRY_LIMIT);
    files.push({ name: `sitemap-${i}.xml`, xml: urlSet(chunk) });
  }
  const index = sitemapIndex(files.map((f) => new URL(f.name, root).href));
  return [...files, { name: 'sitemap-index.xml', xml: index }, { name: 'sitemap.xml', xml: index }];
}
