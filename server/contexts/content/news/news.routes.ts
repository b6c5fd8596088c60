import { Hono } from 'hono';
import {
  NewsReadableBodySchema,
  NewsSchema,
  NewsSummarySchema,
} from '../../../../contract/content/articles.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ContentListQuerySchema } from '../../../../contract/shared/paging.schema';
import {
  memberId,
  type OptionalMemberEnv,
  optionalMember,
  requireMember,
} from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setContentPaging } from '../../../http/page-of-table';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { toNews, toNewsSummary } from './news.model';
import {
  findNewsById,
  findNewsByIdOrKey,
  markNewsRead,
  newsPage,
  readNewsIds,
} from './news.queries';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

/** News: the list (10 a page), one item, and marking an item read for a member. */
export const newsRoutes = new Hono<OptionalMemberEnv>()
  .get(
    '/news',
    describeOperation({
      tag: 'content',
      summary: 'ニュース一覧',
      response: NewsSummarySchema,
      ...paged,
      errors: [422],
    }),
    optionalMember,
    validate('query', ContentListQuerySchema),
    async (c) => {
      const { db } = c.get('database');
      const query = c.req.valid('query');
      const { rows, total } = await newsPage(db, query, c.get('channel').id);
      setContentPaging(c, query, total);
      const read = await readNewsIds(
        db,
        c.get('userId'),
        rows.map((r) => r.id),
      );
      return c.json({ data: rows.map((n) => toNewsSummary(n, read.has(n.id))) });
    },
  )
  .get(
    '/news/:id',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: 'ニュース（ID またはキー）',
      response: NewsSchema,
    }),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const row = await findNewsByIdOrKey(db, c.req.param('id'), c.get('channel').id);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      const read = await readNewsIds(db, c.get('userId'), [row.id]);
      return c.json(toNews(row, read.has(row.id)));
    },
  )
  .post(
    '/news/readables',
    describeOperation({
      tag: 'content',
      summary: 'ニュースを既読にする（会員）',
      body: NewsReadableBodySchema,
      response: NewsSchema,
      errors: [400, 401, 404, 422],
    }),
    requireMember,
    validate('json', NewsReadableBodySchema),
    async (c) => {
      const userId = memberId(c);
      const { readable_id } = c.req.valid('json');
      const { db } = c.get('database');
      const row = await findNewsById(db, readable_id);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      await markNewsRead(db, userId, row.id);
      return c.json(toNews(row, true));
    },
  );
