import { logIn, TARO } from './pages/login';
import { OrdersPage } from './pages/orders.page';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/test';

// taro's delivered order whose products are still sold (FIXTURES: it can be bought again).
const DELIVERED = 'OK-20260315-0012';

test('a member buys an earlier order again from its detail page, the whole order and one line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orders = new OrdersPage(page);
  await logIn(page, '/mypage/order_history/', TARO);
  await orders.openListWith(DELIVERED);
  await orders.openDetail(DELIVERED);

  // Each line shows its product's picture and links back to the product.
  const lines = page.getByRole('region', { name: 'ご注文の商品' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const shirt = lines.filter({ hasText: 'オックスフォード' });
  await expect(shirt.getByRole('link')).toHaveAttribute('href', '/product/oxford-shirt/');
  await expect(shirt.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await shirt.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // The whole order into a cart of this browser: the server adds both lines at today's price.
  await page.getByRole('button', { name: 'もう一度購入', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: 'カートに入れました' });
  await expect(result).toContainText('2点の商品をカートに入れました。');
  await expect(page.getByRole('link', { name: /カート.*2/ }).first()).toBeVisible();
  await expectNoViolations(page, 'order detail after buying again');

  // One line again, by its own button (named after the product).
  const chino = lines.filter({ hasNotText: 'オックスフォード' });
  await chino.getByRole('button', { name: /をもう一度購入$/ }).click();
  await expect(result).toContainText('1点の商品をカートに入れました。');
  await expect(page.getByRole('link', { name: /カート.*3/ }).first()).toBeVisible();

  // The cart holds the same variants: the shirt once, the other line twice.
  await result.getByRole('link', { name: 'カートを見る' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  const cartLines = page.getByRole('list', { name: 'カート内の商品' }).getByRole('listitem');
  await expect(cartLines).toHaveCount(2);
  await expect(cartLines.filter({ hasText: 'オックスフォード' })).toContainText('M');
});
