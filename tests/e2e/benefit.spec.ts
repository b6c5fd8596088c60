import { BenefitPage } from './pages/benefit.page';
import { CartPage } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { expect, test } from './support/test';

/** Page changes on a loaded 2-core machine can take longer than the default 10 s. */
const SLOW = 60_000;

// Runs in the `benefit` project (http://benefit.localhost:PORT): the shareholder-benefit shop.
test('a shareholder logs in with a voucher, the allowance pays first, a used voucher is refused', async ({
  page,
}) => {
  // One long journey on a busy 2-core machine: login, cart, three checkout steps.
  test.setTimeout(300_000);
  const benefit = new BenefitPage(page);
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);

  // Members only: a guest on a shop page is sent to the login page.
  await page.goto('/product/senbei-gift/');
  await expect(page).toHaveURL(/\/login\/\?redirect=/, { timeout: SLOW });

  await benefit.logInWithVoucher('10000001', '210987654321');
  await benefit.expectRefused('この優待券はご利用済みです。');
  await benefit.logInWithVoucher('10000003', '９９９９－００００－１１１１');
  await benefit.expectRefused(/この優待券は有効期限（.+）が切れています。/);

  // The first login registers 山田 一郎 and goes back to the product.
  await benefit.logInWithVoucher('１０００－０００１', '1234-5678-9012');
  await expect(page).toHaveURL(/\/product\/senbei-gift\/$/, { timeout: SLOW });
  await catalog.addToCartConfirmed();
  await new CartPage(page).open();
  await page.getByRole('link', { name: 'レジに進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/, { timeout: SLOW });
  await checkout.fillOrderer({
    ...OSAKA_GUEST,
    lastName: '山田',
    firstName: '一郎',
    email: 'ichiro.kabunushi@example.jp',
  });
  await checkout.chooseDelivery('午前中');
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/, { timeout: SLOW });
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/, { timeout: SLOW });
  // The allowance (5,000円分) covers the goods first; the total line names it.
  await expect(page.getByText('株主優待', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/$/, { timeout: SLOW });
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
});

test('an items allowance (3点まで無料) makes the most expensive item free, shown as 株主優待', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const benefit = new BenefitPage(page);
  const checkout = new CheckoutPage(page);

  await page.goto('/product/senbei-gift/');
  await expect(page).toHaveURL(/\/login\/\?redirect=/, { timeout: SLOW });
  // 高橋 美咲's voucher: three items free in its year.
  await benefit.logInWithVoucher('10000004', '4444-5555-6666');
  await expect(page).toHaveURL(/\/product\/senbei-gift\/$/, { timeout: SLOW });
  await new CatalogPage(page).addToCartConfirmed();
  await new CartPage(page).open();
  // The gift box (3,000円 + 8%) is one of the three free items.
  await expect(page.getByText('株主優待', { exact: true }).first()).toBeVisible({ timeout: SLOW });
  await expect(page.getByText('−¥3,240').first()).toBeVisible();
  await page.getByRole('link', { name: 'レジに進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/, { timeout: SLOW });
  await checkout.fillOrderer({
    ...OSAKA_GUEST,
    lastName: '高橋',
    firstName: '美咲',
    email: 'misaki.kabunushi@example.jp',
  });
  await checkout.chooseDelivery('午前中');
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/, { timeout: SLOW });
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/, { timeout: SLOW });
  await expect(page.getByText('株主優待', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('−¥3,240').first()).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/$/, { timeout: SLOW });
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
});
