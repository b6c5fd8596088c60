import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import { MakerSchema } from '../../../src/lib/content/taxonomy.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { makers, products } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import { pageOfTable } from '../../http/page-of-table';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { productCounts } from './makers.queries';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

type MakerRow = typeof makers.$inferSelect;
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
      const order = [asc(makers.sort), asc(makers.id)];
      const rows = await pageOfTable(c, db, makers, c.req.valid('query'), order);
      const counts = await productCounts(db, c.get('channel').id, products.makerId);
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
      const [row] = await db
        .select()
        .from(makers)
        .where(eq(makers.key, c.req.param('key')))
        .limit(1);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      const counts = await productCounts(
        db,
        c.get('channel').id,
        products.makerId,
        eq(products.makerId, row.id),
      );
      return c.json(toMaker(row, counts));
    },
  );
