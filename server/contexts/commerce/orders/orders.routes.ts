import { Hono } from 'hono';
import * as v from 'valibot';
import { ORDER_MESSAGES as M } from '../../../../contract/orders/orders.messages';
import {
  MemoCreateBodySchema,
  MemoSchema,
  MemoUpdateBodySchema,
  OrderDetailSchema,
  OrderPageQuerySchema,
  OrderSummarySchema,
} from '../../../../contract/orders/orders.schema';
import { PointBalanceSchema, PointHistorySchema } from '../../../../contract/orders/points.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type MemberEnv, memberId, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { pagePointHistories, pointBalanceOf, pointsExpireAt } from '../../identity/api';
import { deleteMemo, insertMemo, updateMemo } from './memos.queries';
import { orderNumbers } from './order-refs.queries';
import { listOrders, orderDetail } from './order-views.queries';
import { orderNotFound } from './orders.commands';
import { toMemo } from './orders.model';

const memoNotFound = () => new ApiException(404, ERROR_CODES.notFound, undefined, M.memoNotFound);

/** The member's orders (list, detail), their memos, and points; cancelling and buying again are workflows (`server/workflows/`). */
export const orderRoutes = new Hono<MemberEnv>()
  .get(
    '/me/orders',
    describeOperation({
      summary: '注文履歴（新しい順、10件ずつ）と、キャンセルを除くお買い上げ合計',
      tag: 'orders',
      query: OrderPageQuerySchema,
      response: v.object({
        data: v.array(OrderSummarySchema),
        user_order_total_payment: v.number(),
      }),
      errors: [401, 422],
    }),
    requireMember,
    validate('query', OrderPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { total, ...list } = await listOrders(
        c.get('database').db,
        memberId(c),
        c.get('channel').id,
        query,
      );
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      return c.json(list);
    },
  )
  .get(
    '/me/orders/:id',
    describeOperation({
      summary: '注文の詳細（商品・付属品・のし・お届け先・金額・メモ）',
      tag: 'orders',
      response: OrderDetailSchema,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const detail = await orderDetail(c.get('database').db, memberId(c), c.get('channel').id, id);
      if (!detail) throw orderNotFound();
      return c.json(detail);
    },
  )
  .post(
    '/memos',
    describeOperation({
      summary: '注文にメモを追加（自分の注文のみ）',
      tag: 'orders',
      body: MemoCreateBodySchema,
      response: MemoSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', MemoCreateBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.get('database');
      const memo = await insertMemo(db, memberId(c), c.get('channel').id, body.order_id, body.body);
      if (!memo) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.notFound);
      return c.json(toMemo(memo), 201);
    },
  )
  .patch(
    '/memos/:id',
    describeOperation({
      summary: 'メモを書き換える（自分のメモのみ）',
      tag: 'orders',
      body: MemoUpdateBodySchema,
      response: MemoSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    async (c, next) => {
      recordIdParam(c.req.param('id'));
      await next();
    },
    validate('json', MemoUpdateBodySchema),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const memo = await updateMemo(
        c.get('database').db,
        memberId(c),
        id,
        c.req.valid('json').body,
      );
      if (!memo) throw memoNotFound();
      return c.json(toMemo(memo));
    },
  )
  .delete(
    '/memos/:id',
    describeOperation({
      summary: 'メモを削除（自分のメモのみ）',
      tag: 'orders',
      response: v.null(),
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      if (!(await deleteMemo(c.get('database').db, memberId(c), id))) throw memoNotFound();
      return c.body(null, 204);
    },
  )
  .get(
    '/me/points',
    describeOperation({
      summary: '保有ポイントと有効期限',
      tag: 'points',
      response: PointBalanceSchema,
      errors: [401],
    }),
    requireMember,
    async (c) => {
      const { balance, lastActivity } = await pointBalanceOf(c.get('database').db, memberId(c));
      return c.json({
        balance,
        expires_at: pointsExpireAt(balance, lastActivity)?.toISOString() ?? null,
      });
    },
  )
  .get(
    '/me/point-histories',
    describeOperation({
      summary: 'ポイント履歴（獲得・利用・キャンセルによる返還と取り消し・失効、新しい順）',
      tag: 'points',
      query: OrderPageQuerySchema,
      response: PointHistorySchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', OrderPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { db } = c.get('database');
      const { rows, total } = await pagePointHistories(db, memberId(c), query);
      const numbers = await orderNumbers(
        db,
        rows.map((entry) => entry.orderId),
      );
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      return c.json({
        data: rows.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          points: entry.points,
          shortfall: entry.shortfall,
          order_id: entry.orderId,
          order_no: entry.orderId === null ? null : (numbers.get(entry.orderId) ?? null),
          note: entry.note,
          created_at: entry.createdAt.toISOString(),
        })),
      });
    },
  );
