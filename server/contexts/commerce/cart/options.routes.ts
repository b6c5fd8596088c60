import { Hono } from 'hono';
import { CartSchema } from '../../../../contract/cart/cart.schema';
import {
  AccessoryAddBodySchema,
  AccessoryDeleteBodySchema,
  AccessoryModifyBodySchema,
  PackingAddBodySchema,
  PackingModifyBodySchema,
} from '../../../../contract/checkout/options.schema';
import { optionalMember } from '../../../http/auth';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import {
  addAccessory,
  addPacking,
  deleteAccessory,
  modifyAccessory,
  modifyPacking,
} from './options.commands';

const cartChange = { tag: 'cart', response: CartSchema, errors: [400, 404, 422] } as const;

/** Cart accessories per line and packings (gift wrap / のし) per shipment. */
export const accessoryRoutes = new Hono<AppEnv>()
  .patch(
    '/carts/accessories/add',
    describeOperation({
      ...cartChange,
      summary: '付属品（ギフト包装など）の追加',
      body: AccessoryAddBodySchema,
    }),
    optionalMember,
    validate('json', AccessoryAddBodySchema),
    async (c) =>
      c.json(
        await addAccessory(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/accessories/modify',
    describeOperation({
      ...cartChange,
      summary: '付属品の数量変更',
      body: AccessoryModifyBodySchema,
    }),
    optionalMember,
    validate('json', AccessoryModifyBodySchema),
    async (c) =>
      c.json(
        await modifyAccessory(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/accessories/delete',
    describeOperation({ ...cartChange, summary: '付属品の削除', body: AccessoryDeleteBodySchema }),
    optionalMember,
    validate('json', AccessoryDeleteBodySchema),
    async (c) =>
      c.json(
        await deleteAccessory(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/packings/add',
    describeOperation({
      ...cartChange,
      summary: 'お届け先ごとのギフト包装・のしの設定',
      body: PackingAddBodySchema,
    }),
    optionalMember,
    validate('json', PackingAddBodySchema),
    async (c) =>
      c.json(
        await addPacking(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/packings/modify',
    describeOperation({
      ...cartChange,
      summary: 'ギフト包装・のしの変更',
      body: PackingModifyBodySchema,
    }),
    optionalMember,
    validate('json', PackingModifyBodySchema),
    async (c) =>
      c.json(
        await modifyPacking(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  );
