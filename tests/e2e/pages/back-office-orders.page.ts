import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { registerMemberByApi, verificationToken } from './login';

/** A verified member of its own with one new order placed through the API (the demo members' orders stay as they are); payment 4 is a sandbox card. */
export async function memberOrder(
  shop: APIRequestContext,
  { paymentId, phone }: { paymentId: 1 | 4; phone: string },
) {
  const { email, password } = await registerMemberByApi(shop, 'bo-orders');
  // The shop mails a member only at a verified address: the link of the welcome mail is opened.
  const verified = await shop.post('/v1/email-verify/check', {
    data: { token: await verificationToken(email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const login = await shop.post('/v1/auth/login', { data: { login_id: email, password } });
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const product = await (await shop.get('/v1/products/oxford-shirt')).json();
  const variant = product.product_model.products.find((p: { stock: number }) => p.stock > 0);
  const init = await (await shop.post('/v1/carts/init', { data: {}, headers: auth })).json();
  const patch = async (path: string, data: object) => {
    const res = await shop.patch(path, { data: { token: init.token, ...data }, headers: auth });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  await patch('/v1/carts/products/add', { product_id: variant.id, quantity: 1 });
  await patch('/v1/carts/order/modify', {
    orderer: {
      last_name: '受注',
      first_name: '確認',
      last_name_kana: 'ジュチュウ',
      first_name_kana: 'カクニン',
      postal_code: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      address1: '千代田1-1',
      address2: '',
      phone_number: phone,
      email,
    },
  });
  await patch('/v1/carts/shippings/modify', { same_as_orderer: true, delivery_id: 3 });
  const cart = await patch('/v1/carts/order/modify', {
    payment_id: paymentId,
    ...(paymentId === 4 ? { card_token: await sandboxCardToken(shop) } : {}),
  });
  const decided = await shop.post(`/v1/carts/${init.token}/decision`, {
    data: { total_payment: cart.detail.order.total_payment, payment_id: paymentId },
    headers: { ...auth, 'Idempotency-Key': `bo-orders-e2e-${init.token}` },
  });
  expect(decided.status(), await decided.text()).toBe(201);
  return { email, password, orderNo: (await decided.json()).order_no as string };
}

/** A token of the sandbox provider's card that succeeds (FIXTURES), as the checkout's card form gets one. */
async function sandboxCardToken(shop: APIRequestContext): Promise<string> {
  const res = await shop.post('/sandbox-pay/tokens', {
    data: { number: '4242424242424242', exp: '12/30', cvc: '123', name: 'JUCHU KAKUNIN' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

/** A random mobile number written with hyphens (090-xxxx-xxxx), unique to one run. */
export function journeyPhone(): string {
  const digits = String(Date.now() % 100_000_000).padStart(8, '0');
  return `090-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** The order screens of the back office (受注管理). */
export class BackOfficeOrders {
  constructor(readonly page: Page) {}

  /** The list's result rows. */
  rows() {
    return this.page.getByRole('region', { name: '受注の一覧' }).locator('tbody tr');
  }

  /** Searches the list by number, name, kana, e-mail or phone. */
  async search(text: string) {
    await this.page.getByLabel('注文番号・お名前・フリガナ・メール・電話番号').fill(text);
    await this.page.getByRole('button', { name: '検索', exact: true }).first().click();
  }

  /** Opens an order from the list by its number. */
  async open(orderNo: string) {
    await this.page.getByRole('link', { name: `注文 ${orderNo} の詳細を開く` }).click();
    await expect(
      this.page.getByRole('heading', { name: `受注 ${orderNo}`, level: 1 }),
    ).toBeVisible();
  }

  /** Presses an action, then the confirming button of its dialog. */
  async confirm(button: string, dialogTitle: string | RegExp, confirmLabel = button) {
    await this.page.getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  }
}
