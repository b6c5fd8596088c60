import { CartSchema } from '../../../src/lib/cart/cart.schema';
import {
  DivideBodySchema,
  ShippingAddBodySchema,
} from '../../../src/lib/checkout/shipments.schema';
import type { RouteDoc } from '../../openapi/route-doc';

const cartChange = { tag: 'cart', response: CartSchema, errors: [400, 401, 404, 422] } as const;

/** OpenAPI entries of several shipments in one order. */
export const shipmentDocs: RouteDoc[] = [
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/shippings/add',
    summary: 'お届け先の追加（ORDER.SHIPPING.IS_ALLOW_MULTIPLE のとき）',
    body: ShippingAddBodySchema,
  },
  {
    ...cartChange,
    method: 'patch',
    path: '/v1/carts/products/divide',
    summary: '商品の数量をお届け先ごとに分ける',
    body: DivideBodySchema,
  },
];
