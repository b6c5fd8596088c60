import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminOrder,
  AdminOrderListItem,
} from '../../../../contract/orders/back-office-orders.schema';
import type { OrderDetail, OrderList } from '../../../../contract/orders/orders.schema';
import { FORMATS } from '../../../../contract/shared/common.messages';
import {
  auditLog,
  coupons,
  jobs,
  orderRefunds,
  orders,
  productVariants,
  sandboxIntents,
  userCoupons,
  users,
} from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { variantOf } from '../cart/cart.testing';
import { placeOrder } from '../orders/orders.testing';

/** Calls of the sandbox provider's refund (cancel): a refund must never be sent twice. */
const refundCalls: string[] = [];
vi.mock('../payments/sandbox.commands', async (importOriginal) => {
  const real = await importOriginal<typeof import('../payments/sandbox.commands')>();
  return {
    ...real,
    cancel: (...args: Parameters<typeof real.cancel>) => {
      refundCalls.push(args[1]);
      return real.cancel(...args);
    },
  };
});

let api: TestApi;
let operator: StaffBrowser;
let editor: StaffBrowser;
let taro: string;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  operator = await signedInAs(api, 'operator@example.jp');
  editor = await signedInAs(api, 'editor@example.jp');
  taro = await memberToken(api.app);
  oxford = await variantOf(api.app, 'oxford-shirt', 'L');
});
afterAll(() => api.drop());

const db = () => api.database.db;
const list = (query: string, browser = operator) =>
  staffCall<{ data: AdminOrderListItem[] }>(api, browser, 'GET', `/v1/admin/orders${query}`);
const getOrder = (id: number) =>
  staffCall<AdminOrder>(api, operator, 'GET', `/v1/admin/orders/${id}`);
const act = (id: number, path: string, body: Record<string, unknown>) =>
  staffCall<AdminOrder & { message?: string; errors?: Record<string, string[]> }>(
    api,
    operator,
    'POST',
    `/v1/admin/orders/${id}/${path}`,
    { body },
  );
const mailsTo = async (subjectPart: string) =>
  (await db().select().from(jobs).where(eq(jobs.name, 'mail.send'))).filter((j) =>
    String((j.payload as { subject?: string }).subject ?? '').includes(subjectPart),
  );
const stockOf = async (variantId: number) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

describe('GET /v1/admin/orders', () => {
  it('is for operators and owners, not editors', async () => {
    expect((await list('')).status).toBe(200);
    expect((await list('', editor)).status).toBe(403);
  });

  it('finds an order by phone in any hyphenation or width, kana typed as hiragana, e-mail and number', async () => {
    const nos = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}&per=200`)).body.data.map((o) => o.order_no);
    expect(await nos('090-0000-1111')).toContain('OK-20261118-0907');
    expect(await nos('０９０００００１１１１')).toContain('OK-20261118-0907');
    expect(await nos('やまだ')).toContain('OK-20261118-0907');
    expect(await nos('ヤマダ タロウ')).toContain('OK-20261118-0907');
    expect(await nos('山田')).toContain('OK-20261118-0907');
    // An order number's beginning finds every order that starts with it, and only those.
    const sameDay = await nos('OK-20261118');
    expect(sameDay).toContain('OK-20261118-0907');
    expect(sameDay.every((no) => no.startsWith('OK-20261118-'))).toBe(true);
    expect(await nos('OK-20261118-09')).toEqual(['OK-20261118-0907']);
    expect(await nos('taro@example.jp')).toContain('OK-20261118-0907');
    expect(await nos('090-9999-9999')).toEqual([]);
    // `%` is a character to find, not a wildcard.
    expect(await nos('%')).toEqual([]);
  });

  it('filters by status, payment, channel and date (JST days), pages and sorts on the server', async () => {
    const delivered = await list('?status=delivered&per=200');
    expect(delivered.body.data.length).toBeGreaterThan(0);
    expect(delivered.body.data.every((o) => o.status === 'delivered')).toBe(true);
    // A delivered order's shipments have all left (the demo data records when, and the number).
    expect(delivered.body.data.every((o) => o.shipped_count === o.shipment_count)).toBe(true);
    const bank = await list('?payment_id=1&per=200');
    expect(bank.body.data.every((o) => o.payment_id === 1)).toBe(true);
    const day = await list('?from=2026-11-18&to=2026-11-18&per=200');
    expect(day.body.data.map((o) => o.order_no)).toContain('OK-20261118-0907');
    expect(day.body.data.every((o) => o.ordered_at.startsWith('2026-11-18'))).toBe(true);
    const none = await list('?channel=nowhere');
    expect(none.body.data).toEqual([]);
    const page = await list('?per=1&page=2&sort=total_payment&order=asc');
    expect(page.headers.get('x-current-page')).toBe('2');
    expect(Number(page.headers.get('x-total'))).toBeGreaterThan(2);
    const all = (await list('?sort=total_payment&order=asc&per=200')).body.data;
    const totals = all.map((o) => o.total_payment);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect((await list('?from=2026/11/18')).status).toBe(422);
  });
});

describe('GET /v1/admin/orders/{id}', () => {
  it('shows the order whole with its version, member, shipments, points and history', async () => {
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, 'OK-20261118-0907'));
    const res = await getOrder(row?.id ?? 0);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(row?.version);
    expect(res.body.member?.email).toBe('taro@example.jp');
    // The shop's mails about the order go to the orderer's address.
    expect(res.body.orderer.email).toBe('taro@example.jp');
    expect(res.body.points_used).toBe(300);
    expect(res.body.lines.length).toBeGreaterThan(0);
    expect(res.body.shipments[0]?.shipped_at).toBeNull();
    // Field by field too, for the change form to start from.
    expect(res.body.shipments[0]?.address_fields).toMatchObject({
      last_name: '山田',
      prefecture: '東京都',
      city: '世田谷区',
      address2: expect.any(String),
    });
    expect(res.body.history[0]?.kind).toBe('placed');
    expect((await getOrder(999999)).status).toBe(404);
    const [sent] = await db().select().from(orders).where(eq(orders.orderNo, 'OK-20260802-0341'));
    const delivered = (await getOrder(sent?.id ?? 0)).body.shipments[0];
    expect(delivered).toMatchObject({ carrier: 'yamato', tracking_no: '202608020341' });
    expect(delivered?.tracking_url).toContain('kuronekoyamato.co.jp');
  });

  it('adds a staff memo, audited', async () => {
    const placed = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 1 }] });
    const res = await act(placed.id, 'memos', { body: '電話で住所確認済み' });
    expect(res.status).toBe(200);
    expect(res.body.memos.map((m) => m.body)).toEqual(['電話で住所確認済み']);
    expect(res.body.memos[0]?.author).toBe('operator@example.jp');
    expect((await act(placed.id, 'memos', { body: ' ' })).status).toBe(422);
  });
});

describe('a bank-transfer order: paid, then shipped with a tracking number', () => {
  it('refuses to ship before the money arrives, records the payment once, ships, and the member sees the tracking link', async () => {
    const placed = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 1 }] });
    let order = (await getOrder(placed.id)).body;
    expect(order.can).toEqual({ mark_paid: true, ship: false, cancel: true });
    const key = order.shipments[0]?.key ?? '';
    const ship = (body: Record<string, unknown>) => act(placed.id, `shipments/${key}/ship`, body);

    const early = await ship({
      version: order.version,
      carrier: 'yamato',
      tracking_no: '123456789012',
    });
    expect(early.status).toBe(422);

    const paid = await act(placed.id, 'mark-paid', { version: order.version });
    expect(paid.status).toBe(200);
    expect(paid.body.paid_at).not.toBeNull();
    expect(paid.body.version).toBe(order.version + 1);
    expect(paid.body.history.map((h) => h.kind)).toContain('paid');
    expect(await mailsTo(`【ご入金確認のお知らせ】ご注文番号 ${placed.orderNo}`)).toHaveLength(1);
    // The same screen pressing again: its version is old (409, with why).
    const again = await act(placed.id, 'mark-paid', { version: order.version });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('入金は記録済み');
    order = paid.body;

    const wrongShape = await ship({
      version: order.version,
      carrier: 'yamato',
      tracking_no: '12345',
    });
    expect(wrongShape.status).toBe(422);
    expect(wrongShape.body.errors?.tracking_no?.[0]).toContain('12桁');
    const shipped = await ship({
      version: order.version,
      carrier: 'yamato',
      tracking_no: '１２３４-５６７８-９０１２',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.status).toBe('shipped');
    expect(shipped.body.shipments[0]).toMatchObject({
      carrier: 'yamato',
      tracking_no: '123456789012',
    });
    expect(shipped.body.can).toEqual({ mark_paid: false, ship: false, cancel: false });
    const mail = await mailsTo(`【発送のお知らせ】ご注文番号 ${placed.orderNo}`);
    expect(String((mail[0]?.payload as { text?: string } | undefined)?.text)).toContain(
      '123456789012',
    );

    const member = await req<OrderList>(api.app, 'GET', '/v1/me/orders', { token: taro });
    const mine = member.body.data.find((o) => o.order_no === placed.orderNo);
    expect(mine?.status).toBe('shipped');
    expect(mine?.shippings[0]?.tracking_url).toContain('kuronekoyamato.co.jp');
    expect(mine?.shippings[0]?.carrier_name).toBe('ヤマト運輸');

    // A shipped order cannot be cancelled.
    const cancel = await act(placed.id, 'cancel', {
      version: shipped.body.version,
      reason: '在庫切れ',
    });
    expect(cancel.status).toBe(422);
    expect(cancel.body.message).toContain('発送済み');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(placed.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['order.paid', 'order.ship']);
    expect(audits.every((a) => a.actorEmail === 'operator@example.jp')).toBe(true);
  });

  it('refuses Japan Post and Sagawa numbers of the wrong shape', async () => {
    const placed = await placeOrder(api.app, taro, {
      lines: [{ variantId: oxford, quantity: 1 }],
      card: true,
    });
    const order = (await getOrder(placed.id)).body;
    const key = order.shipments[0]?.key ?? '';
    const ship = (carrier: string, tracking_no: string) =>
      act(placed.id, `shipments/${key}/ship`, { version: order.version, carrier, tracking_no });
    expect((await ship('sagawa', '1234567890123')).status).toBe(422);
    expect((await ship('japanpost', '1234567890')).status).toBe(422);
    expect((await ship('fedex', '123456789012')).status).toBe(422);
    const international = await ship('japanpost', 'EA123456789JP');
    expect(international.status).toBe(200);
    expect(international.body.shipments[0]?.tracking_url).toContain('japanpost.jp');
  });
});

describe('two operators at once', () => {
  it('ship the same shipment: one wins, the other gets 409 saying why', async () => {
    const placed = await placeOrder(api.app, taro, {
      lines: [{ variantId: oxford, quantity: 1 }],
      card: true,
    });
    const order = (await getOrder(placed.id)).body;
    const key = order.shipments[0]?.key ?? '';
    const body = { version: order.version, carrier: 'sagawa', tracking_no: '123456789012' };
    const results = await Promise.all([
      act(placed.id, `shipments/${key}/ship`, body),
      act(placed.id, `shipments/${key}/ship`, { ...body, tracking_no: '210987654321' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toContain('発送済み');
    expect(await mailsTo(`【発送のお知らせ】ご注文番号 ${placed.orderNo}`)).toHaveLength(1);
  });

  it('cancel and ship: one wins; a cancelled order cannot be shipped', async () => {
    const placed = await placeOrder(api.app, taro, {
      lines: [{ variantId: oxford, quantity: 1 }],
      card: true,
    });
    const order = (await getOrder(placed.id)).body;
    const key = order.shipments[0]?.key ?? '';
    const cancelled = await act(placed.id, 'cancel', { version: order.version, reason: '欠品' });
    expect(cancelled.status).toBe(200);
    const late = await act(placed.id, `shipments/${key}/ship`, {
      version: order.version,
      carrier: 'yamato',
      tracking_no: '123456789012',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('キャンセル済み');
    const fresh = await act(placed.id, `shipments/${key}/ship`, {
      version: cancelled.body.version,
      carrier: 'yamato',
      tracking_no: '123456789012',
    });
    expect(fresh.status).toBe(422);
  });
});

describe('cancelling a card order', () => {
  it('refunds once at the provider (idempotency key per order), gives stock, points and coupon back, and the member sees キャンセル and has the mail', async () => {
    const hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
    const [spring] = await db().select().from(coupons).where(eq(coupons.code, 'SPRING1000'));
    await req(api.app, 'POST', '/v1/me/coupons', {
      token: hanako,
      body: { coupon_id: spring?.id },
    });
    const takenCoupon = async () =>
      (
        await db()
          .select()
          .from(userCoupons)
          .where(eq(userCoupons.couponId, spring?.id ?? 0))
      )[0];
    const points = async () =>
      (await db().select().from(users).where(eq(users.email, 'hanako@example.jp')))[0]
        ?.pointsBalance;
    const before = { stock: (await stockOf(oxford)) ?? 0, points: await points() };
    const placed = await placeOrder(api.app, hanako, {
      lines: [{ variantId: oxford, quantity: 2 }],
      coupon: 'SPRING1000',
      points: 200,
      card: true,
    });
    expect(await stockOf(oxford)).toBe(before.stock - 2);
    expect((await takenCoupon())?.usedAt).not.toBeNull();
    const order = (await getOrder(placed.id)).body;
    expect(order.card?.status).toBe('captured');
    const intent = order.card?.intent_id ?? '';
    const calls = refundCalls.length;
    const results = await Promise.all([
      act(placed.id, 'cancel', { version: order.version, reason: '欠品のため' }),
      act(placed.id, 'cancel', { version: order.version, reason: '欠品のため' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = results.find((r) => r.status === 200)?.body;
    expect(done?.status).toBe('cancelled');
    expect(done?.refund?.idempotency_key).toBe(`refund:${placed.orderNo}`);
    expect(done?.card?.status).toBe('canceled');
    expect(done?.history.map((h) => h.kind)).toEqual(['placed', 'cancelled', 'refunded']);
    // A later retry with the current version is refused before the provider is called.
    const retry = await act(placed.id, 'cancel', { version: done?.version, reason: '再試行' });
    expect(retry.status).toBe(422);
    expect(refundCalls.slice(calls)).toEqual([intent]);
    const refunds = await db()
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, placed.id));
    expect(refunds).toHaveLength(1);
    const [sandbox] = await db().select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(sandbox?.status).toBe('canceled');
    expect(await stockOf(oxford)).toBe(before.stock);
    expect(await points()).toBe(before.points);
    expect((await takenCoupon())?.usedAt).toBeNull();

    // The member's order history lists it as cancelled (the screen reads キャンセル済み) with the shop's reason.
    const history = await req<OrderList>(api.app, 'GET', '/v1/me/orders', { token: hanako });
    const listed = history.body.data.find((o) => o.order_no === placed.orderNo);
    expect(listed).toMatchObject({ status: 'cancelled', is_cancellable: false });
    const detail = await req<OrderDetail>(api.app, 'GET', `/v1/me/orders/${placed.id}`, {
      token: hanako,
    });
    expect(detail.body.cancel_reason).toBe('ショップによるキャンセル: 欠品のため');
    const [mail] = await mailsTo(`【ご注文キャンセルのお知らせ】ご注文番号 ${placed.orderNo}`);
    const text = String((mail?.payload as { text?: string } | undefined)?.text);
    expect(text).toContain('ショップにてキャンセルいたしました。');
    expect(text).toContain('理由: 欠品のため');
    expect(text).toContain(
      `カードでのお支払い ${FORMATS.yen(placed.totalPayment)} は返金（取消）しました。`,
    );
    expect(
      await mailsTo(`【ご注文キャンセルのお知らせ】ご注文番号 ${placed.orderNo}`),
    ).toHaveLength(1);
  });

  it('accepts the admin token, named as the token in the history', async () => {
    const placed = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 1 }] });
    const order = (await getOrder(placed.id)).body;
    const res = await req<AdminOrder>(api.app, 'POST', `/v1/admin/orders/${placed.id}/mark-paid`, {
      token: 'script-token',
      body: { version: order.version },
    });
    expect(res.status).toBe(200);
    expect(res.body.history.at(-1)?.actor).toBe('管理トークン');
  });
});
