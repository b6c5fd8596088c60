import { Hono } from 'hono';
import * as v from 'valibot';
import {
  MEMORIAL_LIMIT,
  MemorialBodySchema,
  MemorialSchema,
} from '../../../../contract/memorials/memorials.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { memberId, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { addMemorial } from './memorials.commands';
import { deleteMemorial, findMemorial, listMemorials, updateMemorial } from './memorials.queries';

const notFound = () => new ApiException(404, ERROR_CODES.notFound);
const tag = 'memorials';

/** `/v1/me/user-memorials`: the member's memorial days (spec §7), at most MEMORIAL_LIMIT. */
export const memorialRoutes = new Hono<AppEnv>()
  .get(
    '/me/user-memorials',
    describeOperation({
      tag,
      summary: '記念日の一覧（月日順、x-limit 付き）',
      response: MemorialSchema,
      list: 'paged',
      errors: [401],
    }),
    requireMember,
    async (c) => {
      const data = await listMemorials(c.get('database').db, memberId(c));
      setPagingHeaders(c, { total: data.length, per: MEMORIAL_LIMIT, current: 1 });
      c.header('x-limit', String(MEMORIAL_LIMIT));
      return c.json({ data });
    },
  )
  .post(
    '/me/user-memorials',
    describeOperation({
      tag,
      summary: '記念日を登録（上限を超えると 422）',
      body: MemorialBodySchema,
      response: MemorialSchema,
      errors: [401, 422],
    }),
    requireMember,
    validate('json', MemorialBodySchema),
    async (c) => {
      const userId = memberId(c);
      const body = c.req.valid('json');
      const saved = await addMemorial(c.get('database').db, userId, body);
      return c.json(saved, 201);
    },
  )
  .get(
    '/me/user-memorials/:id',
    describeOperation({
      tag,
      summary: '記念日を1件',
      response: MemorialSchema,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const found = await findMemorial(
        c.get('database').db,
        memberId(c),
        recordIdParam(c.req.param('id')),
      );
      if (!found) throw notFound();
      return c.json(found);
    },
  )
  .put(
    '/me/user-memorials/:id',
    describeOperation({
      tag,
      summary: '記念日を変更',
      body: MemorialBodySchema,
      response: MemorialSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', MemorialBodySchema),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const saved = await updateMemorial(
        c.get('database').db,
        memberId(c),
        id,
        c.req.valid('json'),
      );
      if (!saved) throw notFound();
      return c.json(saved);
    },
  )
  .delete(
    '/me/user-memorials/:id',
    describeOperation({ tag, summary: '記念日を削除', response: v.null(), errors: [401, 404] }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      if (!(await deleteMemorial(c.get('database').db, memberId(c), id))) throw notFound();
      return c.body(null, 204);
    },
  );
