import { Hono } from 'hono';
import { BrandSchema } from '../../../../contract/content/taxonomy.schema';
import { ContentListQuerySchema } from '../../../../contract/shared/paging.schema';
import { pageWindow, setContentPaging } from '../../../http/page-of-table';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { brandProductCounts, brandsWithMaker, countBrands } from './makers.queries';

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
    const total = await countBrands(db);
    const { limit, offset } = pageWindow(query, total);
    const rows = await brandsWithMaker(db, limit, offset);
    const counts = await brandProductCounts(db, c.get('channel').id);
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
