import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../../contract/checkout/checkout.schema';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type { GiftView } from '../../../../contract/social-gift/social-gift.schema';
import { orders, productVariants, sandboxIntents, socialGifts } from '../../../db/schema/index';
import { runDueJobs } from '../../../jobs/runner';
import { seededApi, type TestApi } from '../../../testing/api';
import { deliverQueuedMails, testOutbox } from '../../../testing/jobs';
import { memberToken } from '../../catalogue/catalog/catalog.testing';
import { addDays } from '../../platform/calendar/index';
import { GUEST, send, variantOf } from '../cart/cart.testing';
import { remindGiftBuyers, SWEEP_JOB } from '../orders/gift-expiry.commands';
import { createCardProvider, SANDBOX_SETUP } from '../payments/index';
import { giftCart, payWith, placeGift, RECIPIENT } from './social-gift.testing';

/** The sandbox provider the test app runs with, for the gift sweep's card voids. */
const cards = createCardProvider(SANDBOX_SETUP);

let api: TestApi;
let taro: string;
let towel: number;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  towel = await variantOf(api.app, 'gauze-towel-pink');
  // Seeding a fresh database takes minutes when the machine is busy.
}, 600_000);
afterAll(() => api.drop());

const db = () => api.database.db;
const get = <T = unknown>(path: string, bearer?: string) =>
  send<T>(api.app, 'GET', path, undefined, bearer ? { Authorization: `Bearer ${bearer}` } : {});
const post = <T = unknown>(path: string, body: unknown) => send<T>(api.app, 'POST', path, body);
const accept = (token: string, body: object) =>
  send<{ status: string; message?: string; errors?: Record<string, string[]> }>(
    api.app,
    'PUT',
    `/v1/social-gifts/${token}`,
    body,
  );
const stockOf = async (id: number) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, id)))[0]?.stock ?? -1;
const giftRow = async (token: string) =>
  (await db().select().from(socialGifts).where(eq(socialGifts.token, token)))[0];

/** A date the lead time of Hokkaido allows, and the lead time itself. */
async function goodDate(token: string) {
  const lead = await get<{
    earliest_date: string;
    latest_date: string;
    unavailable_dates: string[];
    order_shipping_id?: string;
  }>(`/v1/shipping-leadtime/input/${token}?pref=${encodeURIComponent('北海道')}`);
  expect(lead.status).toBe(200);
  // Spec §3: the lead time names the gift shipment it is for.
  const shipping = await get<{ id: string }>(`/v1/social-gifts/${token}/shipping`);
  expect(lead.body.order_shipping_id).toBe(shipping.body.id);
  let date = lead.body.earliest_date;
  while (lead.body.unavailable_dates.includes(date)) date = addDays(date, 1);
  return { date, lead: lead.body };
}

const recipientLeaks = (text: string) =>
  [
    RECIPIENT.last_name,
    RECIPIENT.first_name,
    RECIPIENT.city,
    RECIPIENT.address1,
    RECIPIENT.phone_number,
  ].some((s) => text.includes(s));

describe('the buyer at checkout', () => {
  it('sends shipment 1 as a gift: no address, the message card kept', async () => {
    const { receiver } = await giftCart(api.app, towel, { message: '  いつもありがとう  ' });
    expect(receiver.status).toBe(200);
    const shipment = receiver.body.detail.shippings[0];
    expect(shipment?.address).toBeNull();
    expect(shipment?.social_gift).toEqual({ message: 'いつもありがとう' });
  });

  it('refuses a message over 200 characters and an age-restricted product, in Japanese', async () => {
    const long = await giftCart(api.app, towel, { message: 'あ'.repeat(201) });
    expect(long.receiver.status).toBe(422);
    expect(JSON.stringify(long.receiver.body)).toContain(M.messageTooLong(200));
    const sake = await variantOf(api.app, 'junmai-sake');
    const refused = await giftCart(api.app, sake);
    expect(refused.receiver.status).toBe(422);
    expect(refused.receiver.body.message).toContain('ソーシャルギフトでお贈りいただけません');
  });

  it('refuses 後払い (payment 3) at the payment step and at the decision', async () => {
    const { token } = await giftCart(api.app, towel);
    const step = await payWith(api.app, token, 3);
    expect(step.status).toBe(422);
    expect((step.body as unknown as { message: string }).message).toBe(M.paymentNotAllowed);
    // A cart that chose 後払い before becoming a gift is refused at the decision.
    const other = await send<{ token: string }>(api.app, 'POST', '/v1/carts/init', {});
    const t = other.body.token;
    await send(api.app, 'PATCH', '/v1/carts/products/add', {
      token: t,
      product_id: towel,
      quantity: 1,
    });
    await send(api.app, 'PATCH', '/v1/carts/order/modify', { token: t, orderer: GUEST });
    const chosen = await payWith(api.app, t, 3);
    expect(chosen.status).toBe(200);
    await send(api.app, 'PATCH', '/v1/carts/social/receiver', { token: t, is_social_gift: true });
    const cart = (await get<import('../../../../contract/cart/cart.schema').Cart>(`/v1/carts/${t}`))
      .body;
    const decided = await send<{ message: string }>(
      api.app,
      'POST',
      `/v1/carts/${t}/decision`,
      { total_payment: cart.detail.order.total_payment, payment_id: 3 },
      { 'Idempotency-Key': `gift-deferred-${Date.now()}` },
    );
    expect(decided.status).toBe(422);
    expect(decided.body.message).toBe(M.paymentNotAllowed);
  });

  it('places a card gift: a random link (≥128 bits, not from the order number), waiting, 14 days, mailed', async () => {
    const before = await stockOf(towel);
    const placed = await placeGift(api.app, towel, { bearer: taro });
    expect(await stockOf(towel)).toBe(before - 1);
    const gift = placed.order.social_gift;
    expect(gift?.status).toBe('waiting');
    expect(placed.giftToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(placed.giftToken).not.toContain(placed.orderNo.replace(/\D/g, '').slice(-6));
    const days = (Date.parse(gift?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(placed.order.shippings?.[0]?.address).toBeNull();
    await deliverQueuedMails(api.database);
    const mail = testOutbox.findLast((m) => m.subject === M.mailLinkSubject(placed.orderNo));
    expect(mail?.text).toContain(`/social-gift/${placed.giftToken}/`);
  });

  it('keeps a bank-transfer link hidden (and dead) until the order is paid', async () => {
    const placed = await placeGift(api.app, towel, { payment: 1 });
    expect(placed.order.social_gift?.url).toBeNull();
    const [row] = await db()
      .select({ token: socialGifts.token, orderId: socialGifts.orderId })
      .from(socialGifts)
      .innerJoin(orders, eq(orders.id, socialGifts.orderId))
      .where(eq(orders.orderNo, placed.orderNo));
    expect((await get(`/v1/social-gifts/${row?.token}/products`)).status).toBe(404);
    await db()
      .update(orders)
      .set({ paidAt: new Date() })
      .where(eq(orders.id, row?.orderId ?? 0));
    const after = await get<PlacedOrder>(
      `/v1/carts/order/${placed.orderNo}?t=${placed.guestToken}`,
    );
    expect(after.body.social_gift?.url).toContain(`/social-gift/${row?.token}/`);
    expect((await get(`/v1/social-gifts/${row?.token}/products`)).status).toBe(200);
  });
});

describe('the recipient', () => {
  it('sees the sender, the message and the goods without prices; unknown links are 404 in Japanese', async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    const view = await get<GiftView>(`/v1/social-gifts/${placed.giftToken}/products`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      status: 'waiting',
      sender_name: '山田 花子',
      message: 'お誕生日おめでとう！',
    });
    expect(view.body.products[0]).toMatchObject({
      quantity: 1,
      product_info: { key: 'gauze-towel-pink' },
    });
    expect(view.text).not.toMatch(/price/);
    const unknown = await get<{ message: string }>(`/v1/social-gifts/${'x'.repeat(32)}/products`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.notFound);
    expect((await get(`/v1/social-gifts/${placed.giftToken}/shipping`)).body).toMatchObject({
      id: '1',
    });
  });

  it('refuses a bad address and bad dates in Japanese, changing nothing', async () => {
    const { giftToken } = await placeGift(api.app, towel);
    const token = giftToken ?? '';
    const bad = await post<{ errors: Record<string, string[]> }>(
      '/v1/social-gifts/check/shipping',
      {
        token,
        address: { ...RECIPIENT, postal_code: '12' },
      },
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toContain('郵便番号');
    expect(
      (await post('/v1/social-gifts/check/shipping', { token, address: RECIPIENT })).status,
    ).toBe(200);
    const { date, lead } = await goodDate(token);
    const check = (delivery_at: string, delivery_timezone: object | null = null) =>
      post<{ message: string; delivery_timezone_key?: string }>('/v1/social-gifts/check/delivery', {
        token,
        prefecture: '北海道',
        delivery_at,
        delivery_timezone,
      });
    expect((await check(addDays(lead.earliest_date, -1))).body.message).toBe(
      M.dateTooEarly(lead.earliest_date),
    );
    expect((await check(lead.unavailable_dates[0] ?? '')).body.message).toBe(M.dateHoliday);
    expect((await check(addDays(lead.latest_date, 1))).body.message).toBe(
      M.dateTooLate(lead.latest_date),
    );
    // The last date never passes the gift's expiry day (14 days) by more than the late-accept week.
    expect(lead.latest_date <= addDays(lead.earliest_date, 14)).toBe(true);
    const ok = await check(date, { am: '午前中' });
    expect(ok.status).toBe(200);
    expect(ok.body.delivery_timezone_key).toBe('am');
    const wrong = await accept(token, {
      address: RECIPIENT,
      delivery_at: addDays(lead.earliest_date, -1),
    });
    expect(wrong.status).toBe(422);
    expect((await giftRow(token))?.status).toBe('waiting');
  });

  it('accepts once; the second acceptance is refused and changes nothing; the buyer is told, never shown the address', async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    const token = placed.giftToken ?? '';
    const { date } = await goodDate(token);
    const first = await accept(token, {
      address: RECIPIENT,
      delivery_at: date,
      delivery_timezone: { am: '午前中' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'accepted',
      delivery_at: date,
      delivery_timezone_key: 'am',
    });
    const again = await accept(token, {
      address: { ...RECIPIENT, city: '別の市' },
      delivery_at: date,
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(M.alreadyAccepted);
    expect((await giftRow(token))?.recipient?.city).toBe(RECIPIENT.city);
    // The shop ships it: the order's shipment has the date and slot.
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    expect(order?.shippings?.[0]).toMatchObject({ deliveryDate: date, deliveryTime: 'am' });
    // The buyer: the order reply, the member's order detail, the gift calls with the same link.
    const reply = await get<PlacedOrder>(
      `/v1/carts/order/${placed.orderNo}?t=${placed.guestToken}`,
    );
    expect(reply.body.social_gift).toMatchObject({ status: 'accepted', delivery_date: date });
    const detail = await get<{ social_gift?: unknown }>(`/v1/me/orders/${order?.id}`, taro);
    expect(detail.body.social_gift).toMatchObject({ status: 'accepted', delivery_date: date });
    const views = [
      reply.text,
      detail.text,
      (await get(`/v1/social-gifts/${token}/products`)).text,
      (await get(`/v1/social-gifts/${token}/complete`)).text,
      (await get(`/v1/social-gifts/${token}/shipping`)).text,
      (await get(`/v1/me/orders?per=50`, taro)).text,
    ];
    for (const text of views) expect(recipientLeaks(text)).toBe(false);
    await deliverQueuedMails(api.database);
    const mail = testOutbox.findLast((m) => m.subject === M.mailAcceptedSubject(placed.orderNo));
    // A member's mails go to the member's verified address, never to one typed at checkout.
    expect(mail?.to).toBe('taro@example.jp');
    expect(recipientLeaks(mail?.text ?? '')).toBe(false);
    const complete = await get(`/v1/social-gifts/${token}/complete`);
    expect(complete.body).toMatchObject({ status: 'accepted', delivery_at: date });
  });

  it('gives one acceptance to two recipients racing', async () => {
    const { giftToken } = await placeGift(api.app, towel);
    const token = giftToken ?? '';
    const { date } = await goodDate(token);
    const results = await Promise.all([
      accept(token, { address: RECIPIENT, delivery_at: date }),
      accept(token, { address: { ...RECIPIENT, last_name: '横取' }, delivery_at: date }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });
});

describe('expiry', () => {
  it('reminds the buyer 3 days before, then cancels, refunds and restores stock; the link then says expired', async () => {
    // Its own variant: the sweep also expires the other tests' gifts and puts their stock back.
    const blue = await variantOf(api.app, 'gauze-towel-blue');
    const before = await stockOf(blue);
    const placed = await placeGift(api.app, blue, { bearer: taro });
    const token = placed.giftToken ?? '';
    expect(await stockOf(blue)).toBe(before - 1);
    const row = await giftRow(token);
    const at = (days: number) => new Date((row?.expiresAt.getTime() ?? 0) + days * 86_400_000);
    await runDueJobs(api.database, { now: at(-2.5), names: [SWEEP_JOB], cards });
    await deliverQueuedMails(api.database);
    expect(testOutbox.some((m) => m.subject === M.mailReminderSubject(placed.orderNo))).toBe(true);
    expect((await giftRow(token))?.status).toBe('waiting');
    await runDueJobs(api.database, { now: at(0.1), names: [SWEEP_JOB], cards });
    expect((await giftRow(token))?.status).toBe('expired');
    expect(await stockOf(blue)).toBe(before);
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    expect(order?.status).toBe('cancelled');
    const intents = await db().select().from(sandboxIntents);
    expect(intents.some((i) => i.status === 'canceled')).toBe(true);
    const view = await get<GiftView>(`/v1/social-gifts/${token}/products`);
    expect(view.body).toMatchObject({ status: 'expired', products: [] });
    const late = await accept(token, { address: RECIPIENT, delivery_at: '2027-01-05' });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(M.expired);
    const reply = await get<PlacedOrder>(
      `/v1/carts/order/${placed.orderNo}?t=${placed.guestToken}`,
    );
    expect(reply.body.social_gift?.status).toBe('expired');
  });

  it("reminds by the member's own name and address when the order kept neither", async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    await db()
      .update(orders)
      .set({ email: null, orderer: null })
      .where(eq(orders.orderNo, placed.orderNo));
    const row = await giftRow(placed.giftToken ?? '');
    // The reminder step itself: the recurring sweep already ran later in the expiry test above.
    const now = new Date((row?.expiresAt.getTime() ?? 0) - 2.5 * 86_400_000);
    await remindGiftBuyers({ database: api.database, now });
    await deliverQueuedMails(api.database);
    const reminder = testOutbox.find((m) => m.subject === M.mailReminderSubject(placed.orderNo));
    expect(reminder?.to).toBe('taro@example.jp');
    expect(reminder?.text).toContain('山田 太郎');
  });

  it('marks a gift whose order the member cancelled as cancelled, with its own Japanese refusal', async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    const cancelled = await send(
      api.app,
      'PUT',
      `/v1/me/orders/${order?.id}/cancel`,
      { cancel_reason: '気が変わった' },
      { Authorization: `Bearer ${taro}` },
    );
    expect(cancelled.status).toBe(200);
    const view = await get<GiftView>(`/v1/social-gifts/${placed.giftToken}/products`);
    expect(view.body.status).toBe('cancelled');
    const refused = await accept(placed.giftToken ?? '', {
      address: RECIPIENT,
      delivery_at: '2027-01-05',
    });
    expect(refused.body.message).toBe(M.cancelled);
  });
});

describe('cancelled after acceptance', () => {
  it('tells the recipient it is cancelled, shows no delivery date and erases the recipient’s address', async () => {
    const placed = await placeGift(api.app, towel, { bearer: taro });
    const token = placed.giftToken ?? '';
    const { date } = await goodDate(token);
    const accepted = await accept(token, { address: RECIPIENT, delivery_at: date });
    expect(accepted.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, placed.orderNo));
    const cancelled = await send(
      api.app,
      'PUT',
      `/v1/me/orders/${order?.id}/cancel`,
      { cancel_reason: '贈り先を間違えた' },
      { Authorization: `Bearer ${taro}` },
    );
    expect(cancelled.status).toBe(200);
    const view = await get<GiftView>(`/v1/social-gifts/${token}/products`);
    expect(view.body).toMatchObject({ status: 'cancelled', delivery_at: null, products: [] });
    const complete = await get(`/v1/social-gifts/${token}/complete`);
    expect(complete.body).toMatchObject({ status: 'cancelled', delivery_at: null });
    expect((await get(`/v1/social-gifts/${token}/shipping`)).body).toMatchObject({
      status: 'cancelled',
    });
    const row = await giftRow(token);
    expect(row).toMatchObject({ status: 'cancelled', recipient: null, deliveryDate: null });
    expect(recipientLeaks(JSON.stringify(row))).toBe(false);
    const reply = await get<PlacedOrder>(
      `/v1/carts/order/${placed.orderNo}?t=${placed.guestToken}`,
    );
    expect(reply.body.social_gift?.status).toBe('cancelled');
  });
});

describe('rate limit', () => {
  it('answers 429 after too many acceptances from one IP', async () => {
    let last = 0;
    for (let i = 0; i < 25; i += 1)
      last = (await accept('y'.repeat(32), { address: RECIPIENT, delivery_at: '2027-01-05' }))
        .status;
    expect(last).toBe(429);
  });
});
