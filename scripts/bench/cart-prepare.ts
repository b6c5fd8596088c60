import { and, asc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { readyCart } from '../../server/contexts/commerce/cart/cart.testing';
import type { Db } from '../../server/db/client';
import { productChannels, products, productVariants } from '../../server/db/schema/index';
import type { AppEnv } from '../../server/http/types';
import type { ReadyCart } from './load-worker';

/** Stock given to the variants the bench buys, so no request ever runs out. */
const PLENTY = 10_000_000;

type Rows<T> = { rows: T[] };

/** Ids of `count` variants on sale in the default channel, in stock, raised to plenty of stock. */
export async function benchVariants(db: Db, count: number): Promise<number[]> {
  const soldHere = db
    .select({ one: sql`1` })
    .from(productChannels)
    .where(
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, 'default')),
    );
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.isShow, true),
        eq(products.isAgeRestricted, false),
        gt(productVariants.stock, 0),
        exists(soldHere),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(count);
  const ids = rows.map((r) => r.id);
  if (ids.length < count) throw new Error(`only ${ids.length} variants on sale, wanted ${count}`);
  await db.update(productVariants).set({ stock: PLENTY }).where(inArray(productVariants.id, ids));
  return ids;
}

/** `count` empty carts in the default channel; returns their tokens. */
export async function emptyCarts(db: Db, prefix: string, count: number): Promise<string[]> {
  const result = (await db.execute(sql`
    insert into carts (token, channel_id, expires_at)
    select ${prefix} || lpad(g::text, 6, '0') || substr(md5(random()::text), 1, 16), 'default',
      now() + interval '1 day'
    from generate_series(1, ${count}::int) g
    returning token`)) as unknown as Rows<{ token: string }>;
  return result.rows.map((r) => r.token);
}

/** Copies a cart (checkout choices, payment and lines) `count` times; returns the copies' tokens. */
async function cloneCart(db: Db, token: string, prefix: string, count: number) {
  const result = (await db.execute(sql`
    insert into carts (token, channel_id, user_id, payment_id, checkout, expires_at)
    select ${prefix} || lpad(g::text, 6, '0') || substr(md5(random()::text), 1, 16), channel_id,
      user_id, payment_id, checkout, expires_at
    from carts, generate_series(1, ${count}::int) g
    where token = ${token}
    returning token`)) as unknown as Rows<{ token: string }>;
  await db.execute(sql`
    insert into cart_lines (cart_id, key, variant_id, quantity)
    select c.id, l.key, l.variant_id, l.quantity
    from carts c
    join carts t on t.token = ${token}
    join cart_lines l on l.cart_id = t.id
    where c.token like ${`${prefix}%`}`);
  return result.rows.map((r) => r.token);
}

/**
 * `count` carts ready for their decision, spread over `variantIds` (one line each) so orders do
 * not all queue on one stock row. One cart per variant goes through the API (orderer, shipping,
 * bank transfer), then is copied in SQL; copies show the same total as their template.
 */
export async function readyCarts(
  app: Hono<AppEnv>,
  db: Db,
  variantIds: number[],
  count: number,
): Promise<ReadyCart[]> {
  const perVariant = Math.ceil(count / variantIds.length);
  const all: ReadyCart[][] = [];
  for (const [n, variantId] of variantIds.entries()) {
    const template = await readyCart(app, [{ variantId, quantity: 1 }], 1);
    const prefix = `bd${String(n).padStart(3, '0')}-`;
    const tokens = await cloneCart(db, template.token, prefix, perVariant);
    const total = template.detail.order.total_payment;
    all.push(tokens.map((token) => ({ token, total, paymentId: 1 })));
  }
  // Interleave variants so consecutive decisions touch different stock rows.
  const mixed: ReadyCart[] = [];
  for (let i = 0; i < perVariant; i++) {
    for (const list of all) {
      const cart = list[i];
      if (cart) mixed.push(cart);
    }
  }
  return mixed.slice(0, count);
}
