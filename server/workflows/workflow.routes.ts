/**
 * The routes whose work spans domains: each checks its input and calls its workflow. `createApp`
 * mounts them right after checkout's own routes.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CartAddBodySchema, CartSchema } from '../../contract/cart/cart.schema';
import { CHECKOUT_MESSAGES as M } from '../../contract/checkout/checkout.messages';
import {
  DecisionBodySchema,
  DecisionResultSchema,
  PlacedOrderSchema,
} from '../../contract/checkout/checkout.schema';
import { DivideBodySchema, ShippingAddBodySchema } from '../../contract/checkout/shipments.schema';
import { fieldError, toDecisionResult } from '../contexts/commerce/steps';
import { optionalMember } from '../http/auth';
import type { AppEnv } from '../http/types';
import { validate } from '../http/validate';
import { describeOperation } from '../openapi/describe-operation';
import { addToCart } from './add-to-cart';
import { giftAndVerdictRoutes, memberOrderWorkflowRoutes } from './order-workflow.routes';
import { placeOrder } from './place-order';
import { placedOrderView } from './placed-order';
import { addCartShipment, splitLine } from './split-shipments';

const cartChange = { tag: 'cart', response: CartSchema, errors: [400, 401, 404, 422] } as const;

const KeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/));

/** Adding to a cart; the shipment changes a social gift takes part in: splitting a line, adding a shipment. */
const shipmentRoutes = new Hono<AppEnv>()
  .patch(
    '/carts/products/add',
    describeOperation({
      ...cartChange,
      errors: [400, 404, 422],
      summary: '商品の追加',
      body: CartAddBodySchema,
    }),
    optionalMember,
    validate('json', CartAddBodySchema),
    async (c) =>
      c.json(
        await addToCart(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
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
        await splitLine(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/shippings/add',
    describeOperation({
      ...cartChange,
      summary:
        'お届け先の追加（ORDER.SHIPPING.IS_ALLOW_MULTIPLE のとき。is_social_gift でソーシャルギフトのお届け先）',
      body: ShippingAddBodySchema,
    }),
    optionalMember,
    validate('json', ShippingAddBodySchema),
    async (c) =>
      c.json(
        await addCartShipment(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  );

/** The order decision and the placed order it leads to. */
const orderRoutes = new Hono<AppEnv>()
  .post(
    '/carts/:token/decision',
    describeOperation({
      tag: 'cart',
      summary: '注文の確定（Idempotency-Key ヘッダーは任意: ないときはカートから決まるキー）',
      body: DecisionBodySchema,
      response: DecisionResultSchema,
      errors: [400, 404, 422],
    }),
    optionalMember,
    validate('json', DecisionBodySchema),
    async (c) => {
      const key = v.safeParse(v.optional(KeySchema), c.req.header('idempotency-key'));
      if (!key.success) throw fieldError('idempotency_key', M.idempotencyMissing);
      const result = await placeOrder(c.get('database').db, c.get('cards'), c.get('channel'), {
        token: c.req.param('token'),
        viewer: c.get('userId'),
        sentKey: key.output,
        body: c.req.valid('json'),
      });
      if (result.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(toDecisionResult(result.order), result.replayed ? 200 : 201);
    },
  )
  .get(
    '/carts/order/:orderNo',
    describeOperation({
      tag: 'cart',
      summary: '確定した注文（ゲストは t で）',
      response: PlacedOrderSchema,
      errors: [404],
    }),
    async (c) =>
      c.json(
        await placedOrderView(
          c.get('database').db,
          c.get('channel'),
          c.req.param('orderNo'),
          c.req.query('t'),
        ),
      ),
  );

/** Every route that runs a workflow. */
export const workflowRoutes = new Hono<AppEnv>()
  .route('/', shipmentRoutes)
  .route('/', orderRoutes)
  .route('/', memberOrderWorkflowRoutes)
  .route('/', giftAndVerdictRoutes);
