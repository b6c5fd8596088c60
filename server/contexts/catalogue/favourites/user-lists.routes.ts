import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ListAttachSchema,
  ListChangeSchema,
  ListDetachSchema,
  UserListDetailSchema,
  UserListNameSchema,
  UserListQuerySchema,
  UserListSchema,
} from '../../../../contract/favourites/user-lists.schema';
import { type MemberEnv, requireMember } from '../../../http/auth';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { productsByIds } from '../catalog/index';
import {
  attach,
  createList,
  detach,
  memberLists,
  removeList,
  renameList,
  requireList,
  toUserList,
} from './user-lists.commands';
import { listProducts } from './user-lists.queries';

const tag = 'favourites';
const key = (c: { req: { param(name: 'key'): string | undefined } }) => c.req.param('key') ?? '';

/** `/v1/me/user-lists`: the member's favourites lists, their products, attach and detach. */
export const userListRoutes = new Hono<MemberEnv>()
  .get(
    '/me/user-lists',
    describeOperation({
      summary: '会員のお気に入りリスト一覧（お気に入りが先頭、商品数付き）',
      tag,
      response: UserListSchema,
      list: 'plain',
      errors: [401],
    }),
    requireMember,
    async (c) => c.json({ data: await memberLists(c.get('database').db, c.get('userId')) }),
  )
  .post(
    '/me/user-lists',
    describeOperation({
      summary: 'お気に入りリストを作成（最大20件）',
      tag,
      body: UserListNameSchema,
      response: UserListSchema,
      errors: [401, 422],
    }),
    requireMember,
    validate('json', UserListNameSchema),
    async (c) => {
      const { name } = c.req.valid('json');
      return c.json(await createList(c.get('database').db, c.get('userId'), name), 201);
    },
  )
  .patch(
    '/me/user-lists/attach',
    describeOperation({
      summary: '商品をリストに追加（key 省略時はお気に入り、1リスト500点まで）',
      tag,
      body: ListAttachSchema,
      response: ListChangeSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', ListAttachSchema),
    async (c) => {
      const body = c.req.valid('json');
      const who = { userId: c.get('userId'), channelId: c.get('channel').id };
      return c.json(await attach(c.get('database').db, who, body.ids, body.key));
    },
  )
  .patch(
    '/me/user-lists/detach',
    describeOperation({
      summary: '商品をリストから外す（key 省略時はすべてのリストから）',
      tag,
      body: ListAttachSchema,
      response: ListChangeSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', ListAttachSchema),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await detach(c.get('database').db, c.get('userId'), body.ids, body.key));
    },
  )
  .get(
    '/me/user-lists/:key',
    describeOperation({
      summary: 'お気に入りリスト（is_listables=1 で商品・税込価格・在庫付き）',
      tag,
      query: UserListQuerySchema,
      response: UserListDetailSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('query', UserListQuerySchema),
    async (c) => {
      const { db } = c.get('database');
      const userId = c.get('userId');
      const list = await requireList(db, userId, key(c));
      if (c.req.valid('query').is_listables !== '1') return c.json(toUserList(list));
      const rows = await listProducts(db, list.id);
      const found = await productsByIds(
        db,
        c.get('channel').id,
        rows.map((r) => r.productId),
        userId,
      );
      const byId = new Map(found.map((p) => [p.id, p]));
      const listables = rows.flatMap((r) => {
        const product = byId.get(r.productId);
        return product
          ? [{ product_id: r.productId, added_at: r.addedAt.toISOString(), product }]
          : [];
      });
      return c.json({ ...toUserList(list), listables });
    },
  )
  .put(
    '/me/user-lists/:key',
    describeOperation({
      summary: 'お気に入りリストの名前を変更（お気に入りは不可）',
      tag,
      body: UserListNameSchema,
      response: UserListSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', UserListNameSchema),
    async (c) => {
      const { name } = c.req.valid('json');
      return c.json(await renameList(c.get('database').db, c.get('userId'), key(c), name));
    },
  )
  .delete(
    '/me/user-lists/:key',
    describeOperation({
      summary: 'お気に入りリストを削除（お気に入りは不可）',
      tag,
      response: v.null(),
      errors: [401, 404, 422],
    }),
    requireMember,
    async (c) => {
      await removeList(c.get('database').db, c.get('userId'), key(c));
      return c.body(null, 204);
    },
  )
  .patch(
    '/me/user-lists/:key/detach',
    describeOperation({
      summary: '商品をこのリストから外す',
      tag,
      body: ListDetachSchema,
      response: ListChangeSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', ListDetachSchema),
    async (c) => {
      const { ids } = c.req.valid('json');
      return c.json(await detach(c.get('database').db, c.get('userId'), ids, key(c)));
    },
  );
