import { Hono } from 'hono';
import {
  CartAddBodySchema,
  CartDeleteBodySchema,
  CartInitBodySchema,
  CartModifyBodySchema,
} from '../../../src/lib/cart/cart.schema';
import { CartAddSetBodySchema } from '../../../src/lib/catalog/set-order.schema';
import { DivideBodySchema } from '../../../src/lib/checkout/shipments.schema';
import { optionalMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { addSetToCart, addToCart, initCart, modifyCart, removeFromCart } from './cart.commands';
import { presentCart, requireCart } from './cart.tx';
import { divideLine } from './divide.commands';

/** `PATCH /v1/carts/products/divide`: a line's quantity across the cart's shipments. */
const divideRoutes = new Hono<AppEnv>().patch(
  '/carts/products/divide',
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

/** Cart routes: init, read, and add/modify/delete products. */
export const cartRoutes = new Hono<AppEnv>()
  .route('/', divideRoutes)
  .post('/carts/init', optionalMember, validate('json', CartInitBodySchema), async (c) => {
    const { token } = c.req.valid('json');
    const userId = c.get('userId');
    return c.json(await initCart(c.get('database').db, c.get('channel'), token, userId));
  })
  .get('/carts/:token', optionalMember, async (c) => {
    const { db } = c.get('database');
    const cart = await requireCart(db, c.get('channel'), c.req.param('token'), c.get('userId'));
    return c.json(await presentCart(db, cart));
  })
  .patch('/carts/products/add', optionalMember, validate('json', CartAddBodySchema), async (c) =>
    c.json(
      await addToCart(c.get('database').db, c.get('channel'), c.req.valid('json'), c.get('userId')),
    ),
  )
  .patch('/carts/products/modify', optionalMember, validate('json', CartModifyBodySchema), (c) =>
    modifyCart(c.get('database').db, c.get('channel'), c.req.valid('json'), c.get('userId')).then(
      (cart) => c.json(cart),
    ),
  )
  .patch('/carts/products/delete', optionalMember, validate('json', CartDeleteBodySchema), (c) =>
    removeFromCart(
      c.get('database').db,
      c.get('channel'),
      c.req.valid('json'),
      c.get('userId'),
    ).then((cart) => c.json(cart)),
  );

/** `PATCH /v1/carts/products/add-set`: a set order (for example a school uniform) in one call. */
export const cartAddSetRoutes = new Hono<AppEnv>().patch(
  '/carts/products/add-set',
  optionalMember,
  validate('json', CartAddSetBodySchema),
  async (c) =>
    c.json(
      await addSetToCart(
        c.get('database').db,
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ),
    ),
);
