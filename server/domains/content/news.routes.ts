import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  NewsReadableBodySchema,
  NewsSchema,
  NewsSummarySchema,
} from '../../../src/lib/content/articles.schema';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db } from '../../db/client';
import { news, newsReadables } from '../../db/schema/index';
import { memberId, type OptionalMemberEnv, optionalMember, requireMember } from '../../http/auth';
import { ApiException } from '../../http/errors';
import { pageOfTable } from '../../http/page-of-table';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { toNews, toNewsSummary } from './news.model';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

async function readIds(db: Db, userId: number | undefined, ids: number[]): Promise<Set<number>> {
  if (userId === undefined || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: newsReadables.newsId })
    .from(newsReadables)
    .where(and(eq(newsReadables.userId, userId), inArray(newsReadables.newsId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** A news item by numeric id or key. */
function byIdOrKey(idOrKey: string) {
  return /^\d{1,9}$/.test(idOrKey)
    ? or(eq(news.id, Number(idOrKey)), eq(news.key, idOrKey))
    : eq(news.key, idOrKey);
}

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
      const order = [desc(news.publishedAt), desc(news.id)];
      const rows = await pageOfTable(c, db, news, c.req.valid('query'), order);
      const read = await readIds(
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
      const [row] = await db
        .select()
        .from(news)
        .where(byIdOrKey(c.req.param('id')))
        .limit(1);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      const read = await readIds(db, c.get('userId'), [row.id]);
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
      const [row] = await db.select().from(news).where(eq(news.id, readable_id)).limit(1);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      await db.insert(newsReadables).values({ userId, newsId: row.id }).onConflictDoNothing();
      return c.json(toNews(row, true));
    },
  );
