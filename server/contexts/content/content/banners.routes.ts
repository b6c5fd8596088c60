import { Hono } from 'hono';
import * as v from 'valibot';
import { BannerQuerySchema, BannerSchema } from '../../../../contract/content/content.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { renderBannerImage } from '../../../media/product-image';
import { describeOperation } from '../../../openapi/describe-operation';
import { findShownBanner, shownBanners } from './articles.queries';
import { bannerAnswer } from './promo-answers.model';

const svg = { response: v.string(), contentType: 'image/svg+xml' };

const areaList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** Banner routes: shown banners by area, and one banner's picture as a download. */
export const bannerRoutes = new Hono<AppEnv>()
  .get(
    '/banners',
    describeOperation({
      tag: 'content',
      summary: 'バナー（表示中のみ）',
      query: BannerQuerySchema,
      response: BannerSchema,
      list: 'plain',
      errors: [422],
    }),
    validate('query', BannerQuerySchema),
    async (c) => {
      const areas = areaList(c.req.valid('query').area);
      const { db } = c.get('database');
      const rows = await shownBanners(db, areas, c.get('channel').id);
      return c.json({ data: rows.map(bannerAnswer) });
    },
  )
  .get(
    '/banners/:id/download',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: 'バナー画像のダウンロード',
      ...svg,
    }),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const { db } = c.get('database');
      const row = await findShownBanner(db, id);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('x-suggested-filename', `banner-${row.id}.svg`);
      c.header('Content-Disposition', `attachment; filename="banner-${row.id}.svg"`);
      return c.body(renderBannerImage({ title: row.title, hue: row.hue }));
    },
  );
