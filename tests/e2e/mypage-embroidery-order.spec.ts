import { expect, test } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage } from './pages/checkout.page';
import { logIn } from './pages/login';
import { MypageBodyPage } from './pages/mypage-body.page';
import { registerGiftBuyer } from './pages/social-gift.page';
import { reviewShot } from './support/review-shots';

const LINE_NAME = 'ネーム刺繍（漢字・ひらがな・ローマ字）「KEN」（金糸）';

test('a member saves an embroidery name, orders a school blazer with it and sees it on the order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // A member of its own: taro's cart and order history belong to other journeys.
  const member = await registerGiftBuyer(request);
  await logIn(page, '/mypage/name-embroidery/', member);
  const body = new MypageBodyPage(page);
  await page.getByRole('link', { name: 'お名前を登録する' }).click();
  await page.getByRole('radio', { name: /ローマ字/ }).check();
  await page.getByLabel('刺繍するお名前').fill('ＫＥＮ');
  await page.getByLabel('糸の色').selectOption({ label: '金' });
  await body.confirmAndSave();
  await expect(page.getByText('ネーム刺繍のお名前を保存しました。')).toBeVisible();

  const catalog = new CatalogPage(page);
  await catalog.openProduct('school-blazer-boys-navy');
  const sizes = page.getByRole('radio');
  if ((await sizes.count()) > 0) await sizes.first().check();
  await catalog.addToCartConfirmed();
  await page.goto('/cart/');
  const option = page.getByRole('group', { name: /ネーム刺繍（1点につき ¥363 税込）/ });
  await expect(option.getByLabel('ネーム刺繍のお名前')).toHaveValue(/\d+/);
  await expect(option.getByRole('option', { name: '「KEN」（金糸）' })).toBeAttached();
  await option.getByRole('button', { name: 'ネーム刺繍を付ける' }).click();
  await expect(option.getByText(`＋ ${LINE_NAME}　¥363`)).toBeVisible();
  await reviewShot(page, { path: `.build/screens/cart-embroidery-${testInfo.project.name}.png` });

  await page.getByRole('link', { name: 'レジに進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);
  const checkout = new CheckoutPage(page);
  // The orderer comes from the member's profile once it has loaded.
  await expect(checkout.orderer().getByLabel('姓', { exact: true })).not.toHaveValue('');
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expect(page.getByText(LINE_NAME).first()).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/$/);

  await page.goto('/mypage/order_history/');
  await page
    .getByRole('link', { name: /の詳細を見る$/ })
    .first()
    .click();
  await expect(page.getByText(`付属品：${LINE_NAME} × 1`)).toBeVisible();
});
