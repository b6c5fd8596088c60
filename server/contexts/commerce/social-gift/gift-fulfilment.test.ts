import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { PlacedOrder } from '../../../../contract/checkout/checkout.schema';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type { GiftView } from '../../../../contract/social-gift/social-gift.schema';
import { orders, socialGifts } from '../../../db/schema/index';
import { runDueJobs } from '../../../jobs/runner';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { deliverQueuedMails, testOutbox } from '../../../testing/jobs';
import { CLOCK_REFUSED } from '../../back-office/admin/jobs.routes';
import { memberToken } from '../../catalogue/catalog/catalog.testing';
import { addDays } from '../../platform/calendar/index';
import { bearerHeaders, decideCart, GUEST, send, variantOf } from '../cart/cart.testing';
import { FRIEND_ADDRESS, patchCart } from '../checkout/shipments.testing';
import { FULFILMENT_MESSAGES as F } from '../orders/fulfilment.messages';
import { SWEEP_JOB } from '../orders/gift-expiry.commands';
import { createCardProvider, SANDBOX_SETUP } from '../payments/index';
import { payWith, placeGift, RECIPIENT } from './social-gift.testing';

/** The sandbox provider the test app runs with, for the gift sweep's card voids. */
const cards = createCardProvider(SANDBOX_SETUP);

const ADMIN = 'gift-fulfilment-admin';
let api: TestApi;
let taro: string;
let towel: number;

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: ADMIN } });
  taro = await memberToken(api.app);
  towel = await variantOf(api.app, 'gauze-towel-pink');
}, 600_000);
afterAll(() => api.drop());

const db = () => api.database.db;
const get = <T = unknown>(path: string, bearer?: string) =>
  send<T>(api.app, 'GET', path, undefined, bearerHeaders(bearer));
const admin = (orderId: number | string, action: 'ship' | 'paid', token = ADMIN) =>
  send<{ status: string; paid_at: string | null; shipped_at: string | null; message?: string }>(
    api.app,
    'POST',
    `/v1/admin/orders/${orderId}/${action}`,
    undefined,
    { Authorization: `Bearer ${token}` },
  );
const orderOf = async (orderNo: string) =>
  (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
const tokenOf = async (orderId: number) =>
  (await db().select().from(socialGifts).where(eq(socialGifts.orderId, orderId)))[0];
const giftStatus = async (p: { orderNo: string; guestToken: string }) =>
  (await get<PlacedOrder>(`/v1/carts/order/${p.orderNo}?t=${p.guestToken}`)).body.social_gift;

/** Accepts a gift with the first date Hokkaido's lead time allows. */
async function acceptGift(token: string) {
  const lead = await get<{ earliest_date: string; unavailable_dates: string[] }>(
    `/v1/shipping-leadtime/input/${token}?pref=${encodeURIComponent('北海道')}`,
  );
  let date = lead.body.earliest_date;
  while (lead.body.unavailable_dates.includes(date)) date = addDays(date, 1);
  const res = await send(api.app, 'PUT', `/v1/social-gifts/${token}`, {
    address: RECIPIENT,
    delivery_at: date,
  });
  expect(res.status).toBe(200);
  return date;
}

describe('the shop records a bank transfer (POST /v1/admin/orders/{id}/paid)', () => {
  it('needs the admin token', async () => {
    const placed = await placeGift(api.app, towel, { payment: 1 });
    const order = await orderOf(placed.orderNo);
    expectApiError(await admin(order?.id ?? 0, 'paid', 'wrong'), 401, 'auth.unauthorized');
    expect((await orderOf(placed.orderNo))?.paidAt).toBeNull();
  });

  it('opens a guest’s bank-transfer gift and mails its link at once; a second record is refused', async () => {
    const placed = await placeGift(api.app, towel, { payment: 1 });
    const order = await orderOf(placed.orderNo);
    const id = order?.id ?? 0;
    const token = (await tokenOf(id))?.token ?? '';
    expect((await giftStatus(placed))?.url).toBeNull();
    expect(expectApiError(await admin(id, 'ship'), 422, 'common.validation').message).toBe(
      F.unpaid,
    );
    // The shop's tools may name the order by its number.
    const paid = await admin(placed.orderNo, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.paid_at).not.toBeNull();
    await deliverQueuedMails(api.database);
    const mails = testOutbox.filter((m) => m.subject === M.mailLinkSubject(placed.orderNo));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(GUEST.email);
    expect(mails[0]?.text).toContain(`/social-gift/${token}/`);
    expect((await giftStatus(placed))?.url).toContain(`/social-gift/${token}/`);
    expect((await get(`/v1/social-gifts/${token}/products`)).status).toBe(200);
    // The hourly sweep finds the link already mailed: still one mail.
    await runDueJobs(api.database, { names: [SWEEP_JOB], cards });
    await deliverQueuedMails(api.database);
    expect(testOutbox.filter((m) => m.subject === M.mailLinkSubject(placed.orderNo))).toHaveLength(
      1,
    );
    expect(expectApiError(await admin(id, 'paid'), 422, 'common.validation').message).toBe(
      F.alreadyPaid,
    );
  });

  it('refuses a card order (paid when ordering) and a missing order', async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    const order = await orderOf(placed.orderNo);
    expect(
      expectApiError(await admin(order?.id ?? 0, 'paid'), 422, 'common.validation').message,
    ).toBe(F.notTransfer);
    expectApiError(await admin(2_000_000_000, 'paid'), 404, 'common.not_found');
  });
});

describe('the shop ships an order (POST /v1/admin/orders/{id}/ship)', () => {
  it('refuses a gift nobody accepted, then ships the accepted gift: 発送済み, mail and message', async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    const order = await orderOf(placed.orderNo);
    const id = order?.id ?? 0;
    const waiting = await admin(id, 'ship');
    expect(expectApiError(waiting, 422, 'common.validation').message).toBe(M.notAcceptedYet);
    expect((await orderOf(placed.orderNo))?.status).toBe('new');
    const date = await acceptGift(placed.giftToken ?? '');
    const shipped = await admin(id, 'ship');
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', shipped_at: expect.any(String) });
    expect(await giftStatus(placed)).toMatchObject({ status: 'shipped', delivery_date: date });
    const detail = await get<{ status: string; social_gift: { status: string } }>(
      `/v1/me/orders/${id}`,
      taro,
    );
    expect(detail.body).toMatchObject({ status: 'shipped', social_gift: { status: 'shipped' } });
    const view = await get<GiftView>(`/v1/social-gifts/${placed.giftToken}/products`);
    expect(view.body.status).toBe('shipped');
    await deliverQueuedMails(api.database);
    // A member's mails go to the member's verified address, never to one typed at checkout.
    expect(testOutbox.findLast((m) => m.subject === F.shippedSubject(placed.orderNo))?.to).toBe(
      'taro@example.jp',
    );
    const messages = await get<{ data: { title: string; body: string }[] }>(
      '/v1/me/system-messages',
      taro,
    );
    expect(messages.body.data[0]).toMatchObject({
      title: F.shippedTitle,
      body: F.shippedBody(placed.orderNo),
    });
    expect(expectApiError(await admin(id, 'ship'), 422, 'common.validation').message).toBe(
      F.alreadyShipped,
    );
    const cancel = await send(
      api.app,
      'PUT',
      `/v1/me/orders/${id}/cancel`,
      { cancel_reason: '不要' },
      bearerHeaders(taro),
    );
    expect(cancel.status).toBe(422);
    // Past its expiry the sweep leaves a shipped gift alone.
    const gift = await tokenOf(id);
    const late = new Date((gift?.expiresAt.getTime() ?? 0) + 86_400_000);
    await runDueJobs(api.database, { now: late, names: [SWEEP_JOB], cards });
    expect((await tokenOf(id))?.status).toBe('shipped');
    expect((await orderOf(placed.orderNo))?.status).toBe('shipped');
  });

  it('refuses a cancelled order and changes nothing', async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    const order = await orderOf(placed.orderNo);
    const id = order?.id ?? 0;
    await send(
      api.app,
      'PUT',
      `/v1/me/orders/${id}/cancel`,
      { cancel_reason: '不要' },
      bearerHeaders(taro),
    );
    expect(expectApiError(await admin(id, 'ship'), 422, 'common.validation').message).toBe(
      F.cancelled,
    );
    expect((await orderOf(placed.orderNo))?.status).toBe('cancelled');
    // The cancellation closed the gift; the refused shipment left it so.
    expect((await tokenOf(id))?.status).toBe('cancelled');
  });
});

describe('any shipment of a multi-shipment order can be the gift', () => {
  it('sends shipment 2 as the gift: shipment 1 keeps its address, the recipient sees only their goods', async () => {
    const senbei = await variantOf(api.app, 'senbei-gift');
    const as = bearerHeaders(taro);
    const token = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, as)).body.token;
    const patch = (path: string, body: object) => patchCart(api.app, path, body, as);
    await patch('products/add', { token, product_id: towel, quantity: 1 });
    await patch('products/add', { token, product_id: senbei, quantity: 2 });
    await patch('order/modify', { token, orderer: GUEST });
    await patch('shippings/modify', { token, same_as_orderer: true, delivery_id: 3 });
    const added = await patch('shippings/add', { token, address: FRIEND_ADDRESS });
    const senbeiKey = added.body.detail.products.find((p) => p.product_id === senbei)?.key;
    const divided = await patch('products/divide', {
      token,
      key: senbeiKey,
      to_shipping_key: '2',
      quantity: 1,
    });
    expect(divided.status).toBe(200);
    const unknown = await patch('social/receiver', {
      token,
      is_social_gift: true,
      shipping_key: '7',
    });
    expect(expectApiError(unknown, 422, 'common.validation').message).toBe(M.unknownShipment);
    const gift = await patch('social/receiver', {
      token,
      is_social_gift: true,
      shipping_key: '2',
      message: '二つ目のお届け先から',
    });
    expect(gift.status).toBe(200);
    const [first, second] = gift.body.detail.shippings;
    expect(first).toMatchObject({ key: '1', social_gift: null });
    expect(first?.address).not.toBeNull();
    expect(second).toMatchObject({
      key: '2',
      address: null,
      social_gift: { message: '二つ目のお届け先から' },
    });
    const again = await patch('social/receiver', {
      token,
      is_social_gift: true,
      shipping_key: '1',
    });
    expect(expectApiError(again, 422, 'common.validation').message).toBe(M.singleShipment);
    const paid = await payWith(api.app, token, 'card', taro);
    const placed = await decideCart(api.app, paid.body, `gift-ship2-${Date.now()}`, {}, taro);
    expect(placed.status).toBe(201);
    const order = await orderOf(placed.body.order_no);
    const row = await tokenOf(order?.id ?? 0);
    expect(row).toMatchObject({ shippingKey: '2', status: 'waiting' });
    const view = await get<GiftView>(`/v1/social-gifts/${row?.token}/products`);
    expect(view.body.shipping_id).toBe('2');
    expect(view.body.products.map((p) => [p.product_info.key, p.quantity])).toEqual([
      ['senbei-gift', 1],
    ]);
    const date = await acceptGift(row?.token ?? '');
    const shippings = (await orderOf(placed.body.order_no))?.shippings ?? [];
    expect(shippings.find((s) => s.key === '2')).toMatchObject({ deliveryDate: date });
    expect(shippings.find((s) => s.key === '1')).toMatchObject({ deliveryDate: null });
  });
});

describe('the shop runs a job now (POST /v1/admin/jobs/{name}/run)', () => {
  const run = (name: string, body: object, token = ADMIN) =>
    send<{ ran: number; message?: string }>(api.app, 'POST', `/v1/admin/jobs/${name}/run`, body, {
      Authorization: `Bearer ${token}`,
    });
  it('runs the sweep with the real clock; a later clock only where ADMIN_JOB_CLOCK is on', async () => {
    expectApiError(await run(SWEEP_JOB, {}, 'wrong'), 401, 'auth.unauthorized');
    expectApiError(await run('no.such-job', {}), 404, 'common.not_found');
    const ran = await run(SWEEP_JOB, {});
    expect(ran.status).toBe(200);
    const later = await run(SWEEP_JOB, { now: '2099-01-01T00:00:00Z' });
    expect(expectApiError(later, 422, 'common.validation').message).toBe(CLOCK_REFUSED);
  });
});
