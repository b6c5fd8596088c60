import type { APIRoute } from 'astro';

/** `/sitemap.xml`: points crawlers at the sitemap files @astrojs/sitemap writes. */
export const GET: APIRoute = ({ site }) => {
  const url = new URL('/sitemap-0.xml', site ?? 'http://localhost:4321').toString();
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${url}</loc></sitemap></sitemapindex>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
