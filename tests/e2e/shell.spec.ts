import { ShellPage } from './pages/shell.page';
import { reviewShot } from './support/review-shots';
import { expect, test } from './support/test';

// The shell's rules do not depend on screen size; the toasts are screenshotted at both widths.
// Steps that wait for an island get a longer timeout: the machine may be heavily loaded.
const hydrated = { timeout: 30_000 };

test('a failed quotation download says so in a toast, and a completed one too', async ({
  page,
  expectPageError,
}) => {
  test.slow();
  // The download's 500 below is made on purpose.
  expectPageError({ url: /\/download\/quotation$/, message: /status of 500/ });
  const shell = new ShellPage(page);
  await shell.cartWith('senbei-gift');
  await page.goto('/cart/');
  const button = page.getByRole('button', { name: /見積書/ });
  await expect(button).toBeEnabled(hydrated);

  await page.route('**/download/quotation', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await button.click();
  await expect(shell.toasts()).toContainText('ダウンロードできませんでした', hydrated);
  await page.unroute('**/download/quotation');

  const download = page.waitForEvent('download', hydrated);
  await button.click();
  expect((await download).suggestedFilename()).toMatch(/^quotation-.*\.pdf$/);
  await expect(shell.toasts()).toContainText('ダウンロードが完了しました');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await reviewShot(page, { path: test.info().outputPath(`toasts-${width}.png`) });
  }
  // Each toast goes after 5 s.
  await expect(shell.toasts().getByText('ダウンロードが完了しました')).toBeHidden({
    timeout: 8_000,
  });
});

test('the flash after editing user info shows on /mypage/user_info/ once and nowhere else', async ({
  page,
  request,
}) => {
  test.slow();
  const shell = new ShellPage(page);
  await shell.newMemberLoggedIn(request);
  const saved = page.getByText('会員情報を変更しました。');
  const edit = page.getByRole('link', { name: '会員情報を変更する' });
  const save = page.getByRole('button', { name: '保存する' });

  await page.goto('/mypage/user_info/edit/');
  await expect(save).toBeEnabled(hydrated);
  await save.click();
  await expect(page).toHaveURL(/\/mypage\/user_info\/$/, hydrated);
  await expect(saved).toBeVisible(hydrated);
  await page.reload();
  await expect(edit).toBeVisible(hydrated);
  await expect(saved).toBeHidden();

  // Saved, but the member opens the cart before the profile: the message never shows there.
  await page.goto('/mypage/user_info/edit/');
  const profile = (url: URL) => url.pathname === '/mypage/user_info/';
  await page.route(profile, (route) => route.fulfill({ status: 204, body: '' }));
  const held = page.waitForRequest((r) => profile(new URL(r.url())), hydrated);
  await expect(save).toBeEnabled(hydrated);
  await save.click();
  await held;
  await page.unroute(profile);
  await page.goto('/cart/');
  await expect(page.getByText('カートに商品はありません。')).toBeVisible(hydrated);
  await expect(saved).toBeHidden();
  await page.goto('/mypage/user_info/');
  await expect(edit).toBeVisible(hydrated);
  await expect(saved).toBeHidden();
});

test('cart-index and mypage-leave messages show and stay closed', async ({ page, request }) => {
  test.slow();
  const shell = new ShellPage(page);
  const cartText = '5,500円（税込）以上のお買い上げで送料無料です。';
  const leaveText = '退会すると、保有ポイントとお届け先・注文履歴の情報はすべて失われ';

  // The cart page has two message slots (its own, and the caution its layout places after the
  // cart): one call answers both.
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/v1/messages'));
  await page.goto('/cart/');
  expect(new URL((await asked).url()).pathname).toBe('/v1/messages');
  await expect(shell.infoMessage(cartText)).toBeVisible(hydrated);
  await shell.closeInfoMessage(cartText);
  await page.reload();
  await expect(page.getByText('カートに商品はありません。')).toBeVisible(hydrated);
  await expect(shell.infoMessage(cartText)).toBeHidden();

  await shell.newMemberLoggedIn(request);
  // The leave page has one message slot: it asks for that message only.
  const askedOne = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/v1/messages'));
  await page.goto('/mypage/leave/');
  expect(new URL((await askedOne).url()).pathname).toBe('/v1/messages/mypage-leave');
  await expect(shell.infoMessage(leaveText)).toBeVisible(hydrated);
  await shell.closeInfoMessage(leaveText);
  await page.reload();
  await expect(page.getByLabel('現在のパスワード')).toBeVisible(hydrated);
  await expect(shell.infoMessage(leaveText)).toBeHidden();
});

test('a stale script chunk reloads the page once, not again within 60 s', async ({
  page,
  expectPageError,
}) => {
  test.slow();
  // The island whose chunk is gone fails to hydrate on purpose.
  expectPageError({ url: /\/product\/oxford-shirt\//, message: /Error hydrating/ });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // The header cart link's island chunk is gone, as after a redeploy.
  await page.route(/\/_astro\/CartLink\.[\w-]+\.js/, (route) => route.fulfill({ status: 404 }));
  // After the reload the island fails again; that failure is logged, as the guard no longer reloads.
  const failedAgain = page.waitForEvent('console', {
    predicate: (m) => m.text().includes('Error hydrating'),
    timeout: 90_000,
  });
  await page.goto('/product/oxford-shirt/');
  await expect.poll(() => loads, { timeout: 60_000 }).toBe(2);
  const stamp = await page.evaluate(() => sessionStorage.getItem('shell:chunk-reload-at'));
  expect(Number(stamp)).toBeGreaterThan(0);
  await failedAgain;
  expect(loads).toBe(2);
});

test('a channel the API calls invalid shows the 404 page instead of the shop', async ({ page }) => {
  // public.json flags the channel invalid (as after the shop closed since this page was built).
  await page.route('**/public.json', async (route) => {
    const res = await route.fetch();
    // The first flagged answer sends the page to the 404 page, which cancels any later read of
    // public.json while it is in flight; its response is then gone, and there is nothing to answer.
    const body = await res.json().catch(() => null);
    if (body) await route.fulfill({ response: res, json: { ...body, is_invalid: true } });
  });
  await page.goto('/faq/');
  await expect(page).toHaveURL(/\/\.invalid-channel\/$/, hydrated);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible(hydrated);
  await expect(page.getByText('お探しのページが見つかりませんでした。')).toBeVisible();
});
