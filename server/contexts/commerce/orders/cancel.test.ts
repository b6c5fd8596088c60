import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderList } from '../../../../contract/orders/orders.schema';
import type { PointHistory } from '../../../../contract/orders/points.schema';
import {
  coupons,
  jobs,
  orderCardPayments,
  orders,
  productVariants,
  sandboxIntents,
  userCoupons,
  users,
} from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { variantOf } from '../cart/cart.testing';
import { placeOrder } from './orders.testing';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const db = () => api.database.db;
const cancel = (
  id: number | string,
  token: string | undefined,
  reason: unknown = '予定が変わったため',
) =>
  req<OrderDetail>(api.app, 'PUT', `/v1/me/orders/${id}/cancel`, {
    token,
    body: { cancel_reason: reason },
  });
const stockOf = async (variantId: number) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;
const balanceOf = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0]?.pointsBalance;
const orderId = async (orderNo: string) =>
  (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]?.id ?? 0;
const historyOf = async (token: string) =>
  (
    await req<{ data: PointHistory[] }>(api.app, 'GET', '/v1/me/point-histories?per=100', {
      token,
    })
  ).body.data;

describe('cancelling the seeded order OK-20261118-0907', () => {
  it('puts stock and points back, records the reason, mails the member and lists it as cancelled', async () => {
    const id = await orderId('OK-20261118-0907');
    const sweater = await variantOf(api.app, 'school-sweater-navy', 'L');
    const before = { sweater: await stockOf(sweater) };
    const earned = (await req<OrderDetail>(api.app, 'GET', `/v1/me/orders/${id}`, { token: taro }))
      .body.points_earned;
    const res = await cancel(id, taro, '  サイズを間違えたため  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      is_cancellable: false,
      cancel_reason: 'サイズを間違えたため',
      cancel_only_ecd_key: 'deferred',
    });
    expect(await stockOf(sweater)).toBe((before.sweater ?? 0) + 1);
    expect(await balanceOf('taro@example.jp')).toBe(1500 + 300 - earned);
    expect((await historyOf(taro)).slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'revoked', points: -earned, shortfall: 0 }),
      expect.objectContaining({ kind: 'returned', points: 300 }),
    ]);
    const mails = (await db().select().from(jobs).where(eq(jobs.name, 'mail.send'))).map(
      (j) => j.payload,
    );
    const mail = mails.find((m) => String(m.subject).includes('OK-20261118-0907'));
    expect(mail).toMatchObject({ to: 'taro@example.jp' });
    expect(mail?.text).toContain('サイズを間違えたため');
    const list = await req<OrderList>(api.app, 'GET', '/v1/me/orders', { token: taro });
    expect(list.body.data[0]).toMatchObject({ order_no: 'OK-20261118-0907', status: 'cancelled' });
    expect(list.body.user_order_total_payment).toBe(
      list.body.data
        .filter((o) => o.status !== 'cancelled')
        .reduce((s, o) => s + o.total_payment, 0),
    );
  });

  it('refuses a second cancel and a delivered order with a Japanese message, changing nothing', async () => {
    const balance = await balanceOf('taro@example.jp');
    const again = await cancel(await orderId('OK-20261118-0907'), taro);
    expect(expectApiError(again, 422, 'common.validation').message).toBe(
      'このご注文はすでにキャンセルされています。',
    );
    const delivered = await cancel(await orderId('OK-20260802-0341'), taro);
    expect(expectApiError(delivered, 422, 'common.validation').errors?.order?.[0]).toContain(
      'キャンセルできません',
    );
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, 'OK-20260802-0341'));
    expect(row).toMatchObject({ status: 'delivered', cancelReason: null });
    expect(await balanceOf('taro@example.jp')).toBe(balance);
  });

  it('asks for a reason, and answers another member’s order exactly like a missing one', async () => {
    const id = await orderId('OK-20260315-0012');
    const empty = await cancel(id, taro, ' ');
    expect(expectApiError(empty, 422, 'common.validation').errors?.cancel_reason).toEqual([
      'キャンセルの理由を入力してください。',
    ]);
    const others = await cancel(id, hanako);
    const missing = await cancel(2_000_000_000, hanako);
    expectApiError(others, 404, 'common.not_found');
    expect(others.body).toEqual(missing.body);
    expectApiError(await cancel('99999999999', hanako), 404, 'common.not_found');
    expectApiError(await cancel(id, undefined), 401, 'auth.unauthorized');
  });
});

describe('cancelling an order placed with a card, a taken coupon, points and gift wrapping', () => {
  it('voids the card, frees the coupon and returns accessories to stock', async () => {
    const oxford = await variantOf(api.app, 'oxford-shirt', 'L');
    const senbei = await variantOf(api.app, 'senbei-gift');
    const wrap = await variantOf(api.app, 'gift-wrapping');
    const [spring] = await db().select().from(coupons).where(eq(coupons.code, 'SPRING1000'));
    await req(api.app, 'POST', '/v1/me/coupons', {
      token: hanako,
      body: { coupon_id: spring?.id },
    });
    const stock = {
      oxford: await stockOf(oxford),
      senbei: await stockOf(senbei),
      wrap: await stockOf(wrap),
    };
    const placed = await placeOrder(api.app, hanako, {
      lines: [
        { variantId: oxford, quantity: 2 },
        { variantId: senbei, quantity: 1 },
      ],
      accessory: { lineVariantId: senbei, variantId: wrap, quantity: 1 },
      coupon: 'SPRING1000',
      points: 200,
      card: true,
    });
    expect(await stockOf(wrap)).toBe((stock.wrap ?? 0) - 1);
    const copy = () =>
      db()
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.couponId, spring?.id ?? 0)));
    expect((await copy())[0]?.usedAt).not.toBeNull();
    const res = await cancel(placed.id, hanako);
    expect(res.status).toBe(200);
    expect(res.body.cancel_only_ecd_key).toBe('card');
    expect(await stockOf(oxford)).toBe(stock.oxford);
    expect(await stockOf(senbei)).toBe(stock.senbei);
    expect(await stockOf(wrap)).toBe(stock.wrap);
    expect((await copy())[0]?.usedAt).toBeNull();
    expect(await balanceOf('hanako@example.jp')).toBe(300);
    const [card] = await db()
      .select({ status: sandboxIntents.status })
      .from(orderCardPayments)
      .innerJoin(sandboxIntents, eq(sandboxIntents.id, orderCardPayments.intentId))
      .where(eq(orderCardPayments.orderId, placed.id));
    expect(card?.status).toBe('canceled');
  });

  it('takes back earned points only down to 0 and records what it could not take', async () => {
    const oxford = await variantOf(api.app, 'oxford-shirt', 'L');
    const first = await placeOrder(api.app, hanako, {
      lines: [{ variantId: oxford, quantity: 3 }],
    });
    const earned = (await historyOf(hanako)).find((h) => h.order_no === first.orderNo)?.points ?? 0;
    expect(earned).toBeGreaterThan(0);
    const balance = (await balanceOf('hanako@example.jp')) ?? 0;
    // Spend the whole balance on a second order, so the first one's points cannot all be taken back.
    await placeOrder(api.app, hanako, {
      lines: [{ variantId: oxford, quantity: 1 }],
      points: balance,
    });
    const left = (await balanceOf('hanako@example.jp')) ?? 0;
    expect(left).toBeLessThan(earned);
    expect((await cancel(first.id, hanako)).status).toBe(200);
    expect(await balanceOf('hanako@example.jp')).toBe(0);
    expect((await historyOf(hanako))[0]).toMatchObject({
      kind: 'revoked',
      points: -left,
      shortfall: earned - left,
      order_no: first.orderNo,
    });
  });
});

describe('two cancels racing', () => {
  it('cancel exactly once: one succeeds, the other is refused, stock comes back once', async () => {
    const oxford = await variantOf(api.app, 'oxford-shirt', 'L');
    const placed = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 2 }] });
    const before = await stockOf(oxford);
    const balance = await balanceOf('taro@example.jp');
    const results = await Promise.all([cancel(placed.id, taro), cancel(placed.id, taro)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await stockOf(oxford)).toBe((before ?? 0) + 2);
    const revoked = (await historyOf(taro)).filter(
      (h) => h.order_no === placed.orderNo && h.kind === 'revoked',
    );
    expect(revoked).toHaveLength(1);
    expect(await balanceOf('taro@example.jp')).toBe((balance ?? 0) + (revoked[0]?.points ?? 0));
  });
});
