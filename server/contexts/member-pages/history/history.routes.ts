import { Hono } from 'hono';
import * as v from 'valibot';
import {
  GuestHistoryQuerySchema,
  HistoryPageQuerySchema,
  ProductHistoryBodySchema,
  ProductHistorySchema,
  SearchHistoryBodySchema,
  SearchHistorySchema,
} from '../../../../contract/history/history.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type OptionalMemberEnv, optionalMember, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { FORM_LIMITS } from '../../../http/form-limits';
import { setPagingHeaders } from '../../../http/paging';
import { limitForm } from '../../../http/rate-limit';
import { recordIdParam } from '../../../http/record-id';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { findProduct, productsByIds } from '../../catalogue/api';
import {
  deleteSearch,
  deleteView,
  insertSearch,
  pageSearches,
  pageViews,
  recordView,
} from './history.queries';

const NoContent = v.null();

/** Most products the guest history answers with. */
export const GUEST_HISTORY_LIMIT = 10;

/** A numeric id in a path. */

const notFound = () => new ApiException(404, ERROR_CODES.notFound);
const member = (c: { get(k: 'userId'): number | undefined }) => c.get('userId') as number;

/** Product histories (guest and member) and product search histories. */
export const historyRoutes = new Hono<OptionalMemberEnv>()
  .post(
    '/product-histories',
    describeOperation({
      summary: '閲覧履歴を記録（会員は保存、ゲストは端末側で保持）',
      tag: 'histories',
      body: ProductHistoryBodySchema,
      response: v.object({ product_id: v.number(), is_recorded: v.boolean() }),
      errors: [404, 422],
    }),
    optionalMember,
    limitForm(FORM_LIMITS.productHistory),
    validate('json', ProductHistoryBodySchema),
    async (c) => {
      const { db } = c.get('database');
      const { product_id } = c.req.valid('json');
      if (!(await findProduct(db, c.get('channel').id, { id: product_id }))) {
        throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
      }
      const userId = c.get('userId');
      if (userId !== undefined) await recordView(db, userId, product_id);
      return c.json({ product_id, is_recorded: userId !== undefined }, 201);
    },
  )
  .get(
    '/guest/product-histories',
    describeOperation({
      summary: 'ゲストの閲覧履歴（ids の順、最大10件）',
      tag: 'histories',
      query: GuestHistoryQuerySchema,
      response: ProductHistorySchema,
      list: 'plain',
      errors: [422],
    }),
    optionalMember,
    validate('query', GuestHistoryQuerySchema),
    async (c) => {
      const ids = [...new Set(c.req.valid('query').ids.split(',').filter(Boolean).map(Number))];
      const found = await productsByIds(
        c.get('database').db,
        c.get('channel').id,
        ids.slice(0, GUEST_HISTORY_LIMIT),
        c.get('userId'),
      );
      return c.json({
        data: found.map((product) => ({ product_id: product.id, viewed_at: null, product })),
      });
    },
  )
  .get(
    '/me/product-histories',
    describeOperation({
      summary: '会員の閲覧履歴',
      tag: 'histories',
      query: HistoryPageQuerySchema,
      response: ProductHistorySchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', HistoryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { db } = c.get('database');
      const { rows, total } = await pageViews(db, member(c), query);
      const found = await productsByIds(
        db,
        c.get('channel').id,
        rows.map((r) => r.productId),
        member(c),
      );
      const byId = new Map(found.map((p) => [p.id, p]));
      const data = rows.flatMap((r) => {
        const product = byId.get(r.productId);
        return product
          ? [{ product_id: r.productId, viewed_at: r.viewedAt.toISOString(), product }]
          : [];
      });
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      return c.json({ data });
    },
  )
  .delete(
    '/me/product-histories/:product_id',
    describeOperation({
      summary: '閲覧履歴を1件削除',
      tag: 'histories',
      response: NoContent,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('product_id'));
      if (!(await deleteView(c.get('database').db, member(c), id))) throw notFound();
      return c.body(null, 204);
    },
  )
  .post(
    '/product-search-histories',
    describeOperation({
      summary: '検索履歴を記録（会員のみ保存、ゲストは保存しない。空白だけの語は受け付けない）',
      tag: 'histories',
      body: SearchHistoryBodySchema,
      response: SearchHistorySchema,
      errors: [422],
    }),
    optionalMember,
    limitForm(FORM_LIMITS.searchHistory),
    validate('json', SearchHistoryBodySchema),
    async (c) => {
      const { word } = c.req.valid('json');
      const userId = c.get('userId');
      // A guest's words are answered, not stored: nobody could ever read them back.
      if (userId === undefined) {
        return c.json({ id: 0, word, searched_at: new Date().toISOString() }, 201);
      }
      const saved = await insertSearch(c.get('database').db, {
        userId,
        channelId: c.get('channel').id,
        word,
      });
      return c.json(saved, 201);
    },
  )
  .get(
    '/me/product-search-histories',
    describeOperation({
      summary: '会員の検索履歴',
      tag: 'histories',
      query: HistoryPageQuerySchema,
      response: SearchHistorySchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', HistoryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { data, total } = await pageSearches(c.get('database').db, member(c), query);
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      return c.json({ data });
    },
  )
  .delete(
    '/me/product-search-histories/:id',
    describeOperation({
      summary: '検索履歴を1件削除',
      tag: 'histories',
      response: NoContent,
      errors: [401, 404, 422],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      if (!(await deleteSearch(c.get('database').db, member(c), id))) throw notFound();
      return c.body(null, 204);
    },
  );
