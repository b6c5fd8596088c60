import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { logIn } from './pages/login';
import { mailTextTo, pdfText, ReceiptPage } from './pages/receipts.page';
import { expect as baseExpect, test } from './support/test';

// Receipts do not depend on screen size (screenshots check both widths): desktop only.
// Each journey places or opens an order and downloads PDFs; on a busy machine that can take minutes.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a guest pays by card, opens the receipt link from the mail and downloads a qualified invoice', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);
  const receipt = new ReceiptPage(page);
  const email = `receipt.${Date.now()}@example.jp`;

  await page.goto('/product/senbei-gift/');
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
  await catalog.addToCartConfirmed();
  await page.goto('/cart/shipping-select/');
  await checkout.fillOrderer({ ...OSAKA_GUEST, email });
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /クレジットカード/ }).check();
  await checkout.fillCard('4242 4242 4242 4242');
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  const orderNo = (await page.getByText(/^OK-\d{8}-\d{6}$/).textContent()) ?? '';

  const mail = await mailTextTo(email);
  const link = /https?:\/\/\S+\/orders\/receipt\/\?\S+/.exec(mail)?.[0] ?? '';
  expect(new URL(link).searchParams.get('no')).toBe(orderNo);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: '領収書の発行' })).toBeVisible();
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(page.getByLabel('宛名')).toHaveValue('佐藤 一郎');

  await receipt.fill('', '贈答品代として');
  await page.getByRole('button', { name: '内容を確認する' }).click();
  await expect(page.getByText('宛名を入力してください。')).toBeVisible();
  await expect(page.getByLabel('但し書き')).toHaveValue('贈答品代として');
  await receipt.fill('株式会社サトウ商店', '贈答品代として');
  await page.getByRole('button', { name: '内容を確認する' }).click();
  await expect(page.getByText('この内容で領収書を発行します')).toBeVisible();

  const first = await receipt.download('発行してダウンロードする');
  expect(first.name).toBe(`receipt-${orderNo}.pdf`);
  const text = pdfText(first.file);
  expect(text).toContain('登録番号：T1234567890123');
  expect(text).toContain('株式会社サトウ商店');
  expect(text).toContain('贈答品代として');
  expect(text).toContain('8%対象※');
  expect(text).not.toContain('再発行');
  await expect(page.getByText('発行回数：1回')).toBeVisible();
  await receipt.screenshots('receipt-guest-issued');

  const again = await receipt.download('領収書をダウンロード');
  expect(pdfText(again.file)).toContain('再発行');
  await expect(page.getByText('発行回数：2回')).toBeVisible();
  await expect(page.getByLabel('宛名')).toHaveCount(0);

  await page.goto(`/orders/receipt/?no=${orderNo}&t=${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: '領収書が見つかりません' })).toBeVisible();
});

test('a member downloads the receipt and the quotation of a delivered order from its detail', async ({
  page,
}) => {
  const receipt = new ReceiptPage(page);
  await logIn(page, '/mypage/order_history/');
  await page.getByRole('link', { name: 'ご注文番号 OK-20260802-0341 の詳細を見る' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '領収書' })).toBeVisible();
  await expect(page.getByLabel('宛名')).toHaveValue('山田 太郎');

  const quotation = await receipt.download('見積書をダウンロード');
  expect(quotation.name).toBe('quotation-OK-20260802-0341.pdf');
  expect(pdfText(quotation.file)).toContain('御見積書');

  await page.getByRole('button', { name: '内容を確認する' }).click();
  const issued = await receipt.download('発行してダウンロードする');
  expect(issued.name).toBe('receipt-OK-20260802-0341.pdf');
  const text = pdfText(issued.file);
  expect(text).toContain('山田 太郎');
  expect(text).toContain('T1234567890123');
  await expect(page.getByRole('button', { name: '領収書をダウンロード' })).toBeVisible();
  await receipt.screenshots('receipt-member-issued');
});
