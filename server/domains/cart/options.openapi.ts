import * as v from 'valibot';
import { CartSchema } from '../../../src/lib/cart/cart.schema';
import {
  AccessoryAddBodySchema,
  AccessoryDeleteBodySchema,
  AccessoryModifyBodySchema,
  FraudNotificationSchema,
  PackingAddBodySchema,
  PackingModifyBodySchema,
  TransactionErrorDeleteBodySchema,
} from '../../../src/lib/checkout/options.schema';
import type { RouteDoc } from '../../openapi/route-doc';

const cartChange = { tag: 'cart', response: CartSchema, errors: [400, 404, 422] } as const;

/** OpenAPI entries of accessories, packings, the failed-transaction reset and the fraud callback. */
export const checkoutOptionDocs: RouteDoc[] = [
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/accessories/add',
    summary: '付属品（ギフト包装など）の追加',
    body: AccessoryAddBodySchema,
  },
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/accessories/modify',
    summary: '付属品の数量変更',
    body: AccessoryModifyBodySchema,
  },
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/accessories/delete',
    summary: '付属品の削除',
    body: AccessoryDeleteBodySchema,
  },
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/packings/add',
    summary: 'お届け先ごとのギフト包装・のしの設定',
    body: PackingAddBodySchema,
  },
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/packings/modify',
    summary: 'ギフト包装・のしの変更',
    body: PackingModifyBodySchema,
  },
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/transaction/error/delete',
    summary: '失敗したカード決済の取り消し（再決済のため）',
    body: TransactionErrorDeleteBodySchema,
  },
  {
    method: 'post',
    path: '/v1/sbpayment/receive/fraud-detection',
    summary:
      'カード会社からの不正検知通知（X-Sbpayment-Timestamp と本文の HMAC-SHA256 署名 X-Sbpayment-Signature が必要）',
    tag: 'payment',
    body: FraudNotificationSchema,
    response: v.object({
      result: v.string(),
      duplicate: v.boolean(),
      order_no: v.string(),
      fraud_status: v.string(),
    }),
    errors: [400, 401, 404, 422, 503],
  },
];
