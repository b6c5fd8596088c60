import { Hono } from 'hono';
import * as v from 'valibot';
import {
  EcommerceEventBodySchema,
  EcommerceEventReadQuerySchema,
  EcommerceEventResultSchema,
} from '../../../../contract/checkout/checkout.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { optionalMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { FORM_LIMITS } from '../../../http/form-limits';
import { limitPerIp } from '../../../http/rate-limit';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { type CartRow, cartOpensFor, findCart } from '../../commerce/api';
import { popupAnswer } from '../api';
import { recordEcommerceEvent } from './ecommerce-events.commands';
import { findEcommerceEvent, findEventPopup } from './ecommerce-events.queries';

/** Ecommerce events: stored per channel; an event may answer a popup to show (placement `event:<name>`). */
export const ecommerceEventRoutes = new Hono<AppEnv>()
  .post(
    '/ecommerce_events',
    describeOperation({
      tag: 'event',
      summary: 'EC イベントの記録（記録するのは使えるカートのトークン付きのみ、1カート500件まで）',
      body: EcommerceEventBodySchema,
      response: EcommerceEventResultSchema,
      errors: [400, 404, 422, 429],
    }),
    limitPerIp(FORM_LIMITS.ecommerceEvent),
    optionalMember,
    validate('json', EcommerceEventBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const recorded = await recordEcommerceEvent(c.get('database').db, {
        channelId: c.get('channel').id,
        viewer: c.get('userId'),
        name: body.name,
        args: body.args,
        cartToken: body.token ?? null,
        logrecoRcmdCt: body.logreco_rcmd_ct == null ? null : String(body.logreco_rcmd_ct),
      });
      if (recorded === 'no-cart') throw new ApiException(404, ERROR_CODES.notFound);
      if (recorded === 'cart-full') throw new ApiException(429, ERROR_CODES.rateLimited);
      const popup = await findEventPopup(c.get('database').db, body.name, c.get('channel').id);
      return c.json({ id: recorded.id, popup: popup ? popupAnswer(popup) : null }, 201);
    },
  )
  .get(
    '/ecommerce_events/:id',
    describeOperation({
      tag: 'event',
      summary: 'EC イベントの取得（記録したカートのトークンで）',
      query: EcommerceEventReadQuerySchema,
      response: v.object({
        id: v.number(),
        name: v.string(),
        args: v.record(v.string(), v.unknown()),
        created_at: v.string(),
      }),
      errors: [404],
    }),
    optionalMember,
    validate('query', EcommerceEventReadQuerySchema),
    async (c) => {
      const { db } = c.get('database');
      const id = recordIdParam(c.req.param('id'));
      const row = await findEcommerceEvent(db, c.get('channel').id, id);
      const cart = row?.cartToken ? await findCart(db, row.cartToken) : undefined;
      if (
        !row ||
        !eventOpensFor(row.cartToken, cart, c.req.valid('query').token, c.get('userId'))
      ) {
        throw new ApiException(404, ERROR_CODES.notFound);
      }
      return c.json({
        id: row.id,
        name: row.name,
        args: row.args,
        created_at: row.createdAt.toISOString(),
      });
    },
  );

/**
 * An event is read back only by whoever recorded it: the request names the same cart token, and a
 * member's cart also needs that member's session. An event without a cart answers nobody, so
 * sequential ids reveal nothing.
 */
function eventOpensFor(
  eventToken: string | null,
  cart: CartRow | undefined,
  token: string | undefined,
  viewer: number | undefined,
): boolean {
  if (!eventToken || token !== eventToken) return false;
  return !cart || cartOpensFor(cart, viewer);
}
