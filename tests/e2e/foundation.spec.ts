import { CartPage } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { expect, test } from './support/test';

test('a shopper opens a product from the top page, adds it and finds it in the cart', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);

  await catalog.openTop();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await catalog.newArrivalLinks().count()).toBeGreaterThan(0);
  await catalog.newArrivalLinks().first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await catalog.openProduct('oxford-shirt');
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await catalog.chooseVariant('M');
  await catalog.addToCartConfirmed();
  await expect(cart.headerLink()).toHaveAccessibleName(/カート.*1/);

  await cart.open();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.lines().first()).toContainText(name.trim());
  await expect(cart.lines().first()).toContainText('M');
  await expect(page.getByRole('link', { name: 'レジに進む' })).toBeVisible();

  await page.reload();
  await expect(cart.lines()).toHaveCount(1);
  // The default channel's demo cart page uses the quiet layout its saved layout names (no
  // navigation, so no cart link; other channels keep it): the header counts the line again on the
  // next page.
  await catalog.openTop();
  await expect(cart.headerLink()).toHaveAccessibleName(/カート.*1/);
});

test('a bad quantity shows a Japanese message and adds nothing', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);
  await catalog.openProduct('oxford-shirt');
  await catalog.chooseVariant('M');

  await catalog.setQuantity('0');
  await catalog.addToCart();
  await expect(catalog.purchaseError()).toHaveText('数量は1以上で入力してください。');

  await catalog.setQuantity('999');
  await catalog.addToCart();
  await expect(catalog.purchaseError()).toContainText('99以下');

  await expect(cart.headerLink()).toHaveAccessibleName(/カート（0点）/);
});

test('more than the stock gets the server message in Japanese and adds nothing', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);
  await catalog.openProduct('last-five');
  await catalog.setQuantity('6');
  await catalog.addToCart();
  await expect(catalog.purchaseError()).toHaveText(
    '在庫が不足しています。数量を減らしてください。',
  );
  await expect(cart.headerLink()).toHaveAccessibleName(/カート（0点）/);
});

test('full-width digits are accepted as the quantity', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);
  await catalog.openProduct('oxford-shirt');
  await catalog.chooseVariant('L');
  await catalog.setQuantity('２');
  await catalog.addToCartConfirmed();
  await expect(cart.headerLink()).toHaveAccessibleName(/カート（2点）/);
});

test('the header count follows the cart onto content pages, without React there', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);
  await page.goto('/faq/');
  await expect(cart.headerLink()).toHaveAccessibleName(/カート（0点）/);
  await catalog.openProduct('oxford-shirt');
  await catalog.chooseVariant('M');
  await catalog.setQuantity('2');
  await catalog.addToCartConfirmed();
  await expect(cart.headerLink()).toHaveAccessibleName(/カート（2点）/);

  for (const path of ['/faq/', '/blog/', '/']) {
    await page.goto(path);
    await expect(cart.headerLink()).toHaveAccessibleName(/カート（2点）/);
    await expect(cart.headerLink()).toContainText('2');
  }
  expect(await page.evaluate(() => document.querySelector('astro-island'))).toBeNull();
});

test('カートに入れる opens the cart popup: the line and total, focus inside, Esc closes, レジに進む leads on; the cart names the payment methods', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  await catalog.openProduct('oxford-shirt');
  await catalog.chooseVariant('M');
  await catalog.setQuantity('2');
  await catalog.addToCart();
  const popup = catalog.cartPopup();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(/（M）× 2/);
  await expect(popup).toContainText(/合計（税込） ¥[\d,]+/);
  const checkout = popup.getByRole('link', { name: 'レジに進む' });
  const keepShopping = popup.getByRole('button', { name: '買い物を続ける' });
  await expect(checkout).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(keepShopping).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await catalog.setQuantity('1');
  await catalog.addToCart();
  await expect(popup).toContainText(/（M）× 1/);
  await checkout.click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);

  // The cart names the shop's payment methods before checkout (GET /v1/payments).
  await page.goto('/cart/');
  await expect(page.getByText(/^ご利用いただけるお支払い方法：.*事前銀行振込/)).toBeVisible();
});

test('an unknown product shows the 404 page', async ({ page }) => {
  await page.goto('/product/no-such-key/');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('お探しのページが見つかりませんでした。')).toBeVisible();
  // The catch-all looked the key up and still says 404.
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('link', { name: 'トップページへ戻る' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a product page tells search engines its price in JPY and its availability', async ({
  page,
}) => {
  await page.goto('/product/oxford-shirt/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/product\/oxford-shirt\/$/,
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => {
    const parsed = JSON.parse(text);
    return parsed['@graph'] ?? [parsed];
  });
  const ld = nodes.find((node) => node['@type'] === 'Product');
  expect(ld).toBeDefined();
  expect(ld.offers).toMatchObject({
    priceCurrency: 'JPY',
    availability: 'https://schema.org/InStock',
  });
  expect(ld.offers.price).toBeGreaterThan(0);
});
