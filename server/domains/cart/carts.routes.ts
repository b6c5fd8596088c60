import { Hono } from 'hono';
import {
  CartAddBodySchema,
  CartDeleteBodySchema,
  CartInitBodySchema,
  CartModifyBodySchema,
} from '../../../src/lib/cart/cart.schema';
import { optionalMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  addToCart,
  initCart,
  modifyCart,
  presentCart,
  removeFromCart,
  requireCart,
} from './carts.service';
import { divideRoutes } from './divide.routes';

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
