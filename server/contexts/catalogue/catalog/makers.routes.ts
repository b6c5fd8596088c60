import { Hono } from 'hono';
import { MakerSchema } from '../../../../contract/content/taxonomy.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ContentListQuerySchema } from '../../../../contract/shared/paging.schema';
import { ApiException } from '../../../http/errors';
import { setContentPaging } from '../../../http/page-of-table';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { findMaker, type MakerRow, makerPage, makerProductCounts } from './makers.queries';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

const toMaker = (m: MakerRow, counts: Map<number, number>) => ({
  id: m.id,
  key: m.key,
  name: m.name,
  kana: m.kana,
  description: m.description,
  product_count: counts.get(m.id) ?? 0,
});

/** Makers: the list (10 a page, or `per=all`) and one maker by key. */
export const makerRoutes = new Hono<AppEnv>()
  .get(
    '/makers',
    describeOperation({
      tag: 'content',
      summary: 'メーカー一覧',
      response: MakerSchema,
      ...paged,
      errors: [422],
    }),
    validate('query', ContentListQuerySchema),
    async (c) => {
      const { db } = c.get('database');
      const query = c.req.valid('query');
      const { rows, total } = await makerPage(db, query);
      setContentPaging(c, query, total);
      const counts = await makerProductCounts(db, c.get('channel').id);
      return c.json({ data: rows.map((m) => toMaker(m, counts)) });
    },
  )
  .get(
    '/makers/:key',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: 'メーカー',
      response: MakerSchema,
    }),
    async (c) => {
      const { db } = c.get('database');
      const row = await findMaker(db, c.req.param('key'));
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      const counts = await makerProductCounts(db, c.get('channel').id, row.id);
      return c.json(toMaker(row, counts));
    },
  );
