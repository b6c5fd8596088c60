import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../contract/cart/cart.schema';
import type { OrderList, Reorder } from '../../contract/orders/orders.schema';
import { memberToken, req } from '../contexts/catalogue/catalog/catalog.testing';
import { decideCart, readyCart, send, variantOf } from '../contexts/commerce/cart/cart.testing';
import {
  type CardProvider,
  createCardProvider,
  SANDBOX_SETUP,
  sandboxIntent,
} from '../contexts/commerce/payments/index';
import type { Db } from '../db/client';
import { carts, channels, orderCardPayments } from '../db/schema/index';
import { DEFAULT_CHANNEL_ID } from '../http/channel';
import { seededApi, type TestApi } from '../testing/api';
import { placeOrder } from './place-order';

/** Calls of the cart's readers during one decision, by what they do. */
const counts = { readByToken: 0, lockById: 0, pricings: 0 };

// Every cart read by token (`requireCart` reads through `findCart`), every lock and every pricing
// of the cart goes through these modules, whoever calls them.
vi.mock('../contexts/commerce/cart/cart.queries', async (importOriginal) => {
  const real = await importOriginal<typeof import('../contexts/commerce/cart/cart.queries')>();
  return {
    ...real,
    findCart: (...args: Parameters<typeof real.findCart>) => {
      counts.readByToken += 1;
      return real.findCart(...args);
    },
    lockCartById: (...args: Parameters<typeof real.lockCartById>) => {
      counts.lockById += 1;
      return real.lockCartById(...args);
    },
  };
});
vi.mock('../contexts/commerce/cart/cart-state.queries', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../contexts/commerce/cart/cart-state.queries')>();
  return {
    ...real,
    loadPricedCart: (...args: Parameters<typeof real.loadPricedCart>) => {
      counts.pricings += 1;
      return real.loadPricedCart(...args);
    },
  };
});

let api: TestApi;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi();
  oxford = await variantOf(api.app, 'oxford-shirt', 'M');
});
afterAll(() => api.drop());

async function cardCart(): Promise<Cart> {
  const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
  const { body } = await send<{ token: string }>(api.app, 'POST', '/sandbox-pay/tokens', {
    number: '4242 4242 4242 4242',
    exp: '12/30',
    cvc: '123',
    name: 'HANAKO YAMADA',
  });
  const paid = await send<Cart>(api.app, 'PATCH', '/v1/carts/order/modify', {
    token: cart.token,
    payment_id: 4,
    card_token: body.token,
  });
  expect(paid.status).toBe(200);
  return paid.body;
}

const zero = () => {
  counts.readByToken = 0;
  counts.lockById = 0;
  counts.pricings = 0;
};

describe('one order decision reads and prices its cart once', () => {
  it('a card order: one read by token, one pricing, one lock in the transaction', async () => {
    const cart = await cardCart();
    zero();
    const placed = await decideCart(api.app, cart, 'count-card-order-1');
    expect(placed.status).toBe(201);
    expect(counts).toEqual({ readByToken: 1, lockById: 1, pricings: 1 });
  });

  it('an order paid on delivery: the same', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    zero();
    const placed = await decideCart(api.app, cart, 'count-plain-order-1');
    expect(placed.status).toBe(201);
    expect(counts).toEqual({ readByToken: 1, lockById: 1, pricings: 1 });
  });

  it('a refused decision reads and prices once too, and answers why', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    zero();
    const refused = await decideCart(api.app, cart, 'count-refused-1', { total_payment: 1 });
    expect(refused.status).toBe(422);
    expect(counts).toEqual({ readByToken: 1, lockById: 1, pricings: 1 });
  });
});

describe('the workflow runs without an app wiring anything', () => {
  it('places an order given the database and the provider alone', async () => {
    const cart = await cardCart();
    const [channel] = await api.database.db
      .select()
      .from(channels)
      .where(eq(channels.id, DEFAULT_CHANNEL_ID));
    if (!channel) throw new Error('no default channel');
    const decision = await placeOrder(api.database.db, createCardProvider(SANDBOX_SETUP), channel, {
      token: cart.token,
      viewer: undefined,
      sentKey: 'direct-workflow-1',
      body: { total_payment: cart.detail.order.total_payment, payment_id: 4 },
    });
    expect(decision.replayed).toBe(false);
    expect(decision.order.totalPayment).toBe(cart.detail.order.total_payment);
  });
});

/** The default channel's row, as the routes hand it to the workflow. */
async function defaultChannel() {
  const [channel] = await api.database.db
    .select()
    .from(channels)
    .where(eq(channels.id, DEFAULT_CHANNEL_ID));
  if (!channel) throw new Error('no default channel');
  return channel;
}

/** The provider's intent behind a cart's card. */
async function intentOf(cart: Cart): Promise<string> {
  const [row] = await api.database.db.select().from(carts).where(eq(carts.token, cart.token));
  const intentId = row?.checkout.card?.intentId;
  if (!intentId) throw new Error('the cart has no card');
  return intentId;
}

/**
 * The database as a decision sees it when the connection drops as its own transaction begins:
 * the read-only check before the capture (the first transaction) still runs.
 */
function droppingDecisionTransaction(db: Db): Db {
  let begun = 0;
  const transaction = db.transaction.bind(db);
  return Object.create(db, {
    transaction: {
      value: (...args: Parameters<Db['transaction']>) =>
        ++begun === 2 ? Promise.reject(new Error('connection lost')) : transaction(...args),
    },
  }) as Db;
}

/** A card decision of `cart` for its total, sent with `key`. */
const cardDecision = (cart: Cart, key: string) => ({
  token: cart.token,
  viewer: undefined,
  sentKey: key,
  body: { total_payment: cart.detail.order.total_payment, payment_id: 4 },
});

describe('a decision whose transaction fails after its card was captured', () => {
  const sandbox = createCardProvider(SANDBOX_SETUP);

  it('is placed by its retry with that capture when the refund could not be sent: one order, one charge', async () => {
    const cart = await cardCart();
    const channel = await defaultChannel();
    const unreachable: CardProvider = (db) => ({
      ...sandbox(db),
      cancel: () => Promise.reject(new Error('provider out of reach')),
    });
    const request = cardDecision(cart, 'outage-retry-1');
    const { db } = api.database;
    await expect(
      placeOrder(droppingDecisionTransaction(db), unreachable, channel, request),
    ).rejects.toThrow();
    const intentId = await intentOf(cart);
    expect((await sandboxIntent(db, intentId))?.status).toBe('captured');

    const placed = await placeOrder(db, sandbox, channel, request);
    expect(placed.replayed).toBe(false);
    const [held] = await db
      .select()
      .from(orderCardPayments)
      .where(eq(orderCardPayments.orderId, placed.order.id));
    expect(held?.intentId).toBe(intentId);
    expect((await sandboxIntent(db, intentId))?.status).toBe('captured');
    // The same key again answers the same order.
    const again = await placeOrder(db, sandbox, channel, request);
    expect(again.replayed).toBe(true);
    expect(again.order.id).toBe(placed.order.id);
  });

  it('is refunded when the provider can be reached, and its retry asks for the card again', async () => {
    const cart = await cardCart();
    const channel = await defaultChannel();
    const request = cardDecision(cart, 'outage-refund-1');
    const { db } = api.database;
    await expect(
      placeOrder(droppingDecisionTransaction(db), sandbox, channel, request),
    ).rejects.toThrow('connection lost');
    expect((await sandboxIntent(db, await intentOf(cart)))?.status).toBe('canceled');
    await expect(placeOrder(db, sandbox, channel, request)).rejects.toMatchObject({ status: 422 });
  });
});

describe('adding to a cart prices it once, after the adds', () => {
  it('one add: no read by token (the add statement finds the cart), one pricing', async () => {
    const { body: cart } = await send<Cart>(api.app, 'POST', '/v1/carts/init', {});
    zero();
    const added = await send<Cart>(api.app, 'PATCH', '/v1/carts/products/add', {
      token: cart.token,
      product_id: oxford,
      quantity: 1,
    });
    expect(added.status).toBe(200);
    expect(counts).toEqual({ readByToken: 0, lockById: 0, pricings: 1 });
  });

  it('buying an order of two lines again: one pricing for both lines', async () => {
    const taro = await memberToken(api.app);
    const list = await req<OrderList>(api.app, 'GET', '/v1/me/orders', { token: taro });
    const order = list.body.data.find((o) => o.order_no === 'OK-20260315-0012');
    const init = await req<Cart>(api.app, 'POST', '/v1/carts/init', { body: {}, token: taro });
    zero();
    const again = await req<Reorder>(api.app, 'POST', `/v1/me/orders/${order?.id}/reorder`, {
      body: { token: init.body.token },
      token: taro,
    });
    expect(again.status).toBe(200);
    expect(again.body.lines.map((l) => l.outcome)).toEqual(['added', 'added']);
    expect(counts.pricings).toBe(1);
  });
});
