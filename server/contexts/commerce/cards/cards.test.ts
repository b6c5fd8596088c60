import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCard } from '../../../../contract/cards/cards.schema';
import type { Payment } from '../../../../contract/checkout/checkout.schema';
import { userCards } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { GUEST, send, variantOf } from '../cart/cart.testing';
import { createToken } from '../payments/index';
import { CARD_LIMIT } from './cards.model';

let api: TestApi;
let taro = '';
let hanako = '';
beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const cards = (token: string) =>
  req<{ data: UserCard[] }>(api.app, 'GET', '/v1/me/user-cards', { token });
const call = (method: string, path: string, token: string, body?: unknown) =>
  req<UserCard>(api.app, method, `/v1/me/${path}`, { token, body });
async function sandboxToken(number = '4000056655665556', exp = '12/30') {
  const made = await createToken(api.database.db, { number, exp, cvc: '123', name: 'HANAKO SATO' });
  if (!made.ok) throw new Error('tokenise failed');
  return made.token;
}

describe('saved cards', () => {
  it('lists taro’s main card masked, with expiry and x-limit', async () => {
    const res = await cards(taro);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-limit')).toBe(String(CARD_LIMIT));
    expect(res.body.data).toEqual([
      expect.objectContaining({
        brand: 'VISA',
        masked_number: '**** **** **** 4242',
        is_main: true,
        is_expired: false,
      }),
    ]);
    expect(res.text).not.toMatch(/sandbox_|tok_/);
  });

  it('saves a card from a provider token only; the first card is main', async () => {
    expect((await cards(hanako)).body.data).toEqual([]);
    const res = await call('POST', 'user-cards', hanako, { token: await sandboxToken() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      brand: 'VISA',
      masked_number: '**** **** **** 5556',
      expiration: '203012',
      is_main: true,
    });
    expectApiError(
      await call('POST', 'user-cards', hanako, { token: 'tok_unknown123456' }),
      422,
      'user_card.token_invalid',
    );
    const number = await call('POST', 'user-cards', hanako, { token: '4242424242424242' });
    expect(number.status).toBe(422);
    expect((await cards(hanako)).body.data.length).toBe(1);
  });

  it('takes the pending card of spec §3 (token, token_key, name) and refuses a key of another token', async () => {
    const made = await createToken(api.database.db, {
      number: '5555555555554444',
      exp: '11/31',
      cvc: '123',
      name: 'HANAKO SATO',
    });
    const other = await createToken(api.database.db, {
      number: '5555555555554444',
      exp: '11/31',
      cvc: '123',
      name: 'HANAKO SATO',
    });
    if (!made.ok || !other.ok) throw new Error('tokenise failed');
    const wrong = await call('POST', 'user-cards', hanako, {
      token: made.token,
      token_key: other.token_key,
      name: 'HANAKO SATO',
    });
    expectApiError(wrong, 422, 'user_card.token_invalid');
    const res = await call('POST', 'user-cards', hanako, {
      token: made.token,
      token_key: made.token_key,
      name: 'HANAKO SATO',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ expiration: '203111', name: 'HANAKO SATO' });
    await call('DELETE', `user-cards/${res.body.id}`, hanako);
  });

  it('keeps exactly one main card, and deleting the main one passes it on', async () => {
    const second = await call('POST', 'user-cards', hanako, {
      token: await sandboxToken('4242424242424242'),
    });
    expect(second.body.is_main).toBe(false);
    expect((await call('PATCH', `user-cards/${second.body.id}/use`, hanako)).body.is_main).toBe(
      true,
    );
    const list = (await cards(hanako)).body.data;
    expect(list.filter((c) => c.is_main).map((c) => c.id)).toEqual([second.body.id]);
    expect((await call('DELETE', `user-cards/${second.body.id}`, hanako)).status).toBe(204);
    const left = (await cards(hanako)).body.data;
    expect(left).toHaveLength(1);
    expect(left[0]?.is_main).toBe(true);
  });

  it('answers another member’s card exactly like a missing one', async () => {
    const taroCard = (await cards(taro)).body.data[0]?.id ?? 0;
    for (const [method, path] of [
      ['DELETE', ''],
      ['PATCH', '/use'],
    ] as const) {
      const foreign = await call(method, `user-cards/${taroCard}${path}`, hanako);
      const missing = await call(method, `user-cards/2147483647${path}`, hanako);
      expectApiError(foreign, 404, 'common.not_found');
      expect(foreign.body).toEqual(missing.body);
    }
    expect((await cards(taro)).body.data).toHaveLength(1);
  });

  it('stops at x-limit', async () => {
    for (let n = (await cards(hanako)).body.data.length; n < CARD_LIMIT; n += 1) {
      expect(
        (await call('POST', 'user-cards', hanako, { token: await sandboxToken() })).status,
      ).toBe(201);
    }
    expectApiError(
      await call('POST', 'user-cards', hanako, { token: await sandboxToken() }),
      422,
      'user_card.limit_exceeded',
    );
  });

  it('marks an expired card and keeps it out of checkout', async () => {
    const id = (await cards(taro)).body.data[0]?.id ?? 0;
    await api.database.db
      .update(userCards)
      .set({ expiration: '202001' })
      .where(eq(userCards.id, id));
    expect((await cards(taro)).body.data[0]).toMatchObject({ id, is_expired: true });
    const auth = { Authorization: `Bearer ${taro}` };
    const cart = (await send<{ token: string }>(api.app, 'POST', '/v1/carts/init', {}, auth)).body;
    const oxford = await variantOf(api.app, 'oxford-shirt', 'S');
    await send(
      api.app,
      'PATCH',
      '/v1/carts/products/add',
      { token: cart.token, product_id: oxford, quantity: 1 },
      auth,
    );
    await send(
      api.app,
      'PATCH',
      '/v1/carts/order/modify',
      { token: cart.token, orderer: { ...GUEST, email: 'taro@example.jp' } },
      auth,
    );
    await send(
      api.app,
      'PATCH',
      '/v1/carts/shippings/modify',
      { token: cart.token, same_as_orderer: true, delivery_id: 3 },
      auth,
    );
    const list = await send<{ data: Payment[] }>(
      api.app,
      'GET',
      `/v1/payments/carts/${cart.token}`,
      undefined,
      auth,
    );
    const card = list.body.data.find((p) => p.kind === 'card');
    expect(card).toBeDefined();
    expect(card?.saved_cards ?? []).toEqual([]);
    const pay = await send(
      api.app,
      'PATCH',
      '/v1/carts/order/modify',
      { token: cart.token, payment_id: card?.id, user_card_id: id },
      auth,
    );
    const body = expectApiError(pay, 422, 'common.validation');
    expect(body.errors?.user_card_id?.[0]).toMatch(/有効期限/);
  });
});
