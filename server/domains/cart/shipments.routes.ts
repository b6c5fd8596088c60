import { Hono } from 'hono';
import { ShippingAddBodySchema } from '../../../src/lib/checkout/shipments.schema';
import { optionalMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { addShipment } from './shipments.commands';

/** `PATCH /v1/carts/shippings/add`: a further shipment (address-book entry or new address). */
export const shipmentRoutes = new Hono<AppEnv>().patch(
  '/carts/shippings/add',
  optionalMember,
  validate('json', ShippingAddBodySchema),
  async (c) =>
    c.json(
      await addShipment(
        c.get('database').db,
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ),
    ),
);
