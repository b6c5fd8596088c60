import { Hono } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { svgFileNumber, svgImage } from '../../../http/svg-image';
import type { AppEnv } from '../../../http/types';
import { renderBannerImage } from '../../../media/product-image';
import { describeOperation } from '../../../openapi/describe-operation';
import { findBanner } from './media.queries';
import { ogImageRoutes } from './og-image.routes';

const image = {
  tag: 'media',
  response: v.string(),
  contentType: 'image/svg+xml',
  errors: [404],
} as const;

/**
 * `/media/*`: banner pictures drawn as SVG from the database, PNG share cards under /og (the
 * catalogue serves the products' pictures, `/media/products` and `/media/images`).
 */
export const mediaRoutes = new Hono<AppEnv>()
  .use(etag())
  .route('/og', ogImageRoutes)
  .get(
    '/banners/:file',
    describeOperation({ ...image, summary: 'バナー画像（{id}.svg）' }),
    async (c) => {
      const banner = await findBanner(c.get('database').db, svgFileNumber(c.req.param('file')));
      if (!banner) throw new ApiException(404, ERROR_CODES.notFound);
      return svgImage(c, renderBannerImage({ title: banner.title, hue: banner.hue }));
    },
  );
