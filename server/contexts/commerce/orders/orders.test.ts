import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memo, OrderDetail, OrderList } from '../../../../contract/orders/orders.schema';
import type { PointBalance, PointHistory } from '../../../../contract/orders/points.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const list = (token?: string, query = '') =>
  req<OrderList>(api.app, 'GET', `/v1/me/orders${query}`, { token });
const detail = (id: number | string, token?: string) =>
  req<OrderDetail>(api.app, 'GET', `/v1/me/orders/${id}`, { token });
const idOf = async (orderNo: string) =>
  (await list(taro)).body.data.find((o) => o.order_no === orderNo)?.id ?? 0;

describe('order list and detail', () => {
  it('lists taro’s three orders newest first with paging headers and the total of all orders', async () => {
    const res = await list(taro);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o) => [o.order_no, o.status, o.is_cancellable])).toEqual([
      ['OK-20261118-0907', 'new', true],
      ['OK-20260802-0341', 'delivered', false],
      ['OK-20260315-0012', 'delivered', false],
    ]);
    expect(res.headers.get('x-total')).toBe('3');
    expect(res.headers.get('x-per-page')).toBe('10');
    expect(res.headers.get('x-last-page')).toBe('1');
    expect(res.headers.get('x-current-page')).toBe('1');
    const sum = res.body.data.reduce((s, o) => s + o.total_payment, 0);
    expect(res.body.user_order_total_payment).toBe(sum);
    expect(res.body.data[0]?.shippings[0]).toMatchObject({
      name: '山田 太郎',
      address: expect.stringContaining('東京都世田谷区'),
    });
    const second = await list(taro, '?per=2&page=2');
    expect(second.body.data.map((o) => o.order_no)).toEqual(['OK-20260315-0012']);
    expect(second.headers.get('x-last-page')).toBe('2');
    expect((await list(hanako)).body.data.map((o) => o.order_no)).toEqual(['OK-20260905-0520']);
  });

  it('opens an order with lines, shipment, points and tax by rate', async () => {
    const res = await detail(await idOf('OK-20261118-0907'), taro);
    expect(res.status).toBe(200);
    const order = res.body;
    expect(order.lines.map((l) => l.quantity)).toEqual([1, 2]);
    expect(order.points_used).toBe(300);
    expect(order.points_earned).toBeGreaterThan(0);
    expect(order.totals.point_discount).toBe(300);
    expect(order.shipments[0]).toMatchObject({
      label: 'お届け先',
      delivery_name: 'お客様直送',
      delivery_date: '2026-11-22',
      address: { prefecture: '東京都', city: '世田谷区' },
    });
    const byRate = order.totals.amount_by_tax_rate.reduce((s, r) => s + r.amount_with_tax, 0);
    expect(byRate).toBe(order.total_payment);
    expect(order.cancel_only_ecd_key).toBeNull();
  });

  it('answers another member’s order, a missing one and a bad id alike (404), and a guest 401', async () => {
    const taros = await idOf('OK-20260315-0012');
    const other = await detail(taros, hanako);
    const missing = await detail(2_000_000_000, hanako);
    expectApiError(other, 404, 'common.not_found');
    expect(other.body).toEqual(missing.body);
    expectApiError(await detail('2147483648', taro), 404, 'common.not_found');
    expectApiError(await detail('0', taro), 404, 'common.not_found');
    expectApiError(await detail(taros), 401, 'auth.unauthorized');
    expectApiError(await list(), 401, 'auth.unauthorized');
  });
});

describe('memos', () => {
  it('the owner adds, edits and deletes memos; they show on the order', async () => {
    const id = await idOf('OK-20260802-0341');
    const added = await req<Memo>(api.app, 'POST', '/v1/memos', {
      token: taro,
      body: { order_id: id, body: '  母へのお土産  ' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ order_id: id, body: '母へのお土産' });
    const edited = await req<Memo>(api.app, 'PATCH', `/v1/memos/${added.body.id}`, {
      token: taro,
      body: { body: '母と妹へのお土産' },
    });
    expect(edited.body.body).toBe('母と妹へのお土産');
    const shown = (await detail(id, taro)).body;
    expect(shown.memos.map((m) => m.body)).toEqual(['母と妹へのお土産']);
    expect(shown.memo).toBe('母と妹へのお土産');
    const gone = await req(api.app, 'DELETE', `/v1/memos/${added.body.id}`, { token: taro });
    expect(gone.status).toBe(204);
    expect((await detail(id, taro)).body.memos).toEqual([]);
  });

  it('refuses an empty memo with a Japanese message, and another member’s order or memo as missing', async () => {
    const id = await idOf('OK-20260802-0341');
    const empty = await req(api.app, 'POST', '/v1/memos', {
      token: taro,
      body: { order_id: id, body: '   ' },
    });
    expect(expectApiError(empty, 422, 'common.validation').errors?.body).toEqual([
      'メモを入力してください。',
    ]);
    const onOthers = await req(api.app, 'POST', '/v1/memos', {
      token: hanako,
      body: { order_id: id, body: 'のぞき見' },
    });
    expectApiError(onOthers, 404, 'common.not_found');
    const mine = await req<Memo>(api.app, 'POST', '/v1/memos', {
      token: taro,
      body: { order_id: id, body: '保管用' },
    });
    for (const [method, body] of [
      ['PATCH', { body: '書き換え' }],
      ['DELETE', undefined],
    ] as const) {
      const other = await req(api.app, method, `/v1/memos/${mine.body.id}`, {
        token: hanako,
        body,
      });
      const missing = await req(api.app, method, '/v1/memos/2000000000', { token: hanako, body });
      expectApiError(other, 404, 'common.not_found');
      expect(other.body).toEqual(missing.body);
    }
    expect((await detail(id, taro)).body.memos.map((m) => m.body)).toEqual(['保管用']);
  });
});

describe('points', () => {
  it('shows taro’s 1,500 points with an expiry, and a history that adds up to them', async () => {
    const balance = await req<PointBalance>(api.app, 'GET', '/v1/me/points', { token: taro });
    expect(balance.body.balance).toBe(1500);
    expect(Date.parse(balance.body.expires_at ?? '')).toBeGreaterThan(Date.parse('2027-11-01'));
    const history = await req<{ data: PointHistory[] }>(
      api.app,
      'GET',
      '/v1/me/point-histories?per=100',
      { token: taro },
    );
    expect(history.headers.get('x-total')).toBe(String(history.body.data.length));
    expect(history.body.data.reduce((s, h) => s + h.points, 0)).toBe(1500);
    expect(history.body.data.map((h) => h.kind)).toEqual([
      'earned',
      'used',
      'earned',
      'earned',
      'granted',
    ]);
    expect(history.body.data[1]).toMatchObject({ points: -300, order_no: 'OK-20261118-0907' });
    expectApiError(await req(api.app, 'GET', '/v1/me/point-histories'), 401, 'auth.unauthorized');
  });
});

describe('coupons', () => {
  it('lists the coupons a member took from a landing page, usable until used', async () => {
    const page = await req<{ layout: { props: { coupons: { coupon_id: number }[] } } }>(
      api.app,
      'GET',
      '/v1/lp/spring-sale',
    );
    const couponId = page.body.layout.props.coupons[0]?.coupon_id;
    const taken = await req(api.app, 'POST', '/v1/me/coupons', {
      token: hanako,
      body: { coupon_id: couponId },
    });
    expect(taken.status).toBe(201);
    const mine = await req<{ data: { code: string; is_used: boolean }[] }>(
      api.app,
      'GET',
      '/v1/me/coupons',
      { token: hanako },
    );
    expect(mine.body.data).toEqual([
      expect.objectContaining({ code: 'SPRING1000', is_used: false }),
    ]);
  });
});
