import { Hono } from 'hono';
import { StylistDetailSchema, StylistSchema } from '../../../../contract/content/taxonomy.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ContentListQuerySchema } from '../../../../contract/shared/paging.schema';
import { ApiException } from '../../../http/errors';
import { setContentPaging } from '../../../http/page-of-table';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import {
  coordinateCounts,
  findStylist,
  loadCoordinates,
  stylistPage,
  toStylist,
} from './stylists.queries';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

/** Stylists: the list, and one stylist with coordinates and the products worn. */
export const stylistRoutes = new Hono<AppEnv>()
  .get(
    '/stylists',
    describeOperation({
      tag: 'content',
      summary: 'スタイリスト一覧',
      response: StylistSchema,
      ...paged,
      errors: [422],
    }),
    validate('query', ContentListQuerySchema),
    async (c) => {
      const { db } = c.get('database');
      const query = c.req.valid('query');
      const { rows, total } = await stylistPage(db, query);
      setContentPaging(c, query, total);
      const counts = await coordinateCounts(db);
      return c.json({ data: rows.map((s) => toStylist(s, counts.get(s.id) ?? 0)) });
    },
  )
  .get(
    '/stylists/:key',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: 'スタイリストとコーディネート',
      response: StylistDetailSchema,
    }),
    async (c) => {
      const { db } = c.get('database');
      const row = await findStylist(db, c.req.param('key'));
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      const coords = await loadCoordinates(db, c.get('channel').id, row.id);
      return c.json({ ...toStylist(row, coords.length), coordinates: coords });
    },
  );
