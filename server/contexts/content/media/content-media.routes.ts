import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { renderCatalogPage } from '../../../media/catalog-page';
import { renderBannerImage } from '../../../media/product-image';
import { describeOperation } from '../../../openapi/describe-operation';
import { findBlogPicture, findCatalog } from './media.queries';

const svgDoc = { response: v.string(), contentType: 'image/svg+xml' };

function svg(c: Context, body: string): Response {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(body);
}

const SVG_NAME = /^([a-z0-9_-]{1,100})\.svg$/i;
const PAGE_NAME = /^(\d{1,3})\.svg$/;

/** `/media/blogs/{key}.svg` (an article's header picture) and `/media/catalogs/{key}/{n}.svg`. */
export const contentMediaRoutes = new Hono<AppEnv>()
  .use(etag())
  .get(
    '/blogs/:file',
    describeOperation({
      tag: 'media',
      errors: [404],
      summary: 'ブログ記事の見出し画像 (SVG)',
      ...svgDoc,
    }),
    async (c) => {
      const key = SVG_NAME.exec(c.req.param('file'))?.[1];
      const row = key ? await findBlogPicture(c.get('database').db, key) : undefined;
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return svg(c, renderBannerImage({ title: row.title, hue: row.hue }));
    },
  )
  .get(
    '/catalogs/:key/:file',
    describeOperation({
      tag: 'media',
      errors: [404],
      summary: 'デジタルカタログのページ画像 (SVG)',
      ...svgDoc,
    }),
    async (c) => {
      const n = Number(PAGE_NAME.exec(c.req.param('file'))?.[1] ?? 0);
      const row = await findCatalog(c.get('database').db, c.req.param('key'));
      const page = row?.pages[n - 1];
      if (!row || !page) throw new ApiException(404, ERROR_CODES.notFound);
      return svg(
        c,
        renderCatalogPage({
          title: row.title,
          heading: page.heading,
          lines: page.lines,
          hue: row.hue,
          number: n,
          total: row.pages.length,
        }),
      );
    },
  );
