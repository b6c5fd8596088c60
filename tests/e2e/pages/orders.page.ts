import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { reviewShotsAtWidths } from '../support/review-shots';
import { registerMemberByApi } from './login';

/** The my page order screens: ご注文履歴, ご注文詳細 and ポイント. */
export class OrdersPage {
  constructor(readonly page: Page) {}

  /** Opens ご注文履歴 and waits for its list. */
  async openList() {
    await this.page.goto('/mypage/order_history/');
    await expect(this.page.getByRole('heading', { level: 1, name: 'ご注文履歴' })).toBeVisible();
    await expect(this.page.getByText('読み込み中…')).toHaveCount(0);
  }

  /**
   * Opens the ご注文履歴 page that lists `orderNo`: other journeys place orders as the same member,
   * so a seeded order may have moved past the first page.
   */
  async openListWith(orderNo: string, maxPages = 5) {
    for (let page = 1; page <= maxPages; page += 1) {
      await this.page.goto(`/mypage/order_history/?page=${page}`);
      await expect(this.page.getByRole('heading', { level: 1, name: 'ご注文履歴' })).toBeVisible();
      await expect(this.page.getByText('読み込み中…')).toHaveCount(0);
      if ((await this.card(orderNo).count()) > 0) return;
    }
    throw new Error(`${orderNo} is not on the first ${maxPages} pages of ご注文履歴`);
  }

  /** The list entry of one order. */
  card(orderNo: string) {
    return this.page
      .getByRole('list', { name: 'ご注文の一覧' })
      .getByRole('listitem')
      .filter({ hasText: orderNo });
  }

  /** Opens the detail of one order from the list. */
  async openDetail(orderNo: string) {
    await this.card(orderNo)
      .getByRole('link', { name: `ご注文番号 ${orderNo} の詳細を見る` })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'ご注文詳細' })).toBeVisible();
    await expect(this.page.getByText(orderNo, { exact: true })).toBeVisible();
  }

  /** Cancels the open order with a reason, through the confirmation step. */
  async cancel(reason: string) {
    await this.page.getByLabel('キャンセルの理由').fill(reason);
    await this.page.getByRole('button', { name: 'キャンセル内容を確認する' }).click();
    await expect(
      this.page.getByText('次の理由でこのご注文をキャンセルします。よろしいですか？'),
    ).toBeVisible();
    await this.page.getByRole('button', { name: 'ご注文をキャンセルする' }).click();
  }

  /** Opens ポイント and answers the balance shown. */
  async balance(): Promise<number> {
    await this.page.goto('/mypage/point/');
    const value = this.page.getByTestId('points-balance');
    await expect(value).toBeVisible();
    return Number((await value.textContent())?.replace(/\D/g, ''));
  }

  /** Saves phone and desktop screenshots when the run keeps them (E2E_SCREENS=1). */
  async screenshots(name: string) {
    await reviewShotsAtWidths(this.page, name);
  }
}

/** A member of its own (registered through the API) with one new order, for runs that must not share taro's. */
export async function memberWithOrder(request: APIRequestContext) {
  const { email, password } = await registerMemberByApi(request, 'orders');
  const login = await request.post('/v1/auth/login', { data: { login_id: email, password } });
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const product = await (await request.get('/v1/products/oxford-shirt')).json();
  const variant = product.product_model.products.find((p: { stock: number }) => p.stock > 0);
  const init = await (await request.post('/v1/carts/init', { data: {}, headers: auth })).json();
  const patch = async (path: string, data: object) => {
    const res = await request.patch(path, { data: { token: init.token, ...data }, headers: auth });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  await patch('/v1/carts/products/add', { product_id: variant.id, quantity: 1 });
  await patch('/v1/carts/order/modify', {
    orderer: {
      last_name: '佐藤',
      first_name: '次郎',
      last_name_kana: 'サトウ',
      first_name_kana: 'ジロウ',
      postal_code: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      address1: '千代田1-1',
      address2: '',
      phone_number: '09011112222',
      email,
    },
  });
  await patch('/v1/carts/shippings/modify', { same_as_orderer: true, delivery_id: 3 });
  const cart = await patch('/v1/carts/order/modify', { payment_id: 1 });
  const decided = await request.post(`/v1/carts/${init.token}/decision`, {
    data: { total_payment: cart.detail.order.total_payment, payment_id: 1 },
    headers: { ...auth, 'Idempotency-Key': `orders-e2e-${init.token}` },
  });
  expect(decided.status(), await decided.text()).toBe(201);
  return {
    email,
    password,
    orderNo: (await decided.json()).order_no as string,
    variantId: variant.id as number,
  };
}
