import { CataloguePage } from './pages/catalogue.page';
import { registerMember } from './pages/login';
import { expect, test } from './support/test';

test.describe('catalogue', () => {
  test.describe.configure({ mode: 'parallel' });

  test('list → filter → product → favourite → review', async ({ page }) => {
    const shop = new CataloguePage(page);
    await shop.openList();
    await expect(shop.results()).toHaveCount(15);

    // Category from the modal (child=true brings its sub-categories), then sort and keyword.
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/products?') && calls.push(r.url()));
    await shop.chooseCategory('シャツ');
    await expect(page).toHaveURL(/category=mens-shirt/);
    await page.getByLabel('並び替え').selectOption({ label: '価格の安い順' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await page.getByLabel('キーワード').fill('オックスフォード　ボタンダウン');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(shop.results().first()).toContainText('オックスフォード');
    expect(calls.some((u) => u.includes('category=mens-shirt') && u.includes('child=true'))).toBe(
      true,
    );

    // The shared URL opens the same result.
    const shared = page.url();
    const names = await shop.results().allTextContents();
    await page.goto(shared);
    await expect(shop.results()).toHaveText(names);

    await shop.results().filter({ hasText: 'ブルー' }).first().click();
    await expect(page).toHaveURL(/\/product\/oxford-bd-blue\/$/);
    await expect(page.getByText('お気に入りを使うにはログインしてください。')).toBeVisible();

    // A member of this journey's own: the same journey runs in every theme's project.
    const member = await registerMember(page, 'catalogue');
    await shop.login('/product/oxford-bd-blue/', member.email, member.password);
    const add = page.getByRole('button', { name: 'お気に入りに追加' });
    await add.click();
    await expect(page.getByRole('button', { name: 'お気に入りから削除' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'お気に入りから削除' })).toBeVisible();

    // Review: empty text gets Japanese messages, the typed title is kept; then it posts.
    await page.getByRole('heading', { name: 'レビュー', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'レビューを書く' }).click();
    const dialog = page.getByRole('dialog', { name: 'レビューを書く' });
    // The title names the project: every theme's copy of this journey reviews the same product.
    const title = `青がきれい（${test.info().project.name}・${Date.now()}）`;
    await dialog.getByLabel('タイトル').fill(title);
    await dialog.getByRole('button', { name: 'レビューを投稿する' }).click();
    await expect(dialog.getByText('本文を入力してください。')).toBeVisible();
    await expect(dialog.getByLabel('タイトル')).toHaveValue(title);
    await dialog.getByLabel('本文').fill('色落ちも少なく、毎週着ています。');
    await dialog.getByRole('button', { name: 'レビューを投稿する' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'レビューを投稿しました。' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();

    // A question: the members' form (loaded only for them) posts it into the list.
    await page.getByRole('heading', { name: '商品についてのご質問' }).scrollIntoViewIfNeeded();
    const question = `洗濯機で洗えますか（${test.info().project.name}・${Date.now()}）`;
    await page.getByLabel('ご質問の内容').fill(question);
    await page.getByRole('button', { name: '質問する' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'ご質問を受け付けました' }),
    ).toBeVisible();
    await expect(page.getByText(question)).toBeVisible();

    // Related and recommended products load when scrolled to; the viewed product is remembered.
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: 'おすすめ商品' })).toBeVisible();
  });

  test('age-restricted product asks once and remembers the answer', async ({ page }) => {
    await page.goto('/product/junmai-sake/');
    const gate = page.getByRole('dialog', { name: '年齢確認' });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'はい（20歳以上です）' }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
    await expect(gate).toBeHidden();
  });

  test('sold-out product cannot be bought', async ({ page }) => {
    await page.goto('/product/sold-out/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('在庫なし').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
    // A guest may ask for a restock; missing fields get Japanese messages and the text stays.
    await page.getByRole('heading', { name: '商品リクエスト' }).scrollIntoViewIfNeeded();
    await expect(
      page.locator('astro-island[component-url*="ProductRequestForm"]'),
    ).not.toHaveAttribute('ssr');
    await page.getByLabel('リクエスト内容').fill('再入荷したら購入したいです。');
    await page.getByRole('button', { name: 'リクエストを送る' }).click();
    await expect(page.getByText('お名前を入力してください。')).toBeVisible();
    await expect(page.getByLabel('リクエスト内容')).toHaveValue('再入荷したら購入したいです。');
    await page.getByLabel('お名前').fill('山田花子');
    await page.getByLabel('メールアドレス').fill('hanako.y@example.jp');
    await page.getByRole('button', { name: 'リクエストを送る' }).click();
    await expect(
      page.getByText('リクエストを受け付けました。ありがとうございます。'),
    ).toBeVisible();
  });

  test('strange queries show an empty list; blank words add no search history', async ({
    page,
  }) => {
    const shop = new CataloguePage(page);
    await shop.openList(`?keyword=${'あ'.repeat(300)}&page=abc&sort=drop`);
    await expect(shop.total()).toHaveText('全0点');
    // The keyword is cut to its longest (100 characters), and the page says it found nothing.
    await expect(
      page.getByRole('heading', {
        name: `「${'あ'.repeat(100)}」に一致する商品は見つかりませんでした`,
      }),
    ).toBeVisible();
    const posts: string[] = [];
    page.on('request', (r) => r.url().includes('product-search-histories') && posts.push(r.url()));
    await shop.openList();
    await page.getByLabel('キーワード').fill(' \u3000 ');
    await page.getByRole('button', { name: '検索する' }).click();
    await page.getByLabel('キーワード').fill('せんべい');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect(shop.results().first()).toBeVisible();
    await expect.poll(() => posts.length).toBe(1);
  });

  test('a school uniform set goes into the cart in one go', async ({ page }) => {
    await page.goto('/product/school-blazer-boys-navy/');
    await page.getByRole('link', { name: 'セットでまとめて注文する' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '男子制服セット（紺ブレザー）',
    );
    await page.getByLabel('サイズ・種類').first().selectOption({ label: 'M（在庫あり）' });
    await page.getByRole('button', { name: 'まとめてカートに入れる' }).click();
    await expect(page.getByText('セットの商品をカートに入れました。')).toBeVisible();
    await expect(page.getByRole('link', { name: /カート.*4/ })).toBeVisible();
  });
});
