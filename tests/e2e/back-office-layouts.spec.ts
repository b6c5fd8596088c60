import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { openedPreview } from './support/preview-tab';
import { expect, test } from './support/test';

// An editor reorders the wa shop's top page with the keyboard, hides a section, previews it as the
// real page, sees the change in the confirmation, saves and undoes it, makes and gives up a period
// layout; then previews a colour and sees the colour screen's contrast warning. The
// rules (versions, 409, contrast refusal, roles, audit) are API tests in
// server/contexts/content/layouts/back-office-layouts.test.ts.

/** Where to keep screenshots of the screens for review (unset: none are taken). */
const SHOTS = process.env.E2E_SHOTS_DIR;

test('an editor reorders and hides top-page sections by keyboard, previews, saves, undoes, plans a period layout, adds and deletes a colour scheme, previews one and sees a contrast warning', async ({
  page,
  context,
  expectPageError,
}) => {
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);

  await office.go('画面レイアウト');
  await page.getByLabel('チャネル').selectOption('wa');
  await page.getByLabel('ページ').selectOption('top');
  const up = page.getByRole('button', { name: 'ランキングを上へ移動' });
  await up.focus();
  await page.keyboard.press('Enter');
  // Focus stays on the moved section's button, so a second Enter moves it again.
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/ランキングを\d+番目（全\d+件）に移動しました/)).toBeAttached();
  await page.getByRole('button', { name: 'トピックスを非表示にする' }).click();
  await office.expectAccessible('page layouts');
  // The unsaved order as the wa shop's real top page: トピックス gone, nothing saved yet.
  const draftTop = await openedPreview(context, () =>
    page.getByRole('button', { name: 'プレビュー（保存前のこのレイアウト）' }).click(),
  );
  await expect(draftTop.getByRole('heading', { name: '人気ランキング' })).toBeVisible();
  await expect(draftTop.getByRole('heading', { name: 'トピックス', exact: true })).toHaveCount(0);
  await draftTop.close();
  await page.getByRole('button', { name: '保存して公開' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('非表示: トピックス')).toBeVisible();
  await expect(dialog.getByText(/新しい順番: .*ランキング/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layouts-confirm.png` });
  await dialog.getByRole('button', { name: '保存して公開' }).click();
  await expect(page.getByText('保存しました。公開状況は下に表示されます。')).toBeVisible();
  await expect(page.getByRole('region', { name: '公開状況' })).toBeVisible();

  // Undo: the seeded version comes back as a new one.
  await page.getByRole('button', { name: '版1に戻す' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '版1に戻す' }).click();
  await expect(page.getByText('以前の版に戻しました。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'トピックスを非表示にする' })).toBeVisible();

  // A period layout for a sale still to come: made from the page's own, refused without a start,
  // saved with one (the storefront keeps the page's own until then), then given up again.
  await page
    .getByRole('button', { name: '期間限定レイアウトを作る（いまの並びをコピー）' })
    .click();
  const season = page.getByRole('group', { name: '期間限定レイアウト', exact: true });
  await season.getByRole('button', { name: 'ランキングを非表示にする' }).click();
  await page.getByRole('button', { name: '保存して公開' }).click();
  await expect(season.getByText('期間限定レイアウトの公開開始を入力してください。')).toBeVisible();
  await season.getByLabel('公開開始').fill('2099-12-01T00:00');
  await season.getByLabel('公開終了').fill('2099-12-25T00:00');
  await office.expectAccessible('page layouts with a period layout');
  await page.getByRole('button', { name: '保存して公開' }).click();
  await expect(dialog.getByText('期間限定レイアウトを作成')).toBeVisible();
  await expect(dialog.getByText('期間限定レイアウトの非表示: ランキング')).toBeVisible();
  await dialog.getByRole('button', { name: '保存して公開' }).click();
  await expect(
    season.getByText('保存済み: 公開予約（2099/12/01 00:00 〜 2099/12/25 00:00）'),
  ).toBeVisible();
  await season.getByRole('button', { name: '期間限定レイアウトをやめる' }).click();
  await page.getByRole('button', { name: '保存して公開' }).click();
  await expect(dialog.getByText('期間限定レイアウトを削除')).toBeVisible();
  await dialog.getByRole('button', { name: '保存して公開' }).click();
  await expect(
    page.getByRole('button', { name: '期間限定レイアウトを作る（いまの並びをコピー）' }),
  ).toBeVisible();

  await office.go('配色');
  // A scheme added by mistake is deleted again (the one in use has no 削除).
  await expect(page.getByRole('button', { name: 'このスキームを削除' })).toHaveCount(0);
  await page.getByRole('button', { name: '新しいスキームを追加' }).click();
  await page.getByLabel('新しいスキームの名前').fill('削除する配色');
  await page.getByRole('dialog').getByRole('button', { name: '追加する' }).click();
  await expect(page.getByText(/「削除する配色」を追加しました/)).toBeVisible();
  await page.getByRole('button', { name: 'このスキームを削除' }).click();
  await expect(dialog.getByText(/「削除する配色」を削除します/)).toBeVisible();
  await dialog.getByRole('button', { name: 'このスキームを削除' }).click();
  await expect(page.getByText('「削除する配色」を削除しました。')).toBeVisible();
  await page.getByLabel('テーマの色をそのまま使う（配色を変えない）').uncheck();
  // An unsaved background colour on the real top page.
  await page.getByLabel('背景色（16進数）', { exact: true }).fill('#fdf1e6');
  const draftScheme = await openedPreview(context, () =>
    page.getByRole('button', { name: 'この配色でトップページをプレビュー' }).click(),
  );
  expect(await draftScheme.content()).toContain('#fdf1e6');
  await draftScheme.close();
  await page.getByLabel('文字色（16進数）', { exact: true }).fill('#aaaaaa');
  await expect(page.getByText(/文字が読みにくい組み合わせがあります/)).toBeVisible();
  // Grey text fails on the page background (and on 囲みの背景色, whose row names it too: anchored).
  await expect(page.getByRole('row', { name: /^背景色の上の文字色 [\d.]+:1 不足$/ })).toBeVisible();
  await office.expectAccessible('colour scheme with a contrast warning');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/schemes-warning.png`, fullPage: true });
});
