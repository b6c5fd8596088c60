import { expect, type Page } from '@playwright/test';

/** The API answers for the channel the shop's islands name (the host name only picks the site). */
const CHANNEL = { 'X-Channel-Id': 'school' };

/** A pupil's guardian as the school shop's registration form takes them. */
export const GUARDIAN = {
  password: 'School2026-pass',
  lastName: '青山',
  firstName: '陽子',
  lastNameKana: 'アオヤマ',
  firstNameKana: 'ヨウコ',
  postalCode: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
  phone: '090-1234-5678',
} as const;

/** The school shop's own screens: registration with a 学校コード, the header badge, the product list. */
export class SchoolPage {
  constructor(readonly page: Page) {}

  /** The 学校コード field of the registration form. */
  schoolCode() {
    return this.page.getByLabel('学校コード');
  }

  /** Types a 学校コード and leaves the field, which checks it. */
  async typeSchoolCode(code: string) {
    await this.schoolCode().fill(code);
    await this.schoolCode().press('Tab');
  }

  /** Fills every other field of the registration form for `email`. */
  async fillGuardian(email: string) {
    const { page } = this;
    const g = GUARDIAN;
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード', { exact: true }).fill(g.password);
    await page.getByLabel('パスワード（確認用）').fill(g.password);
    await page.getByLabel('姓', { exact: true }).fill(g.lastName);
    await page.getByLabel('名', { exact: true }).fill(g.firstName);
    await page.getByLabel('セイ', { exact: true }).fill(g.lastNameKana);
    await page.getByLabel('メイ', { exact: true }).fill(g.firstNameKana);
    await page.getByLabel('郵便番号').fill(g.postalCode);
    await page.getByLabel('都道府県').selectOption(g.prefecture);
    await page.getByLabel('市区町村').fill(g.city);
    await page.getByLabel('番地').fill(g.address1);
    await page.getByLabel('電話番号', { exact: true }).fill(g.phone);
    await page.getByLabel('秘密の質問', { exact: true }).selectOption('1');
    await page.getByLabel('秘密の質問の答え').fill('ポチ');
  }

  /** Presses 次へ and waits for the confirmation step. */
  async toConfirmation() {
    await this.page.getByRole('button', { name: '次へ' }).click();
    await expect(this.page.getByRole('heading', { name: '入力内容の確認' })).toBeVisible();
  }

  /** The header's mark of the pupil's school (emblem and name). */
  badge(schoolName: string) {
    return this.page.getByRole('banner').getByText(schoolName, { exact: true });
  }

  /** The product links of the list on /product/. */
  listedProducts() {
    return this.page.getByRole('list', { name: '商品一覧' }).getByRole('link');
  }

  /** How many products `GET /v1/products` finds for a query (its X-Total), asked from the page. */
  async productCount(query: string): Promise<number> {
    return this.page.evaluate(
      async ({ q, headers }) =>
        Number((await fetch(`/v1/products${q}`, { headers })).headers.get('x-total')),
      { q: query, headers: CHANNEL },
    );
  }

  /** Waits until the list shows its count (全N点), i.e. the list of that query has arrived. */
  async expectListed(total: number) {
    await expect(this.page.locator('#product-results').getByText(`全${total}点`)).toBeVisible();
  }

  /** The tags of products by key, read from the API through the page (only the browser resolves the channel's host name). */
  async tagsOf(keys: string[]): Promise<string[][]> {
    return this.page.evaluate(
      ({ list, headers }) =>
        Promise.all(
          list.map(async (key) => {
            const reply = await fetch(`/v1/products/${encodeURIComponent(key)}`, { headers });
            return ((await reply.json()) as { tags: string[] }).tags;
          }),
        ),
      { list: keys, headers: CHANNEL },
    );
  }

  /** Product keys of the listed products, from their links. */
  async listedKeys(): Promise<string[]> {
    const hrefs = await this.listedProducts().evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).pathname),
    );
    return hrefs.map((path) => decodeURIComponent(path.split('/')[2] ?? ''));
  }

  /** Logs out through the header's ログアウト and the logout page's button. */
  async logOut() {
    const { page } = this;
    await page.getByRole('banner').getByRole('link', { name: 'ログアウト' }).click();
    await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('status')).toContainText('ログアウトしました');
  }
}
