import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { EcommerceEventBodySchema } from '../../../src/lib/checkout/checkout.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ecommerceEvents } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';

const MAX_ARGS_BYTES = 4096;

/** Ecommerce events: stored per channel; no popup is tied to events in this shop yet. */
export const ecommerceEventRoutes = new Hono<AppEnv>()
  .post('/ecommerce_events', validate('json', EcommerceEventBodySchema), async (c) => {
    const body = c.req.valid('json');
    const args = JSON.stringify(body.args).length > MAX_ARGS_BYTES ? {} : body.args;
    const [row] = await c
      .get('database')
      .db.insert(ecommerceEvents)
      .values({
        channelId: c.get('channel').id,
        name: body.name,
        args,
        cartToken: body.token ?? null,
        logrecoRcmdCt: body.logreco_rcmd_ct == null ? null : String(body.logreco_rcmd_ct),
      })
      .returning({ id: ecommerceEvents.id });
    return c.json({ id: row?.id ?? 0, popup: null }, 201);
  })
  .get('/ecommerce_events/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const [row] = Number.isInteger(id)
      ? await c
          .get('database')
          .db.select()
          .from(ecommerceEvents)
          .where(
            and(eq(ecommerceEvents.id, id), eq(ecommerceEvents.channelId, c.get('channel').id)),
          )
          .limit(1)
      : [];
    if (!row) throw new ApiException(404, ERROR_CODES.notFound);
    return c.json({
      id: row.id,
      name: row.name,
      args: row.args,
      created_at: row.createdAt.toISOString(),
    });
  });
