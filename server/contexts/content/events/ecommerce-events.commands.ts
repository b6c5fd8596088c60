import type { Db } from '../../../db/client';
import { env } from '../../../env';
import type { JobContext } from '../../../jobs/queue';
import { cartOpensFor, findCart } from '../../commerce/api';
import {
  countCartEvents,
  deleteEventsBefore,
  insertEcommerceEvent,
} from './ecommerce-events.queries';

/** The most events one cart keeps (a long shopping session records a few hundred). */
export const EVENTS_PER_CART = 500;

/** An event as the storefront sends it, with who sends it. */
export type EventToRecord = {
  channelId: string;
  viewer: number | undefined;
  name: string;
  args: Record<string, unknown>;
  cartToken: string | null;
  logrecoRcmdCt: string | null;
};

/** What recording answered: the stored id (0: nothing to tie it to, not stored), or why not. */
export type EventRecorded = { id: number } | 'no-cart' | 'cart-full';

/**
 * Stores an event on the cart that recorded it: a live cart the caller may use (a guest's by its
 * token, a member's in that member's session), at most EVENTS_PER_CART per cart, counted under the
 * cart's row lock. An event without a cart token is answered (its popup) but not stored.
 */
export async function recordEcommerceEvent(db: Db, event: EventToRecord): Promise<EventRecorded> {
  const { cartToken } = event;
  if (!cartToken) return { id: 0 };
  return db.transaction(async (tx): Promise<EventRecorded> => {
    const cart = await findCart(tx, cartToken, true);
    if (!cart || cart.expiresAt <= new Date() || !cartOpensFor(cart, event.viewer)) {
      return 'no-cart';
    }
    if ((await countCartEvents(tx, cartToken)) >= EVENTS_PER_CART) return 'cart-full';
    const id = await insertEcommerceEvent(tx, {
      channelId: event.channelId,
      name: event.name,
      args: event.args,
      cartToken,
      logrecoRcmdCt: event.logrecoRcmdCt,
    });
    return { id: id ?? 0 };
  });
}

/** The daily job that deletes ecommerce events older than the retention period. */
export const EVENTS_PRUNE_JOB = 'ecommerce-events.prune';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes events recorded more than `retentionDays` before `ctx.now`; answers how many went. */
export async function pruneEcommerceEvents(
  ctx: Pick<JobContext, 'database' | 'now'>,
  retentionDays: number = env.EVENT_RETENTION_DAYS,
): Promise<number> {
  return deleteEventsBefore(ctx.database.db, new Date(ctx.now.getTime() - retentionDays * DAY_MS));
}
