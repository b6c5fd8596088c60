import { Hono } from 'hono';
import {
  AccessoryAddBodySchema,
  AccessoryDeleteBodySchema,
  AccessoryModifyBodySchema,
  PackingAddBodySchema,
  PackingModifyBodySchema,
} from '../../../src/lib/checkout/options.schema';
import { optionalMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  addAccessory,
  addPacking,
  deleteAccessory,
  modifyAccessory,
  modifyPacking,
} from './options.commands';

/** Cart accessories per line and packings (gift wrap / のし) per shipment. */
export const accessoryRoutes = new Hono<AppEnv>()
  .patch(
    '/carts/accessories/add',
    optionalMember,
    validate('json', AccessoryAddBodySchema),
    async (c) =>
      c.json(
        await addAccessory(
          c.get('database').db,
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/accessories/modify',
    optionalMember,
    validate('json', AccessoryModifyBodySchema),
    async (c) =>
      c.json(
        await modifyAccessory(
          c.get('database').db,
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/accessories/delete',
    optionalMember,
    validate('json', AccessoryDeleteBodySchema),
    async (c) =>
      c.json(
        await deleteAccessory(
          c.get('database').db,
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch('/carts/packings/add', optionalMember, validate('json', PackingAddBodySchema), async (c) =>
    c.json(
      await addPacking(
        c.get('database').db,
        c.get('channel'),
        c.req.valid('json'),
        c.get('userId'),
      ),
    ),
  )
  .patch(
    '/carts/packings/modify',
    optionalMember,
    validate('json', PackingModifyBodySchema),
    async (c) =>
      c.json(
        await modifyPacking(
          c.get('database').db,
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  );
