import { BackOffice, OWNER_TOTP_SECRET, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { uniqueEmail } from './pages/login';
import { expect, test } from './support/test';

// The back office on its own host (project back-office: http://admin.localhost:<port>), as its
// staff use it. Every journey opens signed out, so the session check's 401 is declared.

test('the owner signs in with two-factor, adds an editor, and the editor sees only the catalogue', async ({
  page,
  expectPageError,
}) => {
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.expectAccessible('sign-in');
  await office.signIn(STAFF.owner);
  await office.expectAccessible('two-factor code');
  await office.enterTotp(OWNER_TOTP_SECRET);
  await office.expectAccessible('home (owner)');
  await expect(office.menu().getByRole('link', { name: 'スタッフ管理' })).toBeVisible();
  await expect(office.menu().getByRole('link', { name: '操作履歴' })).toBeVisible();

  await office.go('スタッフ管理');
  await expect(page.getByRole('cell', { name: /editor@example\.jp/ })).toBeVisible();
  await office.expectAccessible('staff');
  const email = uniqueEmail('bo-editor');
  const emailPattern = new RegExp(email.replace(/[.]/g, '\\.'));
  const added = page.getByRole('region', { name: 'スタッフを追加' });
  await added.getByLabel('氏名').fill('中村 新人');
  await added.getByLabel('メールアドレス').fill(email);
  await added.getByLabel('役割').selectOption({ label: '編集者' });
  await added.getByLabel('初期パスワード').fill('Journey-pass-2026');
  await added.getByRole('button', { name: '追加する' }).click();
  await expect(page.getByRole('status')).toContainText('中村 新人 さんを追加しました。');
  await expect(page.getByRole('cell', { name: emailPattern })).toBeVisible();

  await office.go('操作履歴');
  await expect(page.getByRole('cell', { name: /スタッフ追加/ }).first()).toBeVisible();
  await office.expectAccessible('audit log');

  await office.signOut();
  await office.signInWithoutTotp({ email, password: 'Journey-pass-2026' });
  await expect(office.menu().getByRole('link', { name: '商品一覧' })).toBeVisible();
  await expect(office.menu().getByRole('link', { name: 'スタッフ管理' })).toHaveCount(0);
  await expect(office.menu().getByRole('link', { name: '操作履歴' })).toHaveCount(0);
});

test('an editor finds a product by search, changes its price after confirming, and restores it from the history', async ({
  page,
  expectPageError,
}) => {
  // Five axe runs over dense 50-row screens, a save and a restore: axe alone took 46 s on the
  // product list on a loaded 2-core machine, past the default 60 s for the whole journey.
  test.setTimeout(180_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  await office.go('商品一覧');
  await expect(office.productRows().first()).toBeVisible();
  await office.expectAccessible('product list');

  await office.searchProducts('レザーショルダーバッグ');
  await expect(office.productRows().first()).toContainText('レザーショルダーバッグ');
  await office.productRows().first().getByRole('link').first().click();
  await expect(office.heading('商品編集')).toBeVisible();
  await office.expectAccessible('product edit');

  const price = page.getByLabel('販売価格（税抜）');
  const before = await price.inputValue();
  await price.fill('12345');
  // The tax-included price follows the typing (10% standard rate, rounded down).
  await expect(page.getByRole('definition').filter({ hasText: '¥13,579' })).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'この内容で保存しますか？' });
  await expect(dialog).toContainText('¥12,345');
  await office.expectAccessible('save confirmation');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('status')).toContainText('保存しました');
  await expect(price).toHaveValue('12345');

  await page.getByRole('link', { name: '変更履歴' }).click();
  await expect(office.heading('変更履歴')).toBeVisible();
  await office.expectAccessible('version history');
  const previous = page.getByRole('button', { name: /版に戻す$/ }).first();
  await previous.click();
  await page.getByRole('dialog').getByRole('button', { name: '元に戻す' }).click();
  await expect(office.heading('商品編集')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('の内容に戻しました');
  await expect(price).toHaveValue(before);
});

test('an operator sees which areas are theirs and cannot open 商品管理', async ({
  page,
  expectPageError,
}) => {
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.operator);
  // 受注管理, 会員管理 and お問い合わせ管理 are open to operators (menu and home).
  await expect(page.getByRole('main').getByRole('link', { name: '受注管理' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '会員管理' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'お問い合わせ管理' }),
  ).toBeVisible();
  await expect(office.menu().getByRole('link', { name: 'お問い合わせ一覧' })).toBeVisible();
  await expect(page.getByText('準備中')).toHaveCount(0);
  await expect(office.menu().getByRole('link', { name: '商品一覧' })).toHaveCount(0);
  await office.expectAccessible('home (operator)');
  await office.open('#/products');
  await expect(office.heading('権限がありません')).toBeVisible();
  await office.expectAccessible('forbidden');
});
