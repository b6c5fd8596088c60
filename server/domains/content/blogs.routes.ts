import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { BlogSchema, BlogSummarySchema } from '../../../src/lib/content/articles.schema';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { blogs } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import { pageOfTable } from '../../http/page-of-table';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { sanitizeRichHtml } from '../../services/sanitize';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

type BlogRow = typeof blogs.$inferSelect;
const toSummary = (b: BlogRow) => ({
  id: b.id,
  key: b.key,
  title: b.title,
  summary: b.summary,
  tags: b.tags,
  image_path: `/media/blogs/${encodeURIComponent(b.key)}.svg`,
  published_at: b.publishedAt.toISOString(),
});

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
      const order = [desc(blogs.publishedAt), desc(blogs.id)];
      const rows = await pageOfTable(c, c.get('database').db, blogs, c.req.valid('query'), order);
      return c.json({ data: rows.map(toSummary) });
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
      const [row] = await c
        .get('database')
        .db.select()
        .from(blogs)
        .where(eq(blogs.key, c.req.param('key')))
        .limit(1);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json({ ...toSummary(row), body: sanitizeRichHtml(row.bodyHtml) });
    },
  );
