import { Hono } from 'hono';
import * as v from 'valibot';
import {
  BOOKMARK_LIMIT,
  BookmarkBodySchema,
  BookmarkSchema,
} from '../../../src/lib/favourites/bookmarks.schema';
import { BOOKMARK_MESSAGES as M } from '../../../src/lib/favourites/user-lists.messages';
import { HistoryPageQuerySchema } from '../../../src/lib/history/history.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { type MemberEnv, requireMember } from '../../http/auth';
import { ApiException } from '../../http/errors';
import { setPagingHeaders } from '../../http/paging';
import { recordIdParam } from '../../http/record-id';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import {
  bookmarkById,
  countBookmarks,
  deleteBookmark,
  findBookmark,
  pageBookmarks,
  upsertBookmark,
} from './bookmarks.queries';

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
      const { db } = c.get('database');
      const userId = c.get('userId');
      const { url, title } = c.req.valid('json');
      const known = await findBookmark(db, userId, url);
      if (!known && (await countBookmarks(db, userId)) >= BOOKMARK_LIMIT) {
        throw new ApiException(422, ERROR_CODES.validation, { url: [M.limit(BOOKMARK_LIMIT)] });
      }
      return c.json(await upsertBookmark(db, { userId, url, title }), known ? 200 : 201);
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
