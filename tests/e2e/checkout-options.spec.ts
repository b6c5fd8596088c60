import { CartPage } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { expect, test } from './support/test';

test('a guest adds gift wrapping and のし 御祝 with a name, pays by bank transfer and sees them', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const cart = new CartPage(page);
  const checkout = new CheckoutPage(page);

  await catalog.openProduct('senbei-gift');
  await catalog.addToCartConfirmed();
  await cart.open();
  await page.getByRole('button', { name: 'ギフト包装・のしを追加（+¥220）' }).click();
  const accessories = page.getByRole('group', { name: '付属品' });
  await expect(accessories).toContainText('ギフト包装・のし');
  await expect(page.getByRole('button', { name: 'ギフト包装・のしを外す' })).toBeEnabled();
  await page.getByRole('link', { name: 'レジに進む' }).click();

  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);
  await checkout.fillOrderer({
    lastName: '山田',
    firstName: '花子',
    lastKana: 'ヤマダ',
    firstKana: 'ハナコ',
    postal: '150-0001',
    prefecture: '東京都',
    city: '渋谷区神宮前',
    block: '1-2-3',
    building: '',
    phone: '0312345678',
    email: 'hanako.gift@example.jp',
  });
  const packing = page.getByRole('group', { name: 'のし・ギフト包装' });
  await packing.getByRole('radio', { name: '包装（+¥330 税込）' }).check();
  await packing.getByLabel('のし（表書き）').selectOption({ label: '御祝' });
  await packing.getByLabel(/のしのお名前/).fill('あ'.repeat(21));
  await checkout.next();
  await expect(
    page.getByText('のしのお名前は20文字以内で入力してください。').first(),
  ).toBeVisible();
  await packing.getByLabel(/のしのお名前/).fill('山田');
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expect(page.getByText('＋ ギフト包装・のし × 1', { exact: false })).toBeVisible();
  await expect(page.getByText('包装：包装（¥330）／のし：御祝（山田）')).toBeVisible();
  // 8%: 3,240; 10%: 220 + 330 = 550; under ¥5,500 so carriage ¥660 to 東京都.
  await expect(page.getByText('¥4,450').first()).toBeVisible();
  const totals = page.getByRole('region', { name: 'お支払い合計（税込）' });
  await expect(totals.getByText('ギフト包装料')).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
  const options = page.getByRole('region', { name: 'のし・ギフト包装' });
  await expect(options).toContainText('包装：包装（¥330）／のし：御祝（山田）');
  await expect(options).toContainText('＋ ギフト包装・のし × 1');
});

test('back from a cancelled 3-D Secure challenge, the shopper is asked to pay again and can', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);

  await catalog.openProduct('oxford-shirt');
  await catalog.chooseVariant('L');
  await catalog.addToCartConfirmed();
  await page.goto('/cart/shipping-select/');
  await checkout.fillOrderer({ ...OSAKA_GUEST, email: 'ichiro.retry@example.jp' });
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /クレジットカード/ }).check();
  await checkout.fillCard('4000 0000 0000 3220');
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page.getByRole('heading', { name: '本人認証（3-Dセキュア）' })).toBeVisible();
  await page.getByRole('button', { name: 'キャンセル' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expect(page.getByRole('alert')).toHaveText(
    'カード決済が完了しなかったため、お支払いをやり直してください。',
  );
  await expect(page.getByText(/VISA \*\*\*\* 3220/)).toHaveCount(0);

  await page.goto('/cart/payment/');
  // The demo shop runs the sandbox provider: every payment screen says no real charge is made
  // (beside the screen's own information message, another note).
  await expect(page.getByRole('note').filter({ hasText: 'テスト決済' })).toContainText(
    'テスト決済モードです。実際の請求は発生しません。',
  );
  await page.getByRole('radio', { name: /クレジットカード/ }).check();
  await checkout.fillCard('4242 4242 4242 4242');
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expect(page.getByText(/VISA \*\*\*\* 4242/)).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'テスト決済' })).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
});
