import { Hono } from 'hono';
import * as v from 'valibot';
import { CartSchema } from '../../../../contract/cart/cart.schema';
import {
  CartEmbroideryAddBodySchema,
  CartEmbroideryDeleteBodySchema,
} from '../../../../contract/embroidery/embroidery.schema';
import { memberId, requireMember } from '../../../http/auth';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { addCartEmbroidery, removeCartEmbroidery } from './cart-embroidery.commands';
import { embroideryServiceKeys } from './cart-embroidery.queries';

const cartChange = { tag: 'cart', response: CartSchema, errors: [401, 404, 422] } as const;

/** Name embroidery on cart lines: a saved name put on a line, priced by the server as its accessory. */
export const cartEmbroideryRoutes = new Hono<AppEnv>()
  .get(
    '/name-embroidery/services',
    describeOperation({
      tag: 'embroidery',
      summary: 'ネーム刺繍の加工商品（カートで保存したお名前を選べる付属品）のキー',
      response: v.object({ key: v.string() }),
      list: 'plain',
      errors: [],
    }),
    async (c) => {
      const keys = await embroideryServiceKeys(c.get('database').db);
      return c.json({ data: keys.map((key) => ({ key })) });
    },
  )
  .patch(
    '/carts/embroideries/add',
    describeOperation({
      ...cartChange,
      summary: 'カートの商品に保存したお名前のネーム刺繍を付ける（料金はサーバーが決める）',
      body: CartEmbroideryAddBodySchema,
    }),
    requireMember,
    validate('json', CartEmbroideryAddBodySchema),
    async (c) =>
      c.json(
        await addCartEmbroidery(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          memberId(c),
        ),
      ),
  )
  .patch(
    '/carts/embroideries/delete',
    describeOperation({
      ...cartChange,
      summary: 'カートの商品からネーム刺繍を外す',
      body: CartEmbroideryDeleteBodySchema,
    }),
    requireMember,
    validate('json', CartEmbroideryDeleteBodySchema),
    async (c) =>
      c.json(
        await removeCartEmbroidery(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          memberId(c),
        ),
      ),
  );
