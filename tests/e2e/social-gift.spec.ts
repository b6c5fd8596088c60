import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage } from './pages/checkout.page';
import { logIn } from './pages/login';
import { registerGiftBuyer, SocialGiftPage } from './pages/social-gift.page';
import { expect, test } from './support/test';

test('a member sends a social gift by card; the recipient, not logged in, accepts it once', async ({
  page,
  browser,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const shots = testInfo.project.name === 'desktop';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const buyer = await registerGiftBuyer(request);
  await logIn(page, '/ec/', buyer);
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);

  await catalog.openProduct('gauze-towel-pink');
  await catalog.addToCartConfirmed();
  await page.goto('/cart/shipping-select/');
  await expect(checkout.orderer().getByLabel('姓', { exact: true })).toHaveValue('贈田');
  await page.getByRole('checkbox', { name: 'ソーシャルギフトで贈る' }).check();
  await page.getByLabel('メッセージ').fill('いつもありがとう。ささやかですが使ってください。');
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await expect(page.getByRole('radio', { name: /後払い/ })).toBeDisabled();
  await page.getByRole('radio', { name: /^クレジットカード/ }).check();
  await checkout.fillCard('4242 4242 4242 4242');
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  const field = page.getByLabel('ギフトURL');
  await expect(field).toHaveValue(/\/social-gift\/[A-Za-z0-9_-]{32}\/$/);
  const url = await field.inputValue();
  await page.getByRole('button', { name: 'コピー' }).click();
  await expect(page.getByText('コピーしました。')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole('link', { name: 'LINEで送る' })).toHaveAttribute(
    'href',
    new RegExp(`^https://line\\.me/R/share\\?text=.*${encodeURIComponent(url)}`),
  );
  await expect(page.getByText(/受け取り期限: \d{4}年/)).toBeVisible();

  // The recipient: a fresh browser with no login.
  const recipientContext = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const r = await recipientContext.newPage();
  const gift = new SocialGiftPage(r);
  await r.goto(url);
  await expect(
    r.getByRole('heading', { name: '贈田 太郎さまからギフトが届いています' }),
  ).toBeVisible();
  await expect(r.getByText('いつもありがとう。ささやかですが使ってください。')).toBeVisible();
  await expect(r.getByText(/ガーゼハンカチタオル/)).toBeVisible();
  await expect(r.getByText('¥')).toHaveCount(0);
  if (shots) await gift.shoot('landing');
  await r.getByRole('link', { name: 'ギフトを受け取る' }).click();

  await expect(r).toHaveURL(/\/shipping\/$/);
  await gift.next();
  await expect(r.getByText('姓を入力してください。')).toBeVisible();
  await gift.fillAddress();
  await expect(r.getByLabel('セイ', { exact: true })).toHaveValue('ウケトリ');
  if (shots) await gift.shoot('shipping');
  await gift.next();

  await expect(r).toHaveURL(/\/delivery\/$/);
  const date = r.getByLabel('お届け希望日');
  await expect(date.locator('option').nth(1)).toBeAttached();
  await date.selectOption({ index: 1 });
  await r.getByLabel('お届け希望時間帯').selectOption({ label: '午前中' });
  if (shots) await gift.shoot('delivery');
  await gift.next();

  await expect(r).toHaveURL(/\/confirm\/$/);
  await expect(r.getByText(/受取 花子 様（ウケトリ ハナコ）/)).toBeVisible();
  await expect(r.getByText(/北海道札幌市中央区/)).toBeVisible();
  // 戻る keeps what was typed.
  await r.getByRole('link', { name: '戻る' }).click();
  await expect(r).toHaveURL(/\/delivery\/$/);
  await expect(r.getByLabel('お届け希望時間帯')).toHaveValue('am');
  await gift.next();
  await expect(r).toHaveURL(/\/confirm\/$/);
  if (shots) await gift.shoot('confirm');
  await r.getByRole('button', { name: '受け取る' }).click();

  await expect(r).toHaveURL(/\/complete\/$/);
  await expect(r.getByRole('heading', { name: '受け取りが完了しました' })).toBeVisible();
  if (shots) await gift.shoot('complete');

  // The link works once: a second visit shows the completed state.
  await r.goto(url);
  await expect(r.getByRole('heading', { name: 'このギフトは受け取り済みです' })).toBeVisible();
  await expect(r.getByRole('link', { name: 'ギフトを受け取る' })).toHaveCount(0);
  await r.goto(`${new URL(url).origin}/social-gift/${'z'.repeat(32)}/`);
  await expect(r.getByRole('heading', { name: 'ギフトが見つかりません' })).toBeVisible();
  if (shots) await gift.shoot('unknown');
  await recipientContext.close();

  // The buyer sees it accepted, never the recipient's address.
  await page.reload();
  await expect(page.getByText('受け取り済み（発送準備中）')).toBeVisible();
  await expect(page.getByText(/受取|札幌/)).toHaveCount(0);
});

test('a member sends one item home and a second shipment as the social gift; the recipient sees only its goods', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const shots = testInfo.project.name === 'desktop';
  const buyer = await registerGiftBuyer(request);
  await logIn(page, '/ec/', buyer);
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);
  await catalog.openProduct('gauze-towel-blue');
  await catalog.addToCartConfirmed();
  await catalog.openProduct('yunomi-indigo');
  await catalog.addToCartConfirmed();

  // Shipment 1: the buyer's own address.
  await page.goto('/cart/shipping-select/');
  await expect(checkout.orderer().getByLabel('姓', { exact: true })).toHaveValue('贈田');
  await page.getByRole('button', { name: '別の住所にも送る' }).click();

  // Shipment 2: the gift. No address is asked; a name typed first stays in the hidden fields.
  await expect(page).toHaveURL(/\/cart\/shipping-add\/$/);
  const shipTo = page.getByRole('group', { name: 'お届け先' });
  await shipTo.getByLabel('姓', { exact: true }).fill('途中');
  await checkout.sendAsGift('お引越しおめでとう。');
  await expect(shipTo).toBeHidden();
  if (shots) await new SocialGiftPage(page).shoot('add-shipment');
  await page.getByRole('button', { name: 'このお届け先を追加する' }).click();

  await expect(page).toHaveURL(/\/cart\/shipping-detail\/$/);
  const gift = page.getByRole('region', { name: 'お届け先2' });
  await expect(gift).toContainText('ソーシャルギフトで贈る');
  await expect(gift).toContainText('お引越しおめでとう。');
  await expect(gift.getByLabel('お届け希望日')).toHaveCount(0);
  // A second gift is refused beside the checkbox; the message typed stays.
  await page.getByRole('link', { name: 'お届け先を追加する' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-add\/$/);
  await checkout.sendAsGift('もう一つ');
  await page.getByRole('button', { name: 'このお届け先を追加する' }).click();
  await expect(
    page
      .getByRole('group', { name: 'ソーシャルギフト' })
      .getByText('ソーシャルギフトにできるお届け先はご注文ごとに1件です。'),
  ).toBeVisible();
  await expect(page.getByLabel('メッセージ')).toHaveValue('もう一つ');
  if (shots) await new SocialGiftPage(page).shoot('add-shipment-refused');
  await page.goto('/cart/shipping-detail/');

  // Nothing split to the gift yet: pointed out on its card.
  await checkout.next();
  await expect(gift.getByRole('alert')).toHaveText(
    /お届け先2（ソーシャルギフト）に贈る商品がありません/,
  );
  await page.getByLabel(/湯呑.*お届け先2への数量/).selectOption('1');
  await page.getByLabel(/湯呑.*お届け先1への数量/).selectOption('0');
  if (shots) await new SocialGiftPage(page).shoot('shipment-card');
  await checkout.next();

  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /^クレジットカード/ }).check();
  await checkout.fillCard('4242 4242 4242 4242');
  await page.getByRole('button', { name: '注文内容を確認する' }).click();

  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  const home = page.getByRole('region', { name: 'お届け先1' });
  await expect(home).toContainText('東京都千代田区');
  await expect(home).toContainText('ガーゼ');
  await expect(home).not.toContainText('湯呑');
  const toGift = page.getByRole('region', { name: 'お届け先2' });
  await expect(toGift).toContainText('ソーシャルギフトで贈る');
  await expect(toGift).toContainText('お引越しおめでとう。');
  await expect(toGift).toContainText('湯呑');
  await expect(toGift).not.toContainText(/千代田|途中|お届け希望日/);
  if (shots) await new SocialGiftPage(page).shoot('buyer-confirm-shipments');
  await page.getByRole('button', { name: '注文を確定する' }).click();

  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  const field = page.getByLabel('ギフトURL');
  await expect(field).toHaveValue(/\/social-gift\/[A-Za-z0-9_-]{32}\/$/);
  const url = await field.inputValue();
  const placed = page.getByRole('region', { name: 'お届け先2' });
  await expect(placed).toContainText('ソーシャルギフトで贈る');
  await expect(placed).toContainText('湯呑');
  await expect(placed).not.toContainText(/千代田|お届け希望日/);
  await expect(page.getByRole('region', { name: 'お届け先1' })).toContainText('ガーゼ');
  if (shots) await new SocialGiftPage(page).shoot('buyer-complete-shipments');

  // The recipient: a fresh browser with no login, shown only the gift shipment's goods.
  const recipientContext = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const r = await recipientContext.newPage();
  await r.goto(url);
  await expect(
    r.getByRole('heading', { name: '贈田 太郎さまからギフトが届いています' }),
  ).toBeVisible();
  await expect(r.getByText('お引越しおめでとう。')).toBeVisible();
  await expect(r.getByText(/湯呑/)).toBeVisible();
  await expect(r.getByText(/ガーゼ/)).toHaveCount(0);
  await expect(r.getByRole('link', { name: 'ギフトを受け取る' })).toBeVisible();
  await recipientContext.close();
});
