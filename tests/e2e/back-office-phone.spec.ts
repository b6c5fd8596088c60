import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { BackOfficeOrders } from './pages/back-office-orders.page';
import { expectPhoneFriendly, scrollsSideways } from './support/phone-checks';
import { expect, test } from './support/test';

// The back office at phone width (project back-office-phone): the menu is a drawer behind
// メニュー, tables become cards, and every screen passes axe (the order screens also the thumb-size
// and no-sideways-scroll checks of the shop's phone journeys). Reading only: the desktop journeys
// (back-office.spec.ts) make the changes.

test('the owner reaches every screen through the phone menu, each accessible', async ({
  page,
  expectPageError,
}) => {
  // Eight axe runs over dense screens (50-row product cards, the new product form with its
  // variant matrix) outlast the default minute; on a loaded 2-core machine the eighth ran past 3 min.
  test.setTimeout(300_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.expectAccessible('sign-in (phone)');
  await office.signInOwner();
  await expect(office.menu()).toBeHidden();
  await office.expectAccessible('home (phone)');
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await expect(office.menu()).toBeVisible();
  await office.expectAccessible('menu open (phone)');
  await office.menu().getByRole('link', { name: '商品一覧' }).click();
  await expect(office.menu()).toBeHidden();
  await expect(office.heading('商品一覧')).toBeFocused();
  await expect(office.productRows().first()).toBeVisible();
  await office.expectAccessible('product list (phone)');
  await office.productRows().first().getByRole('link').first().click();
  await expect(office.heading('商品編集')).toBeVisible();
  await office.expectAccessible('product edit (phone)');
  await page.getByRole('link', { name: '変更履歴' }).click();
  await expect(office.heading('変更履歴')).toBeVisible();
  await office.expectAccessible('version history (phone)');
  await office.go('商品登録');
  await office.expectAccessible('new product (phone)');
  await office.go('スタッフ管理');
  await expect(page.getByText(STAFF.editor.email)).toBeVisible();
  await office.expectAccessible('staff (phone)');
  await office.go('営業日カレンダー');
  await expect(page.getByRole('table', { name: /\d{4}年\d{1,2}月/ })).toBeVisible();
  await office.expectAccessible('shop calendar (phone)');
  // ブランド管理: a brand's edit row (its page's display, period and versions) stacks on the phone.
  await office.go('ブランド管理');
  await page
    .getByRole('button', { name: /を編集$/ })
    .first()
    .click();
  await expect(page.getByRole('checkbox', { name: 'ショップにページを表示する' })).toBeVisible();
  expect(await scrollsSideways(page), 'brand edit row scrolls sideways').toBe(false);
  await office.expectAccessible('brand edit row (phone)');
  await office.go('操作履歴');
  await office.expectAccessible('audit log (phone)');
  await office.go('二段階認証');
  await office.expectAccessible('two-factor settings (phone)');
});

test('an operator on a phone sees their areas and no catalogue, and the order screens fit the phone', async ({
  page,
  expectPageError,
}) => {
  test.setTimeout(120_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.operator);
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await expect(office.menu().getByRole('link', { name: '商品一覧' })).toHaveCount(0);
  await office.expectAccessible('operator menu (phone)');
  await office.menu().getByRole('link', { name: 'お問い合わせ一覧' }).click();
  await expect(office.heading('お問い合わせ一覧')).toBeVisible();
  await office.expectAccessible('inquiry list (phone)');
  // 受注管理 on a phone: orders as cards, thumb-sized controls, nothing wider than the screen.
  await office.go('受注一覧');
  const orders = new BackOfficeOrders(page);
  await expect(orders.rows().first()).toBeVisible();
  await expect(page.getByText('読み込み中…')).toHaveCount(0);
  await expectPhoneFriendly(page, 'back office: order list (phone)');
  await orders.rows().first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^受注 /, level: 1 })).toBeVisible();
  await expect(page.getByText('読み込み中…')).toHaveCount(0);
  await expectPhoneFriendly(page, 'back office: order (phone)');
});
