import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { openedPreview } from './support/preview-tab';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// An editor publishes a banner for a period and a blog post with a picture, previews each before
// saving, sees each go live in the publish status, and finds both on the built shop. The rules (roles, periods, versions,
// links) are API tests in server/contexts/content/content-admin/content-admin.test.ts.

const SHOP = `http://localhost:${e2eRun().port}`;
/** Where to keep screenshots of the screens for review (unset: none are taken). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A datetime-local value (Tokyo time, to the minute) `ms` from now. */
const tokyoInput = (ms: number) =>
  new Date(Date.now() + ms + 9 * 3600_000).toISOString().slice(0, 16);

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name: 'spring.png', mimeType: 'image/png', buffer }));

/** Waits until the picture named `alt` on `page` has loaded (a broken one never has a width). */
async function expectPictureLoaded(page: Page, alt: string): Promise<void> {
  const picture = page.getByRole('img', { name: alt }).first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('an editor publishes a banner for a period and a blog post with a picture, previews both, and the shop shows both', async ({
  page,
  context,
  expectPageError,
}) => {
  // Two saves, each waiting for its channels' rebuild on a loaded 2-core machine.
  test.setTimeout(300_000);
  expectPageError(SIGNED_OUT_CHECK);
  const run = Date.now().toString(36);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  const status = page.getByRole('region', { name: '公開状況' });
  const previewOn = page.getByRole('button', { name: 'プレビュー（大川屋オンラインショップ）' });
  const saveAndWait = async () => {
    await page.getByRole('button', { name: '保存して公開' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '保存して公開' }).click();
    await expect(status.getByText('すべてのチャネルに公開しました')).toBeVisible({
      timeout: 150_000,
    });
  };

  await office.go('バナー', 'バナー一覧');
  await office.expectAccessible('banner list');
  await page.getByRole('link', { name: '新規作成' }).click();
  await expect(office.heading('バナーの新規作成')).toBeVisible();
  const bannerTitle = `春の特集 ${run}`;
  await page.getByLabel('タイトル').fill(bannerTitle);
  await page.getByLabel('エリア').fill('main');
  await page.getByLabel('リンク先').fill('javascript:alert(1)');
  await page.getByLabel('画像', { exact: true }).setInputFiles(await picture());
  await expect(page.getByRole('img', { name: '選んだ画像' })).toBeVisible();
  await page.getByLabel('代替テキスト').fill(`春の特集のバナー ${run}`);
  await page.getByLabel('公開開始').fill(tokyoInput(-60_000));
  await page.getByLabel('公開終了').fill(tokyoInput(-120_000));
  await page.getByRole('button', { name: '保存して公開' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存して公開' }).click();
  // Both refusals at once, in Japanese, and nothing typed is lost.
  await expect(page.getByText('公開終了は公開開始より後の日時にしてください。')).toBeVisible();
  await expect(page.getByText(/リンク先は https:\/\//)).toBeVisible();
  await expect(page.getByLabel('タイトル')).toHaveValue(bannerTitle);
  await office.expectAccessible('banner form with errors');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-errors.png`, fullPage: true });
  await page.getByLabel('リンク先').fill('/product/?sort=new');
  await page.getByLabel('公開終了').fill(tokyoInput(7 * 86_400_000));
  // Previewed before it is saved: the general shop's real top page with the uploaded picture.
  const bannerPreview = await openedPreview(context, () => previewOn.click());
  await expectPictureLoaded(bannerPreview, `春の特集のバナー ${run}`);
  await bannerPreview.close();
  await saveAndWait();
  await expect(office.heading('バナーの編集')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-saved.png`, fullPage: true });

  await office.go('ブログ記事', 'ブログ記事一覧');
  await page.getByRole('link', { name: '新規作成' }).click();
  const postTitle = `春のコーディネート ${run}`;
  await page.getByLabel('タイトル').fill(postTitle);
  await page.getByLabel('スラッグ').fill(`spring-${run}`);
  await page.getByRole('textbox', { name: '本文' }).fill('軽やかな春の装いを紹介します。');
  await page.getByLabel('画像', { exact: true }).setInputFiles(await picture());
  await expect(page.getByRole('img', { name: '選んだ画像' })).toBeVisible();
  await page.getByLabel('画像の代替テキスト').fill(`春のコーディネートの写真 ${run}`);
  await page.getByLabel('公開開始').fill(tokyoInput(-60_000));
  await office.expectAccessible('blog post form');
  const postPreview = await openedPreview(context, () => previewOn.click());
  await expect(postPreview.getByRole('heading', { name: postTitle })).toBeVisible();
  await expectPictureLoaded(postPreview, `春のコーディネートの写真 ${run}`);
  await postPreview.close();
  await saveAndWait();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/blog-post-saved.png`, fullPage: true });

  // Both on the built shop: the banner on the top page, the post on its own page with its picture.
  const top = await (await page.request.get(`${SHOP}/`)).text();
  expect(top).toContain(`春の特集のバナー ${run}`);
  const post = await page.request.get(`${SHOP}/blog/spring-${run}/`);
  expect(post.status()).toBe(200);
  const html = await post.text();
  expect(html).toContain(postTitle);
  expect(html).toMatch(/\/media\/images\/[0-9a-f]{64}-800\.webp/);
  expect(html).toContain(`春のコーディネートの写真 ${run}`);

  await office.go('バナー', 'バナー一覧');
  await expect(page.getByRole('row', { name: new RegExp(bannerTitle) })).toContainText('公開中');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-list.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await office.expectAccessible('banner list at 390 px');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-list-phone.png`, fullPage: true });
});

// Information messages are read by the shopper's browser when the page opens: a save shows at
// once, before any rebuild. The rules (per channel, period, page keys) are API tests in
// server/contexts/content/content-admin/content-site-pages.test.ts.
test('an editor changes the password-reminder page’s message and the shop shows it at once', async ({
  page,
  expectPageError,
}) => {
  expectPageError(SIGNED_OUT_CHECK);
  const text = `パスワード再設定のご案内 ${Date.now().toString(36)}`;
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  await office.go('お知らせメッセージ', 'お知らせメッセージ一覧');
  await page.getByRole('link', { name: 'reminder', exact: true }).click();
  await expect(office.heading('お知らせメッセージの編集')).toBeVisible();
  await page.getByLabel('本文').fill(text);
  await office.expectAccessible('information message form');
  await page.getByRole('button', { name: '保存して公開' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存して公開' }).click();
  await expect(page.getByText('保存しました。公開状況は下に表示されます。')).toBeVisible();
  await page.goto(`${SHOP}/reminder/`);
  await expect(page.getByRole('note').filter({ hasText: text })).toBeVisible();
});
