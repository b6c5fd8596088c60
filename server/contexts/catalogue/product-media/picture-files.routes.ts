import { Hono } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { svgFileNumber, svgImage } from '../../../http/svg-image';
import type { AppEnv } from '../../../http/types';
import { renderProductImage } from '../../../media/product-image';
import { describeOperation } from '../../../openapi/describe-operation';
import { findImageFile, findProductPicture } from './picture-files.queries';

/** An uploaded picture's rendition: SHA-256 of the upload, width, WebP. */
const UPLOADED_FILE = /^[0-9a-f]{64}-\d{2,4}\.webp$/;

/** `/media/products/*` and `/media/images/*`: a product's drawn pictures (SVG) and its uploaded ones (WebP). */
export const pictureFileRoutes = new Hono<AppEnv>()
  .use(etag())
  .get(
    '/products/:key/:file',
    describeOperation({
      tag: 'media',
      summary: '商品画像（{n}.svg）',
      response: v.string(),
      contentType: 'image/svg+xml',
      errors: [404],
    }),
    async (c) => {
      const n = svgFileNumber(c.req.param('file'));
      const picture = await findProductPicture(c.get('database').db, c.req.param('key'), n);
      if (!picture) throw new ApiException(404, ERROR_CODES.notFound);
      return svgImage(
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
  );
