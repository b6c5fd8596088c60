import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { expect, test } from './support/test';

// The sweep runs with the shop's clock moved past this gift's expiry, which also expires every
// gift placed earlier by a journey running beside it: this file runs in the \`clock\` project, after
// every other journey (playwright.config.ts).

const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PRODUCT = 'meoto-chawan-kuro-shiro';

/** The stock of a product's first variant, as the catalogue reports it. */
async function stockOf(request: APIRequestContext, key: string): Promise<number> {
  const res = await request.get(`/v1/products/${key}`);
  const body = (await res.json()) as { product_model: { products: { stock: number }[] } };
  return body.product_model.products[0]?.stock ?? -1;
}

/** A guest's card gift of one `key`, placed through the API; answers its number, token and expiry. */
async function placeCardGift(request: APIRequestContext, key: string) {
  const product = (await (await request.get(`/v1/products/${key}`)).json()) as {
    product_model: { products: { id: number }[] };
  };
  const call = async (path: string, data: object) => {
    const res = await request.patch(`/v1/carts/${path}`, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const { token } = (await (await request.post('/v1/carts/init', { data: {} })).json()) as {
    token: string;
  };
  const variant = product.product_model.products[0]?.id;
  await call('products/add', { token, product_id: variant, quantity: 1 });
  const orderer = {
    last_name: '期限',
    first_name: '切子',
    last_name_kana: 'キゲン',
    first_name_kana: 'キリコ',
    postal_code: '530-0001',
    prefecture: '大阪府',
    city: '大阪市北区梅田',
    address1: '1-1-1',
    phone_number: '0612345678',
    email: `gift-expiry-${Date.now()}@example.jp`,
  };
  await call('order/modify', { token, orderer });
  await call('social/receiver', { token, is_social_gift: true });
  const card = (await (
    await request.post('/sandbox-pay/tokens', {
      data: { number: '4242424242424242', exp: '12/30', cvc: '123', name: 'KIRIKO KIGEN' },
    })
  ).json()) as { token: string };
  const cart = (await call('order/modify', { token, payment_id: 4, card_token: card.token })) as {
    detail: { order: { total_payment: number } };
  };
  const placed = await request.post(`/v1/carts/${token}/decision`, {
    data: { total_payment: cart.detail.order.total_payment, payment_id: 4 },
    headers: { 'Idempotency-Key': `gift-expiry-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_no, guest_token } = (await placed.json()) as {
    order_no: string;
    guest_token: string;
  };
  const order = (await (
    await request.get(`/v1/carts/order/${order_no}?t=${guest_token}`)
  ).json()) as {
    social_gift: { url: string; expires_at: string };
  };
  return { orderNo: order_no, guestToken: guest_token, ...order.social_gift };
}

test('an unaccepted gift expires when the sweep runs past its expiry: cancelled, stock back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A product no other journey buys: the sweep also puts back the goods of every other gift it
  // expires (placed earlier by the journeys before this one).
  const before = await stockOf(request, PRODUCT);
  const gift = await placeCardGift(request, PRODUCT);
  expect(await stockOf(request, PRODUCT)).toBe(before - 1);
  await page.goto(new URL(gift.url).pathname);
  await expect(page.getByRole('link', { name: 'ギフトを受け取る' })).toBeVisible();

  // The hourly job, with the clock one minute past this gift's expiry.
  const now = new Date(Date.parse(gift.expires_at) + 60_000).toISOString();
  const ran = await request.post('/v1/admin/jobs/social-gift.sweep/run', {
    data: { now },
    headers: admin,
  });
  expect(ran.status(), await ran.text()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: '受け取り期限が過ぎています' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ギフトを受け取る' })).toHaveCount(0);
  const order = (await (
    await request.get(`/v1/carts/order/${gift.orderNo}?t=${gift.guestToken}`)
  ).json()) as { social_gift: { status: string } };
  expect(order.social_gift.status).toBe('expired');
  expect(await stockOf(request, PRODUCT)).toBe(before);
});
