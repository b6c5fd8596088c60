import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { expect, test } from './support/test';

// 会員管理 (project back-office): an operator finds a member by kana typed in hiragana, opens the
// member and gives points with a reason after confirming; the history shows the reason.

test('an operator finds taro by hiragana, gives points with a reason, and sees it in the history', async ({
  page,
  expectPageError,
}) => {
  test.setTimeout(180_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.operator);
  await office.go('会員一覧');
  await page.getByLabel('検索語').fill('やまだ');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  const results = page.getByRole('region', { name: '会員の検索結果' });
  await expect(results.getByRole('cell', { name: /taro@example\.jp/ })).toBeVisible();
  await office.expectAccessible('member list');

  await results.getByRole('link', { name: '山田 太郎' }).click();
  await expect(office.heading('会員詳細')).toBeVisible();
  await expect(page.getByText('taro@example.jp')).toBeVisible();
  const balanceText = await page.getByText(/^残高:/).innerText();
  const before = Number(balanceText.replace(/[^\d]/g, ''));
  await office.expectAccessible('member page');

  const reason = `お詫び ${Date.now()}`;
  await page.getByLabel('増減（減らすときは -）').fill('100');
  await page.getByLabel('理由').fill(reason);
  await page.getByRole('button', { name: '調整する' }).click();
  const dialog = page.getByRole('dialog', { name: 'ポイントを調整しますか？' });
  await expect(dialog).toContainText('+100pt');
  await dialog.getByRole('button', { name: '調整する' }).click();
  await expect(page.getByRole('status')).toContainText(
    `残高は ${(before + 100).toLocaleString('ja-JP')}pt です。`,
  );
  await expect(page.getByRole('cell', { name: reason })).toBeVisible();
});
