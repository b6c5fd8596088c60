import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { renderBannerImage, renderProductImage } from '../../../media/product-image';
import { describeOperation } from '../../../openapi/describe-operation';
import { findBanner, findImageFile, findProductPicture } from './media.queries';
import { ogImageRoutes } from './og-image.routes';

const image = {
  tag: 'media',
  response: v.string(),
  contentType: 'image/svg+xml',
  errors: [404],
} as const;

const SVG_FILE = /^(\d{1,4})\.svg$/;
/** An uploaded picture's rendition: SHA-256 of the upload, width, WebP. */
const UPLOADED_FILE = /^[0-9a-f]{64}-\d{2,4}\.webp$/;

function svg(c: Context, body: string): Response {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(body);
}

function fileNumber(file: string): number {
  const match = SVG_FILE.exec(file);
  if (!match) throw new ApiException(404, ERROR_CODES.notFound);
  return Number(match[1]);
}

/** `/media/*`: product and banner pictures drawn as SVG from the database (PNG share cards under /og). */
export const mediaRoutes = new Hono<AppEnv>()
  .use(etag())
  .route('/og', ogImageRoutes)
  .get(
    '/products/:key/:file',
    describeOperation({ ...image, summary: '商品画像（{n}.svg）' }),
    async (c) => {
      const n = fileNumber(c.req.param('file'));
      const picture = await findProductPicture(c.get('database').db, c.req.param('key'), n);
      if (!picture) throw new ApiException(404, ERROR_CODES.notFound);
      return svg(
        c,
        renderProductImage({
          name: picture.name,
          hue: picture.hue,
          motif: picture.motif,
          index: n - 1,
        }),
      );
    },
  )
  .get(
    '/images/:file',
    describeOperation({
      tag: 'media',
      summary:
        'アップロードされた商品画像（{sha256}-{幅}.webp。名前は中身から決まるので1年キャッシュ）',
      response: v.string(),
      contentType: 'image/webp',
      errors: [404],
    }),
    async (c) => {
      const name = c.req.param('file');
      const file = UPLOADED_FILE.test(name)
        ? await findImageFile(c.get('database').db, name)
        : undefined;
      if (!file) throw new ApiException(404, ERROR_CODES.notFound);
      c.header('Content-Type', file.mime);
      // The name is the content's hash: it never changes meaning, so it is cached for good.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', "default-src 'none'");
      return c.body(new Uint8Array(file.content));
    },
  )
  .get(
    '/banners/:file',
    describeOperation({ ...image, summary: 'バナー画像（{id}.svg）' }),
    async (c) => {
      const banner = await findBanner(c.get('database').db, fileNumber(c.req.param('file')));
      if (!banner) throw new ApiException(404, ERROR_CODES.notFound);
      return svg(c, renderBannerImage({ title: banner.title, hue: banner.hue }));
    },
  );
