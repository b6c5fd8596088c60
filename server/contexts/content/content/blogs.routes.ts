import { Hono } from 'hono';
import { BlogSchema, BlogSummarySchema } from '../../../../contract/content/articles.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ContentListQuerySchema } from '../../../../contract/shared/paging.schema';
import { ApiException } from '../../../http/errors';
import { setContentPaging } from '../../../http/page-of-table';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { blogAnswer, blogSummaryAnswer } from './article-answers.model';
import { blogPage, findBlog } from './articles.queries';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

/** Blog: articles newest first (10 a page) and one article by key with sanitised HTML. */
export const blogRoutes = new Hono<AppEnv>()
  .get(
    '/blogs',
    describeOperation({
      tag: 'content',
      summary: 'ブログ一覧',
      response: BlogSummarySchema,
      ...paged,
      errors: [422],
    }),
    validate('query', ContentListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await blogPage(c.get('database').db, query, c.get('channel').id);
      setContentPaging(c, query, total);
      return c.json({ data: rows.map(blogSummaryAnswer) });
    },
  )
  .get(
    '/blogs/:key',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: 'ブログ記事',
      response: BlogSchema,
    }),
    async (c) => {
      const found = await findBlog(c.get('database').db, c.req.param('key'), c.get('channel').id);
      if (!found) throw new ApiException(404, ERROR_CODES.notFound);
      const { blog, category } = found;
      return c.json(blogAnswer(blog, category));
    },
  );
