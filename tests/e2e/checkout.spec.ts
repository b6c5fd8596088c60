import { expect, test } from '@playwright/test';
import { CartPage } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage } from './pages/checkout.page';

test.describe.configure({ mode: 'serial' });

test('a guest buys by bank transfer and sees the order number and bank details', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the journey does not depend on screen size');
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);
  const checkout = new CheckoutPage(page);

  await catalog.openProduct('senbei-gift');
  await catalog.addToCart();
  await expect(page.getByRole('status')).toContainText('カートに商品を追加しました。');
  await cart.open();
  await page.getByRole('link', { name: 'レジに進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);

  await checkout.next();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(checkout.orderer().getByText('姓を入力してください。')).toBeVisible();

  await checkout.fillOrderer({
    lastName: '山田',
    firstName: '花子',
    lastKana: 'やまだ',
    firstKana: 'はなこ',
    postal: '１５０－０００１',
    prefecture: '東京都',
    city: '渋谷区神宮前',
    block: '１－２－３',
    building: 'ミセビル201',
    phone: '０３１２３４５６７８',
    email: 'hanako.guest@example.jp',
  });
  await expect(checkout.orderer().getByLabel('セイ', { exact: true })).toHaveValue('ヤマダ');
  await expect(checkout.orderer().getByLabel('郵便番号')).toHaveValue('150-0001');
  await checkout.chooseDelivery('午前中');
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expect(page.getByText('8%対象')).toBeVisible();
  await expect(page.getByText('山田 花子（ヤマダ ハナコ）様').first()).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'お振込先' })).toBeVisible();
  await expect(page.getByText('hanako.guest@example.jp', { exact: false })).toBeVisible();
  await expect(cart.headerLink()).toHaveAccessibleName(/カート（0点）/);
});
