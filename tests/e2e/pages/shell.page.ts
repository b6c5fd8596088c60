import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The shop shell: toasts, information messages, and a fresh member to use them with. */
export class ShellPage {
  constructor(readonly page: Page) {}

  /** The toasts' live region (bottom centre). */
  toasts() {
    return this.page.getByRole('log', { name: '通知' });
  }

  /** The information message box that holds `text`. */
  infoMessage(text: string) {
    return this.page.getByRole('note').filter({ hasText: text });
  }

  /** Closes the information message that holds `text` and checks it went. */
  async closeInfoMessage(text: string) {
    const box = this.infoMessage(text);
    await box.getByRole('button', { name: 'このお知らせを閉じる' }).click();
    await expect(box).toBeHidden();
  }

  /** Registers a member through the API and logs in through /login/; answers the e-mail. */
  async newMemberLoggedIn(request: APIRequestContext): Promise<string> {
    const email = `shell-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;
    const password = 'Shell-pass-2026';
    const res = await request.post('/v1/users', {
      data: {
        email,
        password,
        password_confirmation: password,
        last_name: '試験',
        first_name: '花子',
        last_name_kana: 'シケン',
        first_name_kana: 'ハナコ',
        phone_number: '0312345678',
        postal_code: '1000001',
        prefecture: '東京都',
        city: '千代田区',
        address1: '千代田1-1',
        gender: 2,
        is_receive_newsletter: 0,
        question_ct: 2,
        answer: 'たなか',
      },
    });
    expect(res.status()).toBe(201);
    await this.page.goto('/login/?redirect=%2Fec%2F');
    await this.page.getByLabel(/メールアドレス/).fill(email);
    await this.page.getByRole('textbox', { name: /^パスワード/ }).fill(password);
    const button = this.page.getByRole('button', { name: 'ログイン', exact: true });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    await button.click();
    await expect(this.page).toHaveURL(/\/ec\/$/, { timeout: 30_000 });
    return email;
  }

  /** Puts one of a product's variants in a new cart through the API and gives the browser its cookie. */
  async cartWith(key: string) {
    const api = this.page.request;
    const product = await (await api.get(`/v1/products/${key}`)).json();
    const variant = product.product_model.products.find((p: { stock: number }) => p.stock > 0);
    const cart = await (await api.post('/v1/carts/init', { data: {} })).json();
    const added = await api.patch('/v1/carts/products/add', {
      data: { token: cart.token, product_id: variant.id, quantity: 1 },
    });
    expect(added.status()).toBe(200);
    const url = test.info().project.use.baseURL ?? '';
    await this.page.context().addCookies([{ name: 'cartToken', value: cart.token, url }]);
  }
}
