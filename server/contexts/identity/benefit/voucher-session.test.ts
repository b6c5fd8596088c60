import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../../contract/session/session.schema';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { benefitVouchers, users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const voucherLogin = async (shareholder_no: string, voucher_no: string) => {
  const res = await req<LoginResponse>(api.app, 'POST', '/v1/benefit/login', {
    body: { shareholder_no, voucher_no },
    channel: 'benefit',
  });
  expect(res.status).toBe(200);
  return res;
};
const as = (token: string, method: string, path: string, body?: unknown) =>
  req(api.app, method, path, { token, channel: 'benefit', body });

/** Every action a voucher session is refused, with a body that would pass validation. */
const REFUSED: [string, string, unknown?][] = [
  ['GET', '/v1/me/user-cards'],
  ['POST', '/v1/me/user-cards', { token: 'tok_aaaaaaaaaaaa' }],
  ['DELETE', '/v1/me/user-cards/1'],
  ['PATCH', '/v1/me/user-cards/1/use'],
  ['GET', '/v1/me/orders'],
  ['GET', '/v1/me/orders/1'],
  ['PUT', '/v1/me/orders/1/cancel', {}],
  ['GET', '/v1/me/orders/1/receipt'],
  ['GET', '/v1/me/inquiry-orders'],
  ['POST', '/v1/memos', { order_id: 1, body: 'メモ' }],
  ['GET', '/v1/me/inquiries'],
  ['GET', '/v1/me/user-memorials'],
  ['POST', '/v1/auth/login-sync-channel'],
  ['GET', '/v1/me/user-addresses'],
  ['GET', '/v1/me/user-addresses/export'],
  ['DELETE', '/v1/me/user-addresses-all'],
  ['GET', '/v1/me/login-histories'],
  ['PUT', '/v1/me/password', { current_password: 'x', password: 'Another-pass-2026' }],
  ['PUT', '/v1/me/user', { last_name: '山田' }],
  ['DELETE', '/v1/me/user', { password: 'x' }],
];

describe('a voucher login is a session of the benefit shop only', () => {
  // One login for every case: voucher logins are few per IP.
  let voucherToken = '';
  beforeAll(async () => {
    voucherToken = (await voucherLogin('10000001', '123456789012')).body.access_token;
  });

  it.each(REFUSED)(
    '%s %s asks for a password login (403 in Japanese)',
    async (method, path, body) => {
      const res = await as(voucherToken, method, path, body);
      expectApiError(res, 403, ERROR_CODES.passwordLoginRequired);
      expect(res.text).toContain(ERROR_MESSAGES[ERROR_CODES.passwordLoginRequired]);
    },
  );

  it('a password login of a member may do the same (the refusal is the voucher’s scope)', async () => {
    const taro = await memberToken(api.app);
    for (const path of ['/v1/me/user-cards', '/v1/me/orders', '/v1/me/user-addresses']) {
      expect((await req(api.app, 'GET', path, { token: taro })).status).toBe(200);
    }
  });

  it('the member a voucher registers has no password anyone knows, so the 403 cannot offer a step-up', async () => {
    const { db } = api.database;
    const [voucher] = await db
      .select({ userId: benefitVouchers.userId })
      .from(benefitVouchers)
      .where(eq(benefitVouchers.voucherNo, '123456789012'));
    const [member] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, voucher?.userId ?? 0));
    // The address is never mailed (no reminder can set a password) and no guess logs it in.
    expect(member?.email).toMatch(/@shareholders\.invalid$/);
    const guess = await req(api.app, 'POST', '/v1/auth/login', {
      body: { login_id: member?.email, password: '123456789012' },
      channel: 'benefit',
    });
    expect(guess.status).toBe(401);
    expect(ERROR_MESSAGES[ERROR_CODES.passwordLoginRequired]).toContain('パスワードがない');
  });

  it('keeps the benefit shop open: the voucher, the member’s name', async () => {
    expect((await as(voucherToken, 'GET', '/v1/me/benefit-voucher')).status).toBe(200);
    expect((await as(voucherToken, 'GET', '/v1/me/user')).status).toBe(200);
  });

  it('cannot pay with a saved card (no security code is asked for one)', async () => {
    const res = await as(voucherToken, 'PATCH', '/v1/carts/order/modify', {
      token: 'a'.repeat(32),
      payment_id: 2,
      user_card_id: 1,
    });
    const body = expectApiError(res, 422, 'common.validation');
    expect(body.errors?.user_card_id?.[0]).toContain('パスワードでログイン');
  });
});

describe('a voucher session ends with its voucher', () => {
  const voucherRow = async () =>
    (
      await api.database.db
        .select()
        .from(benefitVouchers)
        .where(eq(benefitVouchers.voucherNo, '555566667777'))
    )[0];

  it('once the voucher is spent: the access token and the refresh token stop working', async () => {
    const { body: login, headers } = await voucherLogin('10000002', '555566667777');
    expect((await as(login.access_token, 'GET', '/v1/me/benefit-voucher')).status).toBe(200);
    const row = await voucherRow();
    await api.database.db
      .update(benefitVouchers)
      .set({ remaining: 0 })
      .where(eq(benefitVouchers.id, row?.id ?? 0));
    expectApiError(
      await as(login.access_token, 'GET', '/v1/me/benefit-voucher'),
      401,
      'auth.unauthorized',
    );
    const cookie = headers.get('set-cookie')?.split(';')[0] ?? '';
    const refresh = await api.app.request('/v1/auth/refresh', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Channel-Id': 'benefit' },
    });
    expect(refresh.status).toBe(401);
    await api.database.db
      .update(benefitVouchers)
      .set({ remaining: row?.remaining ?? 0 })
      .where(eq(benefitVouchers.id, row?.id ?? 0));
  });

  it('once the voucher expires', async () => {
    const { body: login } = await voucherLogin('10000002', '555566667777');
    const row = await voucherRow();
    await api.database.db
      .update(benefitVouchers)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(benefitVouchers.id, row?.id ?? 0));
    expectApiError(await as(login.access_token, 'GET', '/v1/me/user'), 401, 'auth.unauthorized');
  });
});
