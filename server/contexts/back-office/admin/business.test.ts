import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Payment } from '../../../../contract/checkout/checkout.schema';
import { PAYMENT_IDS } from '../../../../contract/checkout/checkout-constants';
import { users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { GUEST, variantOf } from '../../commerce/cart/cart.testing';
import { loginAs, send } from '../../identity/auth/auth.testing';

const ADMIN = 'business-admin-token';
let api: TestApi;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: ADMIN } });
});
afterAll(() => api.drop());

const company = {
  email: 'kaisha@example.jp',
  username: 'kaisha',
  password: 'Kaisha-2026',
  password_confirmation: 'Kaisha-2026',
  company_name: '株式会社なんでも',
  orderer_name: '山本 一郎',
  last_name: '山本',
  first_name: '一郎',
  phone_number: '0312345678',
  postal_code: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '1-1',
  gender: 1,
  is_receive_newsletter: 0,
  question_ct: 1,
  answer: 'ポチ',
};

async function registerCompany(): Promise<{ id: number; token: string }> {
  const res = await api.app.request('/v1/users', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Channel-Id': 'benefit' },
    body: JSON.stringify(company),
  });
  expect(res.status).toBe(201);
  const { token } = await loginAs(api.app, 'kaisha', 'Kaisha-2026');
  const me = await send<{ id: number; is_business: boolean }>(api.app, 'GET', '/v1/me/user', {
    token,
  });
  expect(me.body.is_business).toBe(false);
  return { id: me.body.id, token };
}

async function cartOf(token: string): Promise<string> {
  const cart = await send<Cart>(api.app, 'POST', '/v1/carts/init', { token, body: {} });
  const variant = await variantOf(api.app, 'oxford-shirt', 'S');
  const body = { token: cart.body.token, product_id: variant, quantity: 1 };
  await send(api.app, 'PATCH', '/v1/carts/products/add', { token, body });
  const orderer = { ...GUEST, email: company.email };
  await send(api.app, 'PATCH', '/v1/carts/order/modify', {
    token,
    body: { token: cart.body.token, orderer },
  });
  return cart.body.token;
}

async function invoiceFor(token: string, cart: string) {
  const list = await send<{ data: Payment[] }>(api.app, 'GET', `/v1/payments/carts/${cart}`, {
    token,
  });
  const offered = list.body.data.find((p) => p.id === PAYMENT_IDS.invoice);
  const check = `/v1/carts/${cart}/payment/${PAYMENT_IDS.invoice}/check`;
  const accepted = await send(api.app, 'GET', check, { token });
  return { offered: offered?.is_available, accepted: accepted.status };
}

const approve = (id: number | string, body: unknown, token: string | null = ADMIN) =>
  send(api.app, 'PUT', `/v1/admin/members/${id}/business`, { token: token ?? undefined, body });

describe('business customers (掛け払い)', () => {
  it('registering with a company name grants neither business status nor credit', async () => {
    const { id, token } = await registerCompany();
    const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isBusiness: false, creditLimit: null, businessApprovedAt: null });
    expect(row?.companyName).toBe('株式会社なんでも');
    const invoice = await invoiceFor(token, await cartOf(token));
    expect(invoice).toEqual({ offered: false, accepted: 422 });
  });

  it('an admin approval with a credit line offers invoice terms; revoking withdraws them', async () => {
    const { token } = await loginAs(api.app, 'kaisha', 'Kaisha-2026');
    const me = await send<{ id: number }>(api.app, 'GET', '/v1/me/user', { token });
    const cart = await cartOf(token);
    const approved = await approve(me.body.id, { credit_limit: 200000 });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: me.body.id,
      is_business: true,
      credit_limit: 200000,
    });
    expect(approved.body.business_approved_at).toEqual(expect.any(String));
    expect(await invoiceFor(token, cart)).toEqual({ offered: true, accepted: 200 });
    const revoked = await send(api.app, 'DELETE', `/v1/admin/members/${me.body.id}/business`, {
      token: ADMIN,
    });
    expect(revoked.body).toMatchObject({ is_business: false, credit_limit: null });
    expect(await invoiceFor(token, cart)).toEqual({ offered: false, accepted: 422 });
  });

  it('needs the admin token; a member token or none changes nothing', async () => {
    const { token } = await loginAs(api.app, 'kaisha', 'Kaisha-2026');
    const me = await send<{ id: number }>(api.app, 'GET', '/v1/me/user', { token });
    for (const bearer of [null, token, `${ADMIN}x`]) {
      expectApiError(
        await approve(me.body.id, { credit_limit: 1 }, bearer),
        401,
        'auth.unauthorized',
      );
      const del = await send(api.app, 'DELETE', `/v1/admin/members/${me.body.id}/business`, {
        token: bearer ?? undefined,
      });
      expectApiError(del, 401, 'auth.unauthorized');
    }
    const [row] = await api.database.db.select().from(users).where(eq(users.id, me.body.id));
    expect(row?.isBusiness).toBe(false);
  });

  it('refuses a bad credit line in Japanese and an unknown member with 404', async () => {
    const [biz] = await api.database.db.select().from(users).where(eq(users.username, 'biz'));
    for (const credit_limit of [-1, 1.5, '300000', null]) {
      const res = await approve(biz?.id ?? 0, { credit_limit });
      const errors = expectApiError(res, 422, 'common.validation').errors;
      expect(errors?.credit_limit?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    const [after] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.id, biz?.id ?? 0));
    expect(after?.creditLimit).toBe(300000);
    expectApiError(await approve(99999999, { credit_limit: 1 }), 404, 'common.not_found');
    expectApiError(await approve('abc', { credit_limit: 1 }), 404, 'common.not_found');
    expectApiError(await approve('99999999999', { credit_limit: 1 }), 404, 'common.not_found');
  });

  it('the demo data approves biz@example.jp', async () => {
    const [biz] = await api.database.db.select().from(users).where(eq(users.username, 'biz'));
    expect(biz).toMatchObject({ isBusiness: true, creditLimit: 300000 });
    expect(biz?.businessApprovedAt).toBeInstanceOf(Date);
  });
});
