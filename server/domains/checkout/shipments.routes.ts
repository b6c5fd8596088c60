import { Hono } from 'hono';
import { CartSchema } from '../../../src/lib/cart/cart.schema';
import {
  DivideBodySchema,
  ShippingAddBodySchema,
} from '../../../src/lib/checkout/shipments.schema';
import { optionalMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { divideLine } from './divide.commands';
import { orderHooks } from './order-hooks';
import { addShipment } from './shipments.commands';

const cartChange = { tag: 'cart', response: CartSchema, errors: [400, 401, 404, 422] } as const;

/** `PATCH /v1/carts/products/divide`: a line's quantity across the cart's shipments. */
const divideRoutes = new Hono<AppEnv>().patch(
  '/carts/products/divide',
  describeOperation({
    ...cartChange,
    summary: '商品の数量をお届け先ごとに分ける',
    body: DivideBodySchema,
  }),
  optionalMember,
  validate('json', DivideBodySchema),
  async (c) =>
    c.json(
      await divideLine(
        c.get('database').db,
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ),
    ),
);

/** `PATCH /v1/carts/shippings/add`: a further shipment (address-book entry, new address, or the social gift). */
export const shipmentRoutes = new Hono<AppEnv>().route('/', divideRoutes).patch(
  '/carts/shippings/add',
  describeOperation({
    ...cartChange,
    summary:
      'お届け先の追加（ORDER.SHIPPING.IS_ALLOW_MULTIPLE のとき。is_social_gift でソーシャルギフトのお届け先）',
    body: ShippingAddBodySchema,
  }),
  optionalMember,
  validate('json', ShippingAddBodySchema),
  async (c) => {
    const body = c.req.valid('json');
    const add = body.is_social_gift ? orderHooks().addGiftShipment : addShipment;
    return c.json(await add(c.get('database').db, c.get('channel'), body, c.get('userId')));
  },
);
