import { CartPage } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { logIn } from './pages/login';
import { expect, test } from './support/test';

test('a guest buys by bank transfer and sees the order number and bank details', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);
  const checkout = new CheckoutPage(page);

  await catalog.openProduct('senbei-gift');
  await catalog.addToCartConfirmed();
  await cart.open();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /見積書/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^quotation-\d{4}-\d{2}-\d{2}\.pdf$/);
  await page.getByRole('link', { name: 'レジに進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);

  await checkout.next();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(checkout.orderer().getByText('姓を入力してください。')).toBeVisible();

  await checkout.orderer().getByLabel('郵便番号').fill('１５０－０００１');
  await expect(checkout.orderer().getByLabel('都道府県')).toHaveValue('東京都');
  await expect(checkout.orderer().getByLabel('市区町村')).toHaveValue('渋谷区');
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
  // The business calendar beside the date: weekends and holidays greyed, a date picked on it.
  const calendar = page.getByRole('table', { name: /お届け日カレンダー/ });
  await expect(calendar.locator('.delivery-calendar__holiday').first()).toBeVisible();
  const picked = calendar.getByRole('button').nth(1);
  await picked.click();
  await expect(picked).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('お届け希望日')).not.toHaveValue('');
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
  const purchase = await page.evaluate(() =>
    (
      window as unknown as {
        dataLayer?: { event?: string; ecommerce?: { currency: string; transaction_id: string } }[];
      }
    ).dataLayer?.find((e) => e?.event === 'purchase'),
  );
  expect(purchase?.ecommerce?.currency).toBe('JPY');
  expect(purchase?.ecommerce?.transaction_id).toMatch(/^OK-/);
  await expect(cart.headerLink()).toHaveAccessibleName(/カート（0点）/);
});

test('the 3-D Secure card: a declined card first, then the challenge, then the order', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);

  await catalog.openProduct('oxford-shirt');
  await catalog.chooseVariant('L');
  await catalog.addToCartConfirmed();
  await page.goto('/cart/shipping-select/');
  await checkout.fillOrderer(OSAKA_GUEST);
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /クレジットカード/ }).check();
  await checkout.fillCard('4000 0000 0000 0002');
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page.getByRole('alert')).toContainText('カードが承認されませんでした');

  await checkout.fillCard('4000 0000 0000 3220');
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page.getByRole('heading', { name: '本人認証（3-Dセキュア）' })).toBeVisible();
  await page.getByRole('button', { name: '認証する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expect(page.getByText(/VISA \*\*\*\* 3220/)).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'お振込先' })).toHaveCount(0);
});

test('a member buys with the saved card, points and a coupon', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);

  await logIn(page);

  await catalog.openProduct('junmai-sake');
  await catalog.confirmAge();
  await catalog.addToCartConfirmed();
  await catalog.openProduct('senbei-gift');
  await catalog.addToCartConfirmed();

  await page.goto('/cart/shipping-select/');
  await expect(checkout.orderer().getByLabel('姓', { exact: true })).not.toHaveValue('');
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByLabel('クーポンコード').fill('THANKS500');
  await page.getByRole('button', { name: '適用する' }).click();
  await expect(page.getByText('クーポン THANKS500 を適用しました。')).toBeVisible();
  await page.getByLabel('利用するポイント').fill('１００');
  await page.getByRole('button', { name: 'ポイントを使う' }).click();
  await expect(page.getByText('−¥100')).toBeVisible();
  await page.getByRole('radio', { name: /クレジットカード/ }).check();
  await expect(page.getByRole('radio', { name: /VISA \*\*\*\* 4242/ })).toBeChecked();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expect(page.getByText('−¥500')).toBeVisible();
  await expect(page.getByText('−¥100')).toBeVisible();
  await expect(page.getByText(/VISA \*\*\*\* 4242/)).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
});
