import { Hono } from 'hono';
import {
  CartDeleteBodySchema,
  CartInitBodySchema,
  CartModifyBodySchema,
  CartSchema,
} from '../../../../contract/cart/cart.schema';
import { CartAddSetBodySchema } from '../../../../contract/catalog/set-order.schema';
import { optionalMember } from '../../../http/auth';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { addSetToCart, initCart, modifyCart, removeFromCart } from './cart.commands';
import { presentCart, requireCart } from './cart.tx';

const mutation = { tag: 'cart', response: CartSchema, errors: [400, 404, 422] } as const;

/** Cart routes: init, read, and modify/delete products (adding one is a workflow: `server/workflows/add-to-cart.ts`). */
export const cartRoutes = new Hono<AppEnv>()
  .post(
    '/carts/init',
    describeOperation({
      ...mutation,
      summary: 'カートの作成または再読み込み',
      body: CartInitBodySchema,
      errors: [400, 404, 422],
    }),
    optionalMember,
    validate('json', CartInitBodySchema),
    async (c) => {
      const { token } = c.req.valid('json');
      const userId = c.get('userId');
      return c.json(
        await initCart(c.get('database').db, c.get('cards'), c.get('channel'), token, userId),
      );
    },
  )
  .get(
    '/carts/:token',
    describeOperation({ ...mutation, summary: 'カートの取得', errors: [404, 422] }),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const cart = await requireCart(db, c.get('channel'), c.req.param('token'), c.get('userId'));
      return c.json(await presentCart(db, c.get('cards'), cart));
    },
  )
  .patch(
    '/carts/products/modify',
    describeOperation({ ...mutation, summary: '数量の変更', body: CartModifyBodySchema }),
    optionalMember,
    validate('json', CartModifyBodySchema),
    (c) =>
      modifyCart(
        c.get('database').db,
        c.get('cards'),
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ).then((cart) => c.json(cart)),
  )
  .patch(
    '/carts/products/delete',
    describeOperation({ ...mutation, summary: '商品の削除', body: CartDeleteBodySchema }),
    optionalMember,
    validate('json', CartDeleteBodySchema),
    (c) =>
      removeFromCart(
        c.get('database').db,
        c.get('cards'),
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ).then((cart) => c.json(cart)),
  );

/** `PATCH /v1/carts/products/add-set`: a set order (for example a school uniform) in one call. */
export const cartAddSetRoutes = new Hono<AppEnv>().patch(
  '/carts/products/add-set',
  describeOperation({
    summary: 'セット注文（複数の商品をまとめてカートへ、すべて成功か何もしない）',
    tag: 'carts',
    body: CartAddSetBodySchema,
    response: CartSchema,
    errors: [404, 422],
  }),
  optionalMember,
  validate('json', CartAddSetBodySchema),
  async (c) =>
    c.json(
      await addSetToCart(
        c.get('database').db,
        c.get('cards'),
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ),
    ),
);
