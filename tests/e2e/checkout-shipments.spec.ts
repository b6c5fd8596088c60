import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { logIn } from './pages/login';
import { expect, test } from './support/test';

test('a member sends one product home and one to the family address, pays by bank transfer', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);
  await logIn(page);

  await catalog.openProduct('oxford-shirt');
  await catalog.chooseVariant('M');
  await catalog.addToCartConfirmed();
  await catalog.openProduct('senbei-gift');
  await catalog.addToCartConfirmed();

  // Shipment 1: the default address-book entry (home, 東京都).
  await page.goto('/cart/shipping-select/');
  await expect(checkout.orderer().getByLabel('姓', { exact: true })).not.toHaveValue('');
  const home = page.getByRole('radio', { name: /山田 太郎 様.*いつものお届け先/ });
  await home.check();
  await page.getByRole('button', { name: '別の住所にも送る' }).click();

  // Shipment 2: the second address-book entry (実家, 神奈川県).
  await expect(page).toHaveURL(/\/cart\/shipping-add\/$/);
  await page.getByRole('radio', { name: /山田 和子 様/ }).check();
  await page.getByRole('button', { name: 'このお届け先を追加する' }).click();

  // The senbei goes to shipment 2; a split that does not add up is pointed out first.
  await expect(page).toHaveURL(/\/cart\/shipping-detail\/$/);
  await page.getByLabel(/せんべい.*お届け先2への数量/).selectOption('1');
  await expect(page.getByText('カートの数量より1点多くなっています。')).toBeVisible();
  await page.getByLabel(/せんべい.*お届け先1への数量/).selectOption('0');
  const second = page.getByRole('region', { name: 'お届け先2' });
  await expect(second).toContainText('神奈川県横浜市港北区');
  const date = second.getByLabel('お届け希望日');
  await expect(date.locator('option').nth(1)).toBeAttached();
  await date.selectOption({ index: 1 });
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  const first = page.getByRole('region', { name: 'お届け先1' });
  await expect(first).toContainText('東京都世田谷区');
  await expect(first).toContainText('オックスフォード');
  await expect(first).not.toContainText('せんべい');
  const toFamily = page.getByRole('region', { name: 'お届け先2' });
  await expect(toFamily).toContainText('山田 和子');
  await expect(toFamily).toContainText('せんべい');
  await expect(toFamily).toContainText('送料 ¥660');
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'お届け先1' })).toContainText('オックスフォード');
  await expect(page.getByRole('region', { name: 'お届け先2' })).toContainText('せんべい');
  await expect(page.getByRole('heading', { name: 'お振込先' })).toBeVisible();
});

test('a guest splits two boxes of 羊羹 between home and a friend in 北海道, pays by bank transfer', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);
  // Not the senbei: its six in stock are shared by the other journeys.
  await catalog.openProduct('yokan-matcha');
  await page.getByLabel('数量').fill('2');
  await catalog.addToCartConfirmed();

  // Shipment 1: the orderer's own address.
  await page.goto('/cart/shipping-select/');
  // Kana typed in hiragana, as a shopper may.
  await checkout.fillOrderer({
    ...OSAKA_GUEST,
    lastKana: 'さとう',
    firstKana: 'いちろう',
    email: 'ichiro.split@example.jp',
  });
  await page.getByRole('button', { name: '別の住所にも送る' }).click();

  // Shipment 2: a new address typed by the guest (no address book); the postal code fills it.
  await expect(page).toHaveURL(/\/cart\/shipping-add\/$/);
  await page.getByLabel('姓', { exact: true }).fill('北野');
  await page.getByLabel('名', { exact: true }).fill('友子');
  await page.getByLabel('セイ', { exact: true }).fill('きたの');
  await page.getByLabel('メイ', { exact: true }).fill('ともこ');
  await page.getByLabel('郵便番号').fill('０６０－０００１');
  await expect(page.getByLabel('都道府県')).toHaveValue('北海道');
  await page.getByLabel('番地').fill('北1条西1-1');
  await page.getByLabel('電話番号').fill('０１１２３４５６７８');
  await page.getByRole('button', { name: 'このお届け先を追加する' }).click();

  await expect(page).toHaveURL(/\/cart\/shipping-detail\/$/);
  await page.getByLabel(/羊羹.*お届け先2への数量/).selectOption('1');
  await expect(page.getByText('カートの数量より1点多くなっています。')).toBeVisible();
  await page.getByLabel(/羊羹.*お届け先1への数量/).selectOption('1');
  await expect(page.getByRole('region', { name: 'お届け先2' })).toContainText('北海道札幌市中央区');
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  const home = page.getByRole('region', { name: 'お届け先1' });
  await expect(home).toContainText('大阪府大阪市北区梅田');
  await expect(home).toContainText('羊羹');
  const friend = page.getByRole('region', { name: 'お届け先2' });
  await expect(friend).toContainText('北野 友子');
  await expect(friend).toContainText('羊羹');
  await expect(friend).toContainText('送料 ¥1,320');
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  await expect(page.getByText(/^OK-\d{8}-\d{6}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'お届け先2' })).toContainText('北野 友子');
  await expect(page.getByRole('heading', { name: 'お振込先' })).toBeVisible();
});
