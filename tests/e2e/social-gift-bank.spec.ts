import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { waitForMail } from './support/outbox';
import { expect, test } from './support/test';

const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('a guest gifts by bank transfer: the link comes only once the shop records the payment', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `gift-bank-${Date.now()}@example.jp`;
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);
  await catalog.openProduct('gauze-towel-pink');
  await catalog.addToCartConfirmed();
  await page.goto('/cart/shipping-select/');
  await checkout.fillOrderer({ ...OSAKA_GUEST, email });
  await page.getByRole('checkbox', { name: 'ソーシャルギフトで贈る' }).check();
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  const orderNo = (await page.getByText(/^OK-\d{8}-\d{6}$/).textContent()) ?? '';
  await expect(
    page.getByText('ギフトURLはご入金の確認後に表示・メールでお知らせします。'),
  ).toBeVisible();
  await expect(page.getByLabel('ギフトURL')).toHaveCount(0);

  // The shop records the transfer; the link is mailed at once.
  const paid = await request.post(`/v1/admin/orders/${orderNo}/paid`, { headers: admin });
  expect(paid.status()).toBe(200);
  const mail = await waitForMail(email, `【ギフトURLのお知らせ】ご注文番号 ${orderNo}`);
  const url = /https?:\/\/\S+\/social-gift\/[A-Za-z0-9_-]{32}\//.exec(mail.text)?.[0] ?? '';
  expect(url).not.toBe('');
  await page.goto(new URL(url).pathname);
  await expect(
    page.getByRole('heading', { name: '佐藤 一郎さまからギフトが届いています' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'ギフトを受け取る' })).toBeVisible();
});
