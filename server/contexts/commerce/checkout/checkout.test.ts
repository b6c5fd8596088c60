import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { orders, productVariants } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { deliverQueuedMails, testOutbox } from '../../../testing/jobs';
import { addDays, earliestDelivery } from '../../platform/calendar/index';
import { decideCart, GUEST, readyCart, send, variantOf } from '../cart/cart.testing';

let api: TestApi;
let oxfordM: number;
let senbei: number;

beforeAll(async () => {
  api = await seededApi();
  oxfordM = await variantOf(api.app, 'oxford-shirt', 'M');
  senbei = await variantOf(api.app, 'senbei-gift');
});
afterAll(() => api.drop());

const patch = (path: string, body: unknown) =>
  call<Cart>(api.app, 'PATCH', `/v1/carts/${path}`, { body });
const getCart = async (token: string) =>
  (await call<Cart>(api.app, 'GET', `/v1/carts/${token}`)).body;

async function cartWith(lines: { variantId: number; quantity: number }[]) {
  const cart = (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body;
  for (const l of lines) {
    await patch('products/add', {
      token: cart.token,
      product_id: l.variantId,
      quantity: l.quantity,
    });
  }
  return getCart(cart.token);
}

describe('orderer and shipping', () => {
  it('rejects an orderer with missing or malformed fields in Japanese and keeps the cart', async () => {
    const cart = await cartWith([{ variantId: oxfordM, quantity: 1 }]);
    const res = await patch('order/modify', {
      token: cart.token,
      orderer: {
        ...GUEST,
        last_name: '',
        first_name_kana: 'はなこ',
        postal_code: '15-1',
        email: 'x',
      },
    });
    const body = expectApiError(res, 422, 'common.validation');
    expect(body.errors?.['orderer.last_name']).toEqual(['姓を入力してください。']);
    expect(body.errors?.['orderer.first_name_kana']).toEqual(['全角カタカナで入力してください。']);
    expect(body.errors?.['orderer.postal_code']?.[0]).toContain('郵便番号');
    expect(body.errors?.['orderer.email']).toEqual(['メールアドレスの形式が正しくありません。']);
    expect(await getCart(cart.token)).toEqual(cart);
  });

  it('stores the orderer and ships to the same address on an available date', async () => {
    const cart = await cartWith([{ variantId: oxfordM, quantity: 1 }]);
    const withOrderer = await patch('order/modify', { token: cart.token, orderer: GUEST });
    expect(withOrderer.status).toBe(200);
    expect(withOrderer.body.detail.orderer?.postal_code).toBe('1500001');
    const date = earliestDelivery(new Date(), '東京都');
    const shipped = await patch('shippings/modify', {
      token: cart.token,
      same_as_orderer: true,
      delivery_id: 3,
      delivery_date: date,
      delivery_time: '14-16',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.detail.shippings[0]).toMatchObject({
      delivery_name: 'お客様直送',
      delivery_date: date,
      delivery_time_label: '14時〜16時',
      address: { prefecture: '東京都', city: '渋谷区神宮前' },
    });
  });

  it('refuses a delivery date before the lead time or a slot that does not exist', async () => {
    const cart = await cartWith([{ variantId: oxfordM, quantity: 1 }]);
    await patch('order/modify', { token: cart.token, orderer: GUEST });
    const before = await getCart(cart.token);
    const early = addDays(earliestDelivery(new Date(), '東京都'), -1);
    const res = await patch('shippings/modify', {
      token: cart.token,
      same_as_orderer: true,
      delivery_id: 3,
      delivery_date: early,
    });
    expect(expectApiError(res, 422, 'common.validation').errors?.delivery_date).toEqual([
      '指定できないお届け日です。別の日を選んでください。',
    ]);
    const slot = await patch('shippings/modify', {
      token: cart.token,
      same_as_orderer: true,
      delivery_id: 3,
      delivery_time: '03-05',
    });
    expectApiError(slot, 422, 'common.validation');
    const none = await patch('shippings/modify', { token: cart.token, delivery_id: 3 });
    expect(expectApiError(none, 422, 'common.validation').message).toBe(
      'お届け先を入力してください。',
    );
    expect(await getCart(cart.token)).toEqual(before);
  });

  it('gives the lead time and the business calendar', async () => {
    const cart = await cartWith([{ variantId: oxfordM, quantity: 1 }]);
    const lead = await call<{
      earliest_date: string;
      time_slots: unknown[];
      deliveries: unknown[];
    }>(api.app, 'GET', `/v1/shipping-leadtime/carts/${cart.token}?pref=沖縄県`);
    expect(lead.status).toBe(200);
    expect(lead.body.earliest_date).toBe(earliestDelivery(new Date(), '沖縄県'));
    expect(lead.body.deliveries).toHaveLength(3);
    const cal = await call<{ data: { date: string; is_holiday: boolean; name: string | null }[] }>(
      api.app,
      'GET',
      '/v1/business-dates/monthly/calendar/front?startDate=2026-11-01&endDate=2026-11-30',
    );
    expect(cal.body.data).toHaveLength(30);
    expect(cal.body.data.find((d) => d.date === '2026-11-23')).toEqual({
      date: '2026-11-23',
      is_holiday: true,
      name: '勤労感謝の日',
    });
  });

  it('refuses an end date before the start date (§5 min_date), per field in Japanese', async () => {
    const cal = (q: string) =>
      call<{ code: string; errors?: Record<string, string[]> }>(
        api.app,
        'GET',
        `/v1/business-dates/monthly/calendar/front?${q}`,
      );
    const bad = await cal('startDate=2026-11-10&endDate=2026-11-09');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      endDate: ['終了日は開始日以降の日付を入力してください。'],
    });
    expect((await cal('startDate=2026-11-10&endDate=2026-11-10')).status).toBe(200);
    const notDate = await cal('startDate=2026-13-01');
    expect(notDate.body.errors?.startDate).toEqual([
      '開始日は正しい日付（例：2026-04-01）で入力してください。',
    ]);
  });
});

describe('payments', () => {
  it('offers bank transfer to a guest, refuses 掛け払い with the reason', async () => {
    const cart = await cartWith([{ variantId: oxfordM, quantity: 1 }]);
    const list = await call<{
      data: { id: number; is_available: boolean; unavailable_reason: string | null }[];
    }>(api.app, 'GET', `/v1/payments/carts/${cart.token}`);
    expect(list.body.data.find((p) => p.id === 1)?.is_available).toBe(true);
    expect(list.body.data.find((p) => p.id === 2)?.unavailable_reason).toBe(
      '掛け払いは法人会員さまのみご利用いただけます。',
    );
    const refused = await patch('order/modify', { token: cart.token, payment_id: 2 });
    expectApiError(refused, 422, 'common.validation');
    expect(
      expectApiError(
        await call(api.app, 'GET', `/v1/carts/${cart.token}/payment/2/check`),
        422,
        'common.validation',
      ).message,
    ).toBe('掛け払いは法人会員さまのみご利用いただけます。');
    expect((await call(api.app, 'GET', `/v1/carts/${cart.token}/payment/1/check`)).body).toEqual({
      result: true,
      payment_id: 1,
    });
    const chosen = await patch('order/modify', { token: cart.token, payment_id: 1 });
    expect(chosen.body.payment_name).toBe('事前銀行振込');
  });

  it('refuses 後払い over its limit and adds its fee under it', async () => {
    const bag = await variantOf(api.app, 'school-blazer-boys-navy');
    const big = await cartWith([{ variantId: bag, quantity: 2 }]);
    expect(big.detail.order.total_payment).toBeGreaterThan(55000);
    const over = await patch('order/modify', { token: big.token, payment_id: 3 });
    expect(expectApiError(over, 422, 'common.validation').message).toContain('ご利用上限');
    const small = await cartWith([{ variantId: senbei, quantity: 1 }]);
    const fee = await patch('order/modify', { token: small.token, payment_id: 3 });
    expect(fee.body.detail.order.payment_fee).toBe(250);
    expect(fee.body.detail.order.total_payment).toBe(small.detail.order.total_payment + 250);
  });
});

describe('POST /v1/carts/{token}/decision', () => {
  it('places one order per key: replays the same key, refuses it with another body', async () => {
    const cart = await readyCart(api.app, [
      { variantId: oxfordM, quantity: 1 },
      { variantId: senbei, quantity: 2 },
    ]);
    const [stockBefore] = await api.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, senbei));
    expectApiError(await decideCart(api.app, cart, ''), 422, 'common.validation');
    const first = await decideCart(api.app, cart, 'key-aaaaaaaa-1');
    expect(first.status).toBe(201);
    expect(first.body.order_no).toMatch(/^OK-\d{8}-\d{6}$/);
    expect(first.body.total_payment).toBe(cart.detail.order.total_payment);
    const again = await decideCart(api.app, cart, 'key-aaaaaaaa-1');
    expect(again.status).toBe(200);
    expect(again.body.order_no).toBe(first.body.order_no);
    const changed = await decideCart(api.app, cart, 'key-aaaaaaaa-1', { total_payment: 1 });
    expect(expectApiError(changed, 422, 'common.validation').message).toContain('同じ注文キー');
    const otherTab = await decideCart(api.app, cart, 'key-bbbbbbbb-2');
    expect(otherTab.body.order_no).toBe(first.body.order_no);
    const [stockAfter] = await api.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, senbei));
    expect(stockAfter?.stock).toBe((stockBefore?.stock ?? 0) - 2);
    const emptied = await getCart(cart.token);
    expect(emptied.detail.products).toHaveLength(0);
    expect(emptied.order_no).toBe(first.body.order_no);
  });

  it('decides a cart sent without Idempotency-Key once: a second decision replays its order', async () => {
    const cart = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    const before = await api.database.db.$count(orders);
    const first = await decideCart(api.app, cart, undefined);
    expect(first.status).toBe(201);
    const second = await decideCart(api.app, cart, undefined);
    expect(second.status).toBe(200);
    expect(second.body.order_no).toBe(first.body.order_no);
    const byKey = await decideCart(api.app, cart, 'key-after-derived-1');
    expect(byKey.body.order_no).toBe(first.body.order_no);
    expect(await api.database.db.$count(orders)).toBe(before + 1);
  });

  it('shows the placed order with its guest token only, bank details included, and mails it', async () => {
    await deliverQueuedMails(api.database);
    const cart = await readyCart(api.app, [{ variantId: oxfordM, quantity: 1 }]);
    const placed = await decideCart(api.app, cart, 'key-mail-0001');
    const path = `/v1/carts/order/${placed.body.order_no}`;
    expectApiError(await call(api.app, 'GET', path), 404, 'common.not_found');
    expectApiError(await call(api.app, 'GET', `${path}?t=wrong`), 404, 'common.not_found');
    const order = await call<{
      bank_account: { bank: string } | null;
      email: string;
      lines: unknown[];
    }>(api.app, 'GET', `${path}?t=${placed.body.guest_token}`);
    expect(order.status).toBe(200);
    expect(order.body.email).toBe(GUEST.email);
    expect(order.body.bank_account?.bank).toBeTruthy();
    const mails = () => testOutbox.filter((m) => m.to === GUEST.email);
    // Queued in the order's transaction; the worker (here: the test) sends it, once.
    const before = mails().length;
    expect(await decideCart(api.app, cart, 'key-mail-0001')).toMatchObject({ status: 200 });
    expect(await deliverQueuedMails(api.database)).toBe(1);
    expect(mails()).toHaveLength(before + 1);
  });

  it('queues no mail for a decision that is refused (the order rolls back)', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxfordM, quantity: 1 }]);
    await deliverQueuedMails(api.database);
    const refused = await decideCart(api.app, cart, 'key-mail-0002', { total_payment: 1 });
    expectApiError(refused, 422, 'common.validation');
    expect(await deliverQueuedMails(api.database)).toBe(0);
  });

  it('refuses a changed total, a missing payment and an empty cart with Japanese messages', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxfordM, quantity: 1 }]);
    const changed = await decideCart(api.app, cart, 'key-total-0001', { total_payment: 1 });
    expect(expectApiError(changed, 422, 'common.validation').message).toContain(
      'ご注文金額が変更されました',
    );
    const noPayment = await decideCart(api.app, cart, 'key-total-0002', { payment_id: 3 });
    expectApiError(noPayment, 422, 'common.validation');
    const empty = await cartWith([]);
    const res = await send(
      api.app,
      'POST',
      `/v1/carts/${empty.token}/decision`,
      { total_payment: 0, payment_id: 1 },
      {
        'Idempotency-Key': 'key-empty-0001',
      },
    );
    expect(expectApiError(res, 422, 'common.validation').message).toBe(
      'カートに商品がありません。',
    );
  });
});
