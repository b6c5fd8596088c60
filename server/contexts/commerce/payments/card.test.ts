import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { earliestDelivery } from '../../platform/calendar/index';
import { decideCart, GUEST, readyCart, send, variantOf } from '../cart/cart.testing';

let api: TestApi;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi();
  oxford = await variantOf(api.app, 'oxford-shirt', 'L');
});
afterAll(() => api.drop());

async function tokenize(number: string) {
  const res = await send<{ token: string; last4: string }>(api.app, 'POST', '/sandbox-pay/tokens', {
    number,
    exp: '12/30',
    cvc: '123',
    name: 'HANAKO YAMADA',
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

const payByCard = (cart: Cart, cardToken?: string) =>
  send<Cart>(api.app, 'PATCH', '/v1/carts/order/modify', {
    token: cart.token,
    payment_id: 4,
    card_token: cardToken,
  });
const check = (cart: Cart) =>
  send<{ result: boolean; status: string; action_url: string | null }>(
    api.app,
    'GET',
    `/v1/carts/${cart.token}/payment/4/check`,
  );

describe('card data never reaches /v1', () => {
  it('rejects any field shaped like a card number', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const res = await send(api.app, 'PATCH', '/v1/carts/other/modify', {
      token: cart.token,
      remarks: '4242 4242 4242 4242',
    });
    expect(expectApiError(res, 422, 'common.validation').errors?.remarks).toEqual([
      'カード番号を直接送信することはできません。',
    ]);
  });

  it('the sandbox refuses a malformed card with Japanese messages', async () => {
    const res = await send<{ errors: Record<string, string> }>(
      api.app,
      'POST',
      '/sandbox-pay/tokens',
      { number: '4242', exp: '13/20', cvc: 'x', name: '' },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.number).toBe('カード番号が正しくありません。');
    expect(res.body.errors.exp).toContain('有効期限');
  });
});

describe('card payments', () => {
  it('4242… is authorised and the order is placed', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const paid = await payByCard(cart, await tokenize('4242 4242 4242 4242'));
    expect(paid.status).toBe(200);
    expect(paid.body.detail.card).toMatchObject({
      brand: 'VISA',
      last4: '4242',
      status: 'succeeded',
    });
    expect((await check(paid.body)).body.result).toBe(true);
    expect((await decideCart(api.app, paid.body, 'card-ok-key-1')).status).toBe(201);
  });

  it('a decision refused before the order leaves the card authorised for the next try', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const paid = (await payByCard(cart, await tokenize('4242 4242 4242 4242'))).body;
    const shipping = {
      token: cart.token,
      same_as_orderer: true,
      delivery_id: 3,
      delivery_date: earliestDelivery(new Date(), GUEST.prefecture),
      delivery_time: 'am',
    };
    await send(api.app, 'PATCH', '/v1/carts/shippings/reset', {
      token: cart.token,
      is_removing_address: true,
    });
    expect((await decideCart(api.app, paid, 'card-retry-key-1')).status).toBe(422);
    const after = await send<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`);
    expect(after.body.detail.card?.status).toBe('succeeded');
    expect((await send(api.app, 'PATCH', '/v1/carts/shippings/modify', shipping)).status).toBe(200);
    expect((await decideCart(api.app, paid, 'card-retry-key-2')).status).toBe(201);
  });

  it('4000 0000 0000 0002 is declined with a clear message and changes nothing', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const res = await payByCard(cart, await tokenize('4000000000000002'));
    expect(expectApiError(res, 422, 'common.validation').message).toBe(
      'カードが承認されませんでした。カード会社にお問い合わせいただくか、別のカードをご利用ください。',
    );
    const after = await send<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`);
    expect(after.body).toEqual(cart);
  });

  it('4000 0000 0000 3220 needs the 3-D Secure challenge before any order', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const paid = (await payByCard(cart, await tokenize('4000000000003220'))).body;
    expect(paid.detail.card?.status).toBe('requires_action');
    const url = paid.detail.card?.action_url ?? '';
    expect(url).toMatch(/^\/sandbox-pay\/challenge\//);
    const early = await decideCart(api.app, paid, 'card-3ds-key-1');
    expect(expectApiError(early, 422, 'common.validation').message).toContain('本人認証');
    const page = await api.app.request(url);
    expect(await page.text()).toContain('本人認証（3-Dセキュア）');
    const done = await api.app.request(url, {
      method: 'POST',
      body: new URLSearchParams({ result: 'ok' }),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/cart/confirm/');
    expect((await check(paid)).body).toMatchObject({ result: true, status: 'succeeded' });
    expect((await decideCart(api.app, paid, 'card-3ds-key-2')).status).toBe(201);
  });

  it('no card token means no order', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const chosen = (await payByCard(cart)).body;
    const res = await decideCart(api.app, chosen, 'card-none-key-1');
    expect(expectApiError(res, 422, 'common.validation').message).toBe(
      'カード情報を入力してください。',
    );
  });
});
