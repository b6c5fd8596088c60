import { Hono } from 'hono';
import * as v from 'valibot';
import { COMMUNITY_MESSAGES as M } from '../../../../contract/catalog/community.messages';
import {
  ProductRequestBodySchema,
  ProductRequestSchema,
} from '../../../../contract/catalog/community.schema';
import { HistoryPageQuerySchema } from '../../../../contract/history/history.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type OptionalMemberEnv, optionalMember, requireMember } from '../../../http/auth';
import { guardForm } from '../../../http/bot-guard';
import { ApiException } from '../../../http/errors';
import { BOT_FORMS } from '../../../http/form-limits';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { findProduct } from '../catalog/index';
import { deleteRequest, insertRequest, pageRequests } from './product-requests.queries';

/** Guests must say who they are; members are known by their token. */
function guestErrors(name: string, email: string): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  if (!name) errors.name = [M.requestNameRequired];
  if (!email) errors.email = [M.requestEmailRequired];
  return Object.keys(errors).length ? errors : null;
}

/** Product requests: anyone may send one; members read and delete their own. */
export const productRequestRoutes = new Hono<OptionalMemberEnv>()
  .post(
    '/product-requests',
    describeOperation({
      summary: '商品リクエスト（ゲストはお名前とメールアドレスも）',
      tag: 'product-requests',
      body: ProductRequestBodySchema,
      response: v.object({ id: v.number(), product_id: v.nullable(v.number()), body: v.string() }),
      errors: [404, 422, 429],
    }),
    optionalMember,
    guardForm(BOT_FORMS.productRequest),
    validate('json', ProductRequestBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.get('database');
      const userId = c.get('userId') ?? null;
      const name = body.name ?? '';
      const email = body.email ?? '';
      const errors = userId === null ? guestErrors(name, email) : null;
      if (errors) throw new ApiException(422, ERROR_CODES.validation, errors);
      const productId = body.product_id ?? null;
      if (productId !== null && !(await findProduct(db, c.get('channel').id, { id: productId }))) {
        throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
      }
      const row = await insertRequest(db, {
        userId,
        productId,
        channelId: c.get('channel').id,
        name,
        email,
        body: body.body,
      });
      return c.json({ id: row.id, product_id: row.productId, body: row.body }, 201);
    },
  )
  .get(
    '/me/product-request-histories',
    describeOperation({
      summary: '会員の商品リクエスト履歴',
      tag: 'product-requests',
      query: HistoryPageQuerySchema,
      response: ProductRequestSchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', HistoryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { data, total } = await pageRequests(
        c.get('database').db,
        c.get('userId') as number,
        query,
      );
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      return c.json({ data });
    },
  )
  .delete(
    '/me/product-request-histories/:id',
    describeOperation({
      summary: '商品リクエスト履歴を1件削除',
      tag: 'product-requests',
      response: v.null(),
      errors: [401, 404, 422],
    }),
    requireMember,
    async (c) => {
      const gone = await deleteRequest(
        c.get('database').db,
        c.get('userId') as number,
        recordIdParam(c.req.param('id')),
      );
      if (!gone) throw new ApiException(404, ERROR_CODES.notFound);
      return c.body(null, 204);
    },
  );
