import * as v from 'valibot';
import {
  ProductRequestBodySchema,
  ProductRequestSchema,
} from '../../../src/lib/catalog/community.schema';
import { HistoryPageQuerySchema } from '../../../src/lib/history/history.schema';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of product requests. */
export const productRequestDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/product-requests',
    summary: '商品リクエスト（ゲストはお名前とメールアドレスも）',
    tag: 'product-requests',
    body: ProductRequestBodySchema,
    response: v.object({ id: v.number(), product_id: v.nullable(v.number()), body: v.string() }),
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/v1/me/product-request-histories',
    summary: '会員の商品リクエスト履歴',
    tag: 'product-requests',
    query: HistoryPageQuerySchema,
    response: ProductRequestSchema,
    list: 'paged',
    errors: [401, 422],
  },
  {
    method: 'delete',
    path: '/v1/me/product-request-histories/{id}',
    summary: '商品リクエスト履歴を1件削除',
    tag: 'product-requests',
    params: ['id'],
    response: v.null(),
    errors: [401, 404, 422],
  },
];
