import { Hono } from 'hono';
import { FreeAreaSchema } from '../../../../contract/content/content.schema';
import { ContentListQuerySchema } from '../../../../contract/shared/paging.schema';
import { setContentPaging } from '../../../http/page-of-table';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { freeAreaPage } from './articles.queries';
import { freeAreaAnswer } from './promo-answers.model';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

/** `GET /v1/free-areas`: shown editor blocks (`per=all` for the full list). */
export const freeAreaRoutes = new Hono<AppEnv>().get(
  '/free-areas',
  describeOperation({
    tag: 'content',
    summary: 'フリーエリア',
    response: FreeAreaSchema,
    ...paged,
    errors: [422],
  }),
  validate('query', ContentListQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await freeAreaPage(c.get('database').db, query, c.get('channel').id);
    setContentPaging(c, query, total);
    return c.json({
      data: rows.map(freeAreaAnswer),
    });
  },
);
