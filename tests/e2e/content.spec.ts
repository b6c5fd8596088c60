import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage } from './pages/checkout.page';
import { ContentPage } from './pages/content.page';
import { logIn, registerMemberByApi } from './pages/login';
import { expect, test } from './support/test';

// These journeys do not depend on screen size.
test.describe.configure({ mode: 'parallel' });

test('a shopper reads news, a blog post, a maker, a static page and the FAQ', async ({ page }) => {
  const content = new ContentPage(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await content.closePopupWhenShown();
  await content.openTop();
  const first = content.newsLinks().first();
  const title = (await first.locator('span').last().textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/news\/[^/]+\/$/);
  await expect(content.heading()).toHaveText(title);
  await expect(content.breadcrumb().getByRole('link', { name: 'ニュース' })).toBeVisible();

  await page.goto('/blog/');
  await expect(content.heading()).toHaveText('ブログ一覧');
  await page.getByRole('link', { name: /白シャツで始める春のコーディネート/ }).click();
  await expect(page).toHaveURL(/\/blog\/spring-coordinate\/$/);
  await expect(content.heading()).toHaveText('白シャツで始める春のコーディネート');
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  expect(ld).toContain('BreadcrumbList');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/spring-coordinate\/$/,
  );

  await page.goto('/maker/');
  await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/maker\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('の商品');

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: '特定商取引法に基づく表記' })
    .click();
  await expect(page).toHaveURL(/\/law\/$/);
  await expect(content.heading()).toHaveText('特定商取引法に基づく表記');
  await expect(page.getByRole('rowheader', { name: '販売業者' })).toBeVisible();

  await page.goto('/faq/');
  await expect(content.heading()).toHaveText('よくあるご質問');
  const question = page.locator('details summary').first();
  await question.click();
  await expect(page.locator('details').first()).toHaveAttribute('open', '');

  // Content pages ship no React.
  expect(scripts.filter((s) => /react|client\.[\w-]+\.js/.test(s))).toEqual([]);
});

test('a member takes the landing-page coupon and is sent on; it then shows as taken', async ({
  page,
  request,
}) => {
  const content = new ContentPage(page);
  await page.goto('/lp/spring-sale/');
  await expect(content.heading()).toHaveText('春の新生活セール');
  await expect(page.getByText('クーポンの受け取りには会員ログインが必要です。')).toBeVisible();
  await page.getByRole('link', { name: 'ログインして受け取る' }).click();
  await expect(page).toHaveURL(/\/login\//);

  // A member of its own: the coupon is once per member, so it has not been taken yet.
  const member = await registerMemberByApi(request, 'lp-coupon');
  await content.login(member.email, member.password, '/lp/spring-sale/');
  await page.getByRole('button', { name: 'クーポンを受け取る' }).click();
  await expect(page).toHaveURL(/\/product\/$/);

  await page.goto('/lp/spring-sale/');
  const taken = page.getByRole('button', { name: '受け取り済み' });
  await expect(taken).toBeVisible();
  await expect(taken).toBeDisabled();
  await expect(page.getByRole('button', { name: 'クーポンを受け取る' })).toHaveCount(0);
});

test('a coupon taken on the landing page is offered at the coupon step and listed on the my page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);
  // A member of its own: the coupon is once per member.
  await logIn(page, '/lp/spring-sale/', await registerMemberByApi(request, 'held-coupon'));
  await page.getByRole('button', { name: 'クーポンを受け取る' }).click();
  await expect(page).toHaveURL(/\/product\/$/);

  await catalog.openProduct('senbei-gift');
  await catalog.setQuantity('3');
  await catalog.addToCartConfirmed();
  await page.goto('/cart/shipping-select/');
  await expect(checkout.orderer().getByLabel('姓', { exact: true })).not.toHaveValue('');
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  const held = page.getByRole('group', { name: 'お持ちのクーポン' });
  await held
    .getByRole('button', { name: /春の新生活セール 1,000円引きクーポン（¥1,000引き）を使う/ })
    .click();
  await expect(page.getByText('クーポン SPRING1000 を適用しました。')).toBeVisible();

  // The my page lists the coupons the member holds.
  await page.goto('/mypage/');
  await expect(page.getByRole('region', { name: 'お持ちのクーポン' })).toContainText(
    '春の新生活セール 1,000円引きクーポン',
  );
});

test('unknown keys show the 404 page', async ({ page }) => {
  for (const path of [
    '/blog/no-such-post/',
    '/news/no-such-news/',
    '/maker/no-such-maker/',
    '/stylist/nobody/',
    '/lp/no-such-lp/',
    '/no-such-page/',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'トップページへ戻る' })).toBeVisible();
  }
});

test('the catalogue request form checks input, confirms, then sends', async ({ page }) => {
  await page.goto('/catalog-order/');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByText('カタログを1つ以上選んでください。')).toBeVisible();
  await page.getByLabel(/^お名前/).fill('山田 花子');
  await page.getByLabel(/^フリガナ/).fill('やまだ');
  await page.getByRole('checkbox').first().check();
  await page.getByLabel(/^メールアドレス/).fill('hanako.yamada@example.jp');
  await page.getByLabel(/^郵便番号/).fill('1000001');
  await page.getByLabel(/^都道府県/).selectOption('東京都');
  await page.getByLabel(/^市区町村/).fill('千代田区');
  await page.getByLabel(/^番地/).fill('千代田1-1');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByText('フリガナは全角カタカナで入力してください。')).toBeVisible();
  await expect(page.getByLabel(/^お名前/)).toHaveValue('山田 花子');
  await page.getByLabel(/^フリガナ/).fill('ヤマダ ハナコ');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByRole('heading', { name: '入力内容の確認' })).toBeVisible();
  await expect(page.getByText('ヤマダ ハナコ')).toBeVisible();
  await page.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(page.getByRole('heading', { name: 'カタログ請求を受け付けました' })).toBeVisible();
});

test('the flip book turns pages with the buttons and the arrow keys', async ({ page }) => {
  await page.goto('/flip-book/');
  const book = page.locator('flip-book').first();
  await expect(book.getByText('1 / 8ページ')).toBeVisible();
  await book.getByRole('button', { name: '次のページ' }).click();
  await expect(book.getByText('2 / 8ページ')).toBeVisible();
  await book.getByRole('region').press('ArrowRight');
  await expect(book.getByText('3 / 8ページ')).toBeVisible();
  await book.getByRole('region').press('ArrowLeft');
  await expect(book.getByText('2 / 8ページ')).toBeVisible();
});

test('the information message hides until it changes', async ({ page }) => {
  await page.goto('/');
  const note = page.getByRole('note').filter({ hasText: '年末年始' });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'このお知らせを閉じる' }).click();
  await expect(note).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ニュース', level: 2 })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: '年末年始' })).toBeHidden();
});

test('the top page follows its layout and colour scheme, and reads /public.json without a token', async ({
  page,
}) => {
  const publicEnv = page.waitForRequest((r) => new URL(r.url()).pathname === '/public.json');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-animation', 'fade');
  await expect(page.locator('html')).toHaveAttribute('data-loading', 'spinner');
  const cover = page.getByRole('img', { name: /大川屋 総合カタログ 2026 春夏 1ページ/ });
  await expect(cover).toBeVisible();
  await expect(page.getByText('2026年 春夏 総合カタログ', { exact: true })).toBeVisible();
  const request = await publicEnv;
  expect(await request.headerValue('authorization')).toBeNull();
});
