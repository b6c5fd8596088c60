import type { APIRoute } from 'astro';

/** Paths crawlers should not index: private, transactional and shell pages. */
export const DISALLOWED = [
  '/cart/',
  '/mypage/',
  '/login/',
  '/register/',
  '/reminder/',
  '/verify/',
  '/social-gift/',
  '/orders/',
  '/_shell/',
  '/v1/',
];

/** `/robots.txt`: private paths disallowed, sitemap announced. */
export const GET: APIRoute = ({ site }) => {
  const base = site ?? 'http://localhost:4321';
  const lines = [
    'User-agent: *',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', base).toString()}`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
