import { Hono } from 'hono';
import { DivideBodySchema } from '../../../src/lib/checkout/shipments.schema';
import { optionalMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { divideLine } from './divide.service';

/** `PATCH /v1/carts/products/divide`: a line's quantity across the cart's shipments. */
export const divideRoutes = new Hono<AppEnv>().patch(
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
