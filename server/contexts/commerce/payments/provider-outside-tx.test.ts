import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Tx } from '../../../db/client';
import { seededApi, type TestApi } from '../../../testing/api';
import { decideCart, readyCart, send, variantOf } from '../cart/cart.testing';

/** Set while a callback of `db.transaction` runs (the wrapper below marks it). */
const inTransaction = new AsyncLocalStorage<true>();
/** Provider calls seen, by method, so the test proves the flows did reach the provider. */
const calls: string[] = [];

// The sandbox is the provider the test app runs with: every call checkout makes of it is guarded.
vi.mock('./sandbox.commands', async (importOriginal) => {
  const real = await importOriginal<typeof import('./sandbox.commands')>();
  const guard =
    <A extends unknown[], R>(name: string, method: (...args: A) => R) =>
    (...args: A): R => {
      if (inTransaction.getStore())
        throw new Error(`provider called inside a transaction (${name})`);
      calls.push(name);
      return method(...args);
    };
  return {
    ...real,
    authorize: guard('authorize', real.authorize),
    authorizeSaved: guard('authorizeSaved', real.authorizeSaved),
    retrieve: guard('retrieve', real.retrieve),
    describeToken: guard('describeToken', real.describeToken),
    capture: guard('capture', real.capture),
    cancel: guard('cancel', real.cancel),
  };
});

let api: TestApi;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi();
  oxford = await variantOf(api.app, 'oxford-shirt', 'L');
  const db = api.database.db;
  const transaction = db.transaction.bind(db);
  db.transaction = ((run: (tx: Tx) => Promise<unknown>, config?: unknown) =>
    transaction(
      (tx) => inTransaction.run(true, () => run(tx)),
      config as never,
    )) as typeof db.transaction;
});
afterAll(() => api.drop());

async function tokenize(number: string) {
  const res = await send<{ token: string }>(api.app, 'POST', '/sandbox-pay/tokens', {
    number,
    exp: '12/30',
    cvc: '123',
    name: 'HANAKO YAMADA',
  });
  return res.body.token;
}

const payByCard = async (cart: Cart, number: string) =>
  send<Cart>(api.app, 'PATCH', '/v1/carts/order/modify', {
    token: cart.token,
    payment_id: 4,
    card_token: await tokenize(number),
  });

describe('the card provider is never awaited inside a database transaction', () => {
  it('the guard trips on a provider call made inside a transaction', async () => {
    const { sandboxProvider } = await import('./payment-provider');
    const db = api.database.db;
    await expect(db.transaction((tx) => sandboxProvider(tx).retrieve('pi_none'))).rejects.toThrow(
      'provider called inside a transaction',
    );
  });

  it('cart replies with a card, the payment check and the decision', async () => {
    calls.length = 0;
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const paid = await payByCard(cart, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.body.detail.card?.status).toBe('succeeded');
    const remarks = await send<Cart>(api.app, 'PATCH', '/v1/carts/other/modify', {
      token: cart.token,
      remarks: 'テスト',
    });
    expect(remarks.status).toBe(200);
    expect(remarks.body.detail.card?.status).toBe('succeeded');
    const shown = await send<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`);
    expect(shown.body.detail.card?.status).toBe('succeeded');
    const check = await send<{ result: boolean }>(
      api.app,
      'GET',
      `/v1/carts/${cart.token}/payment/4/check`,
    );
    expect(check.body.result).toBe(true);
    const decided = await decideCart(api.app, remarks.body, 'provider-tx-decide-1');
    expect(decided.status).toBe(201);
    expect(calls).toEqual(expect.arrayContaining(['authorize', 'retrieve', 'capture']));
  });

  it('clearing a 3-D Secure payment left pending, and resetting a cart with a card', async () => {
    calls.length = 0;
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const pending = await payByCard(cart, '4000000000003220');
    expect(pending.body.detail.card?.status).toBe('requires_action');
    const cleared = await send<Cart>(api.app, 'PATCH', '/v1/carts/transaction/error/delete', {
      token: cart.token,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.detail.card ?? null).toBeNull();
    const again = await payByCard(cart, '4242 4242 4242 4242');
    expect(again.status).toBe(200);
    const reset = await send<Cart>(api.app, 'PATCH', '/v1/carts/reset', { token: cart.token });
    expect(reset.status).toBe(200);
    expect(reset.body.detail.card ?? null).toBeNull();
    expect(calls).toEqual(expect.arrayContaining(['authorize', 'retrieve', 'cancel']));
  });
});
