import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import { BrandSchema } from '../../../src/lib/content/taxonomy.schema';
import { brands, makers, products } from '../../db/schema/index';
import { pageWindow, setContentPaging } from '../../http/page-of-table';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { productCounts } from './makers.queries';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

/** `GET /v1/brands`: brands with their maker (spec: fetched once with `per=all`). */
export const brandRoutes = new Hono<AppEnv>().get(
  '/brands',
  describeOperation({
    tag: 'content',
    summary: 'ブランド一覧',
    response: BrandSchema,
    ...paged,
    errors: [422],
  }),
  validate('query', ContentListQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('database');
    const [row] = await db.select({ total: count() }).from(brands);
    const total = row?.total ?? 0;
    const { limit, offset } = pageWindow(query, total);
    const rows = await db
      .select({ brand: brands, maker: { id: makers.id, key: makers.key, name: makers.name } })
      .from(brands)
      .leftJoin(makers, eq(brands.makerId, makers.id))
      .orderBy(asc(brands.sort), asc(brands.id))
      .limit(limit)
      .offset(offset);
    const counts = await productCounts(db, c.get('channel').id, products.brandId);
    setContentPaging(c, query, total);
    return c.json({
      data: rows.map(({ brand, maker }) => ({
        id: brand.id,
        key: brand.key,
        name: brand.name,
        kana: brand.kana,
        description: brand.description,
        maker: maker?.id ? maker : null,
        product_count: counts.get(brand.id) ?? 0,
      })),
    });
  },
);
