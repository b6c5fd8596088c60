import * as v from 'valibot';
import {
  GuestHistoryQuerySchema,
  HistoryPageQuerySchema,
  ProductHistoryBodySchema,
  ProductHistorySchema,
  SearchHistoryBodySchema,
  SearchHistorySchema,
} from '../../../src/lib/history/history.schema';
import type { RouteDoc } from '../../openapi/route-doc';

const NoContent = v.null();

/** OpenAPI entries of product and search histories. */
export const historyDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/product-histories',
    summary: '閲覧履歴を記録（会員は保存、ゲストは端末側で保持）',
    tag: 'histories',
    body: ProductHistoryBodySchema,
    response: v.object({ product_id: v.number(), is_recorded: v.boolean() }),
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/v1/guest/product-histories',
    summary: 'ゲストの閲覧履歴（ids の順、最大10件）',
    tag: 'histories',
    query: GuestHistoryQuerySchema,
    response: ProductHistorySchema,
    list: 'plain',
    errors: [422],
  },
  {
    method: 'get',
    path: '/v1/me/product-histories',
    summary: '会員の閲覧履歴',
    tag: 'histories',
    query: HistoryPageQuerySchema,
    response: ProductHistorySchema,
    list: 'paged',
    errors: [401, 422],
  },
  {
    method: 'delete',
    path: '/v1/me/product-histories/{product_id}',
    summary: '閲覧履歴を1件削除',
    tag: 'histories',
    params: ['product_id'],
    response: NoContent,
    errors: [401, 404],
  },
  {
    method: 'post',
    path: '/v1/product-search-histories',
    summary: '検索履歴を記録（空白だけの語は受け付けない）',
    tag: 'histories',
    body: SearchHistoryBodySchema,
    response: SearchHistorySchema,
    errors: [422],
  },
  {
    method: 'get',
    path: '/v1/me/product-search-histories',
    summary: '会員の検索履歴',
    tag: 'histories',
    query: HistoryPageQuerySchema,
    response: SearchHistorySchema,
    list: 'paged',
    errors: [401, 422],
  },
  {
    method: 'delete',
    path: '/v1/me/product-search-histories/{id}',
    summary: '検索履歴を1件削除',
    tag: 'histories',
    params: ['id'],
    response: NoContent,
    errors: [401, 404, 422],
  },
];
