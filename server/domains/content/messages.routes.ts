import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { InfoMessageSchema } from '../../../src/lib/content/content.schema';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { infoMessages } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import { pageOfTable } from '../../http/page-of-table';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

type MessageRow = typeof infoMessages.$inferSelect;
const toMessage = (m: MessageRow) => ({
  code: m.code,
  body: m.body,
  updated_at: m.updatedAt.toISOString(),
});

/** Information messages keyed per page: the list (`per=all`) and one by code. */
export const messageRoutes = new Hono<AppEnv>()
  .get(
    '/messages',
    describeOperation({
      tag: 'content',
      summary: 'ページ別のお知らせメッセージ',
      response: InfoMessageSchema,
      ...paged,
      errors: [422],
    }),
    validate('query', ContentListQuerySchema),
    async (c) => {
      const order = [asc(infoMessages.code)];
      const db = c.get('database').db;
      const rows = await pageOfTable(c, db, infoMessages, c.req.valid('query'), order);
      return c.json({ data: rows.map(toMessage) });
    },
  )
  .get(
    '/messages/:code',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: 'お知らせメッセージ 1件',
      response: InfoMessageSchema,
    }),
    async (c) => {
      const [row] = await c
        .get('database')
        .db.select()
        .from(infoMessages)
        .where(eq(infoMessages.code, c.req.param('code')))
        .limit(1);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(toMessage(row));
    },
  );
