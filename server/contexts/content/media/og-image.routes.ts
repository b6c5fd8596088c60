import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { findProductPicture } from '../../catalogue/api';
import { findSiteCard } from './media.queries';
import { svgToPng } from './og-image-render';
import { productCardSvg, siteCardSvg } from './og-image-svg';

const pngDoc = {
  tag: 'media',
  response: v.string(),
  contentType: 'image/png',
  errors: [404],
} as const;

const PNG_FILE = /^([A-Za-z0-9_-]{1,100})\.png$/;
const notFound = () => new ApiException(404, ERROR_CODES.notFound);

function fileKey(file: string): string {
  const match = PNG_FILE.exec(file);
  if (!match?.[1]) throw notFound();
  return match[1];
}

async function png(c: Context<AppEnv>, svg: string): Promise<Response> {
  const body = await svgToPng(svg);
  c.header('Content-Type', 'image/png');
  // Crawlers fetch share images rarely and cache them anyway; a month keeps them off the server.
  c.header('Cache-Control', 'public, max-age=2592000, stale-while-revalidate=2592000');
  return c.body(new Uint8Array(body));
}

/** `/media/og/*`: 1200x630 PNG share images (og:image) drawn from the product pictures. */
export const ogImageRoutes = new Hono<AppEnv>()
  .get(
    '/products/:file',
    describeOperation({
      ...pngDoc,
      summary: '商品のシェア画像（{key}.png、1200×630、?channel= でショップ名）',
    }),
    async (c) => {
      const picture = await findProductPicture(
        c.get('database').db,
        fileKey(c.req.param('file')),
        1,
      );
      if (!picture) throw notFound();
      const site = await findSiteCard(c.get('database').db, c.req.query('channel') ?? 'default');
      return png(c, productCardSvg({ ...picture, siteName: site?.name ?? '' }));
    },
  )
  .get(
    '/site/:file',
    describeOperation({ ...pngDoc, summary: 'ショップのシェア画像（{channel}.png、1200×630）' }),
    async (c) => {
      const site = await findSiteCard(c.get('database').db, fileKey(c.req.param('file')));
      if (!site) throw notFound();
      return png(c, siteCardSvg({ siteName: site.name, description: site.description }));
    },
  );
