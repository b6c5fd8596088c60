import { CatalogPage } from './pages/catalog.page';
import { CataloguePage } from './pages/catalogue.page';
import { HistoriesPage } from './pages/histories.page';
import { logIn, registerMemberByApi } from './pages/login';
import { expect, test } from './support/test';

// The member's history screens do not depend on screen size (screenshots cover both widths).

test('taro sees what he viewed, searched and requested on his my page, and removes entries', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shop = new CataloguePage(page);
  const catalog = new CatalogPage(page);
  const histories = new HistoriesPage(page);
  await shop.login('/ec/');
  for (const label of ['閲覧履歴', '検索履歴', 'リクエスト履歴']) {
    await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
  }

  await catalog.openProduct('senbei-gift');
  await catalog.openProduct('last-five');
  const nameOf = async (key: string) =>
    ((await (await page.request.get(`/v1/products/${key}`)).json()) as { name: string }).name;
  const senbei = await nameOf('senbei-gift');
  const lastFive = await nameOf('last-five');
  const soldOut = await nameOf('sold-out');

  await shop.openList();
  const word = `手ぬぐい${Date.now() % 1000}`;
  await page.getByLabel('キーワード').fill(word);
  await page.getByRole('button', { name: '検索する' }).click();
  await expect(shop.total()).toBeVisible();

  await page.goto('/product/sold-out/');
  await page.getByRole('heading', { name: '商品リクエスト' }).scrollIntoViewIfNeeded();
  await expect(
    page.locator('astro-island[component-url*="ProductRequestForm"]'),
  ).not.toHaveAttribute('ssr');
  await page.getByLabel('リクエスト内容').fill('Lサイズの再入荷を待っています。');
  await page.getByRole('button', { name: 'リクエストを送る' }).click();
  await expect(page.getByText('リクエストを受け付けました。ありがとうございます。')).toBeVisible();

  // 閲覧履歴: the newest first, with prices and favourites; one entry removed.
  await histories.open('/mypage/product_history/', '閲覧履歴');
  const viewed = histories.list('閲覧履歴');
  // Newest first: the sold-out product (viewed to send the request), then the two opened before.
  await expect(viewed.nth(0)).toContainText(soldOut);
  await expect(viewed.nth(1)).toContainText(lastFive);
  await expect(viewed.nth(2)).toContainText(senbei);
  await expect(viewed.nth(1)).toContainText('（税込）');
  const before = Number((await histories.total().textContent())?.replace(/\D/g, ''));
  await histories.screenshots('product-history');
  const favourite = viewed.first().getByRole('button', { name: /お気に入り/ });
  const wasFavourite = (await favourite.getAttribute('aria-pressed')) === 'true';
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', String(!wasFavourite));
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', String(wasFavourite));
  await histories.removeButton(senbei).click();
  await expect(histories.removeButton(senbei)).toHaveCount(0);
  await expect(histories.total()).toHaveText(`全${before - 1}件`);
  await page.reload();
  await expect(viewed.nth(1)).toContainText(lastFive);
  await expect(histories.removeButton(senbei)).toHaveCount(0);

  // 検索履歴: the word links back to the list searched by it.
  await histories.open('/mypage/product_search_history/', '検索履歴');
  const searched = histories.list('検索履歴');
  const link = searched.first().getByRole('link', { name: word });
  await expect(link).toHaveAttribute('href', `/product/?keyword=${encodeURIComponent(word)}`);
  await histories.screenshots('search-history');
  await histories.removeButton(word).click();
  await expect(page.getByRole('link', { name: word })).toHaveCount(0);

  // リクエスト履歴: what was requested and when; deleting lowers the total by one.
  await histories.open('/mypage/product_request_history/', 'リクエスト履歴');
  const requested = histories.list('リクエスト履歴');
  await expect(requested.first()).toContainText('Lサイズの再入荷を待っています。');
  await expect(requested.first().locator('time')).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{1,2}:\d{2}$/);
  const requests = Number((await histories.total().textContent())?.replace(/\D/g, ''));
  await histories.screenshots('request-history');
  await requested.first().getByRole('button', { name: '削除する' }).click();
  if (requests > 1) await expect(histories.total()).toHaveText(`全${requests - 1}件`);
  else await expect(page.getByText('まだ商品リクエストはありません。')).toBeVisible();
});

test('a guest is sent to the login page from the history screens', async ({ page }) => {
  await page.goto('/mypage/product_search_history/');
  await page.waitForURL(/\/login\//);
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
});

test('a login on /login/ flushes the guest’s browsing history into the member’s (spec §4)', async ({
  page,
  request,
}) => {
  const member = await registerMemberByApi(request, 'flush');
  const catalog = new CatalogPage(page);
  await catalog.openProduct('senbei-gift');
  const viewedHere = () => page.evaluate(() => localStorage.getItem('catalog:viewed'));
  await expect.poll(viewedHere).not.toBe('[]');
  const senbei = (
    (await (await request.get('/v1/products/senbei-gift')).json()) as { name: string }
  ).name;

  await logIn(page, '/ec/', member);
  expect(await viewedHere()).toBe('[]');
  const histories = new HistoriesPage(page);
  await histories.open('/mypage/product_history/', '閲覧履歴');
  await expect(histories.list('閲覧履歴').first()).toContainText(senbei);
});
