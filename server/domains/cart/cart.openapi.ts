import {
  CartAddBodySchema,
  CartDeleteBodySchema,
  CartInitBodySchema,
  CartModifyBodySchema,
  CartSchema,
} from '../../../src/lib/cart/cart.schema';
import { CartAddSetBodySchema } from '../../../src/lib/catalog/set-order.schema';
import type { RouteDoc } from '../../openapi/route-doc';

const mutation = { tag: 'cart', response: CartSchema, errors: [400, 404, 422] } as const;

/** OpenAPI entries of the cart routes. */
export const cartDocs: RouteDoc[] = [
  {
    ...mutation,
    method: 'post',
    path: '/v1/carts/init',
    summary: 'カートの作成または再読み込み',
    body: CartInitBodySchema,
    errors: [400, 404, 422],
  },
  {
    ...mutation,
    method: 'get',
    path: '/v1/carts/{token}',
    summary: 'カートの取得',
    params: ['token'],
    errors: [404, 422],
  },
  {
    ...mutation,
    method: 'patch',
    path: '/v1/carts/products/add',
    summary: '商品の追加',
    body: CartAddBodySchema,
  },
  {
    ...mutation,
    method: 'patch',
    path: '/v1/carts/products/modify',
    summary: '数量の変更',
    body: CartModifyBodySchema,
  },
  {
    ...mutation,
    method: 'patch',
    path: '/v1/carts/products/delete',
    summary: '商品の削除',
    body: CartDeleteBodySchema,
  },
];

/** OpenAPI entry of the set-order call. */
export const cartAddSetDocs: RouteDoc[] = [
  {
    method: 'patch',
    path: '/v1/carts/products/add-set',
    summary: 'セット注文（複数の商品をまとめてカートへ、すべて成功か何もしない）',
    tag: 'carts',
    body: CartAddSetBodySchema,
    response: CartSchema,
    errors: [404, 422],
  },
];
