import { Hono } from 'hono';
import * as v from 'valibot';
import {
  BOOKMARK_LIMIT,
  BookmarkBodySchema,
  BookmarkSchema,
} from '../../../../contract/favourites/bookmarks.schema';
import { HistoryPageQuerySchema } from '../../../../contract/history/history.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type MemberEnv, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { addBookmark } from './bookmarks.commands';
import { bookmarkById, deleteBookmark, pageBookmarks } from './bookmarks.queries';

const tag = 'favourites';

/** `/v1/me/bookmarks`: pages of this shop a member bookmarked. */
export const bookmarkRoutes = new Hono<MemberEnv>()
  .get(
    '/me/bookmarks',
    describeOperation({
      summary: '会員のブックマーク（新しい順）',
      tag,
      query: HistoryPageQuerySchema,
      response: BookmarkSchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', HistoryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { data, total } = await pageBookmarks(c.get('database').db, c.get('userId'), query);
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      c.header('x-limit', String(BOOKMARK_LIMIT));
      return c.json({ data });
    },
  )
  .post(
    '/me/bookmarks',
    describeOperation({
      summary:
        'ページをブックマーク（このショップのパスのみ、最大100件。同じパスはタイトルを更新）',
      tag,
      body: BookmarkBodySchema,
      response: BookmarkSchema,
      errors: [401, 422],
    }),
    requireMember,
    validate('json', BookmarkBodySchema),
    async (c) => {
      const { url, title } = c.req.valid('json');
      const userId = c.get('userId');
      const saved = await addBookmark(c.get('database').db, { userId, url, title });
      return c.json(saved.bookmark, saved.created ? 201 : 200);
    },
  )
  .get(
    '/me/bookmarks/:id',
    describeOperation({
      summary: 'ブックマークを1件（本人のもののみ）',
      tag,
      response: BookmarkSchema,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const found = await bookmarkById(c.get('database').db, c.get('userId'), id);
      if (!found) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(found);
    },
  )
  .delete(
    '/me/bookmarks/:id',
    describeOperation({
      summary: 'ブックマークを1件削除',
      tag,
      response: v.null(),
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      if (!(await deleteBookmark(c.get('database').db, c.get('userId'), id))) {
        throw new ApiException(404, ERROR_CODES.notFound);
      }
      return c.body(null, 204);
    },
  );
