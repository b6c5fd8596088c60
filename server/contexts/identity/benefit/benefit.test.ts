import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyVoucherSchema } from '../../../../contract/benefit/benefit.schema';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { LoginResponse } from '../../../../contract/session/session.schema';
import { benefitVouchers, orders } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { req } from '../../catalogue/catalog/catalog.testing';
import { GUEST, send, variantOf } from '../../commerce/cart/cart.testing';
import { earliestDelivery } from '../../platform/calendar/index';
import { spendAllowance } from './benefit.commands';
import { availableAllowance } from './benefit.queries';
import { shareholderPasswordToken } from './benefit.testing';

type MyVoucher = v.InferOutput<typeof MyVoucherSchema>;

let api: TestApi;

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const login = (shareholder_no: string, voucher_no: string, channel = 'benefit') =>
  req<LoginResponse>(api.app, 'POST', '/v1/benefit/login', {
    body: { shareholder_no, voucher_no },
    channel,
  });
const myVoucher = (token: string) =>
  req<MyVoucher>(api.app, 'GET', '/v1/me/benefit-voucher', { token, channel: 'benefit' });

describe('voucher login', () => {
  it('registers the shareholder on the first login and logs the same member in afterwards', async () => {
    const first = await login('10000001', '123456789012');
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeTruthy();
    // Full-width digits and hyphens as printed are accepted.
    const again = await login('１０００－０００１', '1234-5678-9012');
    expect(again.status).toBe(200);
    expect(again.body.user_id).toBe(first.body.user_id);
    const me = await req<{ last_name: string }>(api.app, 'GET', '/v1/me/user', {
      token: first.body.access_token,
      channel: 'benefit',
    });
    expect(me.body.last_name).toBe('山田');
    const voucher = await myVoucher(first.body.access_token);
    expect(voucher.body.voucher).toMatchObject({
      shareholder_no: '10000001',
      allowance: 5000,
      remaining: 5000,
      is_used: false,
    });
  });

  it('refuses a wrong pair, a used and an expired voucher in Japanese, and logs nobody in', async () => {
    const wrong = await login('10000001', '000000000000');
    expectApiError(wrong, 401, 'auth.invalid_credentials');
    expect(wrong.text).toContain('株主番号または優待番号が正しくありません。');
    const used = await login('10000001', '210987654321');
    expectApiError(used, 422, 'common.validation');
    expect(used.text).toContain('この優待券はご利用済みです。');
    const expired = await login('10000003', '999900001111');
    expectApiError(expired, 422, 'common.validation');
    expect(expired.text).toMatch(
      /この優待券は有効期限（\d{4}年\d{1,2}月\d{1,2}日）が切れています。/,
    );
    expect(used.headers.get('set-cookie')).toBeNull();
  });

  it('answers malformed numbers with field errors and a voucher of another channel like a wrong one', async () => {
    const bad = await login('1234', 'abc');
    expectApiError(bad, 422, 'common.validation');
    expect(bad.text).toContain('株主番号は8桁の数字で入力してください。');
    expect(bad.text).toContain('優待番号は12桁の数字で入力してください。');
    expectApiError(
      await login('10000002', '555566667777', 'default'),
      401,
      'auth.invalid_credentials',
    );
  });

  it('needs a login to read the voucher', async () => {
    expectApiError(
      await req(api.app, 'GET', '/v1/me/benefit-voucher', { channel: 'benefit' }),
      401,
      'auth.unauthorized',
    );
  });
});

describe('allowance', () => {
  it('is spent under the row lock, marks the voucher used when gone, and refuses more than is left', async () => {
    const { db } = api.database;
    const res = await login('10000002', '555566667777');
    const userId = res.body.user_id as number;
    expect(await availableAllowance(db, userId, 'benefit')).toBe(3000);
    // Any order row will do for the use record: the seed's first one.
    const [order] = await db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1);
    if (!order) throw new Error('no seeded order');
    await db.transaction((tx) =>
      spendAllowance(tx, { userId, channelId: 'benefit', orderId: order.id, amount: 1000 }),
    );
    expect(await availableAllowance(db, userId, 'benefit')).toBe(2000);
    await expect(
      db.transaction((tx) =>
        spendAllowance(tx, { userId, channelId: 'benefit', orderId: order.id, amount: 2500 }),
      ),
    ).rejects.toThrow('優待ポイントの残高が変わりました');
    expect(await availableAllowance(db, userId, 'benefit')).toBe(2000);
    await db.transaction((tx) =>
      spendAllowance(tx, { userId, channelId: 'benefit', orderId: order.id, amount: 2000 }),
    );
    const [row] = await db
      .select()
      .from(benefitVouchers)
      .where(eq(benefitVouchers.voucherNo, '555566667777'));
    expect(row?.remaining).toBe(0);
    expect(row?.usedAt).toBeInstanceOf(Date);
    // The voucher session ended with the voucher; a password login still shows it, used.
    expectApiError(await myVoucher(res.body.access_token), 401, 'auth.unauthorized');
    const member = await shareholderPasswordToken(api, '555566667777');
    expect((await myVoucher(member)).body.voucher?.is_used).toBe(true);
    const refused = await login('10000002', '555566667777');
    expect(refused.text).toContain('この優待券はご利用済みです。');
  });
});

describe('checkout in the benefit shop', () => {
  it('spends the allowance first, in the order transaction, and shows it in the cart totals', async () => {
    const { body: session } = await login('10000001', '123456789012');
    const as = { 'X-Channel-Id': 'benefit', Authorization: `Bearer ${session.access_token}` };
    const variant = await variantOf(api.app, 'senbei-gift');
    const { token } = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, as)).body;
    const add = { token, product_id: variant, quantity: 1 };
    await send(api.app, 'PATCH', '/v1/carts/products/add', add, as);
    await send(api.app, 'PATCH', '/v1/carts/order/modify', { token, orderer: GUEST }, as);
    const date = earliestDelivery(new Date(), GUEST.prefecture);
    const shipping = { token, same_as_orderer: true, delivery_id: 3, delivery_date: date };
    await send(api.app, 'PATCH', '/v1/carts/shippings/modify', shipping, as);
    const ready = await send<Cart>(
      api.app,
      'PATCH',
      '/v1/carts/order/modify',
      { token, payment_id: 1 },
      as,
    );
    expect(ready.status).toBe(200);
    const order = ready.body.detail.order;
    const before = await availableAllowance(api.database.db, session.user_id as number, 'benefit');
    expect(order.benefit_discount).toBeGreaterThan(0);
    expect(order.benefit_discount).toBe(Math.min(before, order.total_discount));
    const decided = await send<{ order_no: string }>(
      api.app,
      'POST',
      `/v1/carts/${token}/decision`,
      { total_payment: order.total_payment, payment_id: 1 },
      { ...as, 'Idempotency-Key': 'benefit-order-1' },
    );
    expect(decided.status, decided.text).toBe(201);
    const after = await availableAllowance(api.database.db, session.user_id as number, 'benefit');
    expect(after).toBe(before - (order.benefit_discount ?? 0));
  });
});
