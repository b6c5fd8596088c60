import { Hono } from 'hono';
import { InfoMessageSchema } from '../../../../contract/content/content.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ContentListQuerySchema } from '../../../../contract/shared/paging.schema';
import { ApiException } from '../../../http/errors';
import { setContentPaging } from '../../../http/page-of-table';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { findMessage, type MessageRow, messagePage } from './articles.queries';

const paged = { query: ContentListQuerySchema, list: 'paged' as const };

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
      const query = c.req.valid('query');
      const { rows, total } = await messagePage(c.get('database').db, query, c.get('channel').id);
      setContentPaging(c, query, total);
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
      const row = await findMessage(c.get('database').db, c.req.param('code'), c.get('channel').id);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(toMessage(row));
    },
  );
