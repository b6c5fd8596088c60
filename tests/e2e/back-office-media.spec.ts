import sharp from 'sharp';
import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// An editor gives a product two pictures with alt text, puts the second first, writes its
// description with bold text and a link in the rich-text editor, saves, and the shop's product
// page shows all of it once the channel has rebuilt.

const SHOP = `http://localhost:${e2eRun().port}`;
/** Where to keep screenshots of the screens for review (unset: none are taken). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A plain square picture of one colour, drawn by sharp. */
const picture = (name: string, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));

test('an editor uploads and orders pictures, writes a rich description, and the product page shows them', async ({
  page,
  expectPageError,
}) => {
  // Two uploads, a reorder, a save, axe on the edit screen and a wait for the channel's rebuild.
  test.setTimeout(240_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  await office.go('商品一覧');
  await office.searchProducts('手焼きせんべい 袋入り');
  await office.productRows().first().getByRole('link').first().click();
  await expect(office.heading('商品編集')).toBeVisible();
  const key = decodeURIComponent(/#\/products\/([^/?]+)/.exec(page.url())?.[1] ?? '');
  expect(key).not.toBe('');

  const pictures = page.getByRole('region', { name: '商品画像' });
  for (const [file, alt] of [
    [await picture('red.png', { r: 190, g: 40, b: 40 }), '赤い缶の写真'],
    [await picture('blue.png', { r: 30, g: 60, b: 170 }), '青い缶の写真'],
  ] as const) {
    await pictures.getByLabel('画像ファイル').setInputFiles(file);
    await pictures.getByLabel('代替テキスト（画像の説明）').fill(alt);
    await pictures.getByRole('button', { name: '画像を登録' }).click();
    await expect(pictures.getByRole('status')).toContainText('画像を登録しました。');
  }
  const items = pictures.getByRole('listitem');
  const total = await items.count();
  await expect(pictures.getByLabel(`画像 ${total} の代替テキスト`)).toHaveValue('青い缶の写真');
  // The blue picture goes one place up, before the red one.
  await pictures.getByRole('button', { name: `画像 ${total} を上へ` }).click();
  await expect(pictures.getByRole('status')).toContainText('並び順を保存しました。');
  await expect(pictures.getByLabel(`画像 ${total - 1} の代替テキスト`)).toHaveValue('青い缶の写真');
  const blue = await items
    .nth(total - 2)
    .locator('img')
    .getAttribute('src');
  const red = await items
    .nth(total - 1)
    .locator('img')
    .getAttribute('src');
  const hashOf = (src: string | null) => /([0-9a-f]{64})-/.exec(src ?? '')?.[1] ?? 'none';

  const editor = page.getByRole('textbox', { name: '商品説明' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('炭火で焼いた');
  await page.getByRole('button', { name: '太字' }).click();
  await page.keyboard.type('香ばしいせんべい');
  await page.getByRole('button', { name: '太字' }).click();
  await page.keyboard.type('です。');
  await page.keyboard.press('Enter');
  await page.keyboard.type('お手入れ案内');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'リンク', exact: true }).click();
  await page.getByLabel('リンク先 URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'リンクを設定' }).click();
  await expect(page.getByText('で始まる URL、または / で始まるパス')).toBeVisible();
  await page.getByLabel('リンク先 URL').fill('/guide/');
  await page.getByRole('button', { name: 'リンクを設定' }).click();
  await expect(editor.locator('strong')).toHaveText('香ばしいせんべい');
  await expect(editor.getByRole('link', { name: 'お手入れ案内' })).toHaveAttribute(
    'href',
    '/guide/',
  );
  await office.expectAccessible('product edit with pictures and the description editor');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-media-desktop.png`, fullPage: true });
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/product-media-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存する' }).click();
  // The picture order's own notice (並び順を保存しました。) may still be shown beside it.
  await expect(page.getByRole('status').filter({ hasText: /^保存しました。/ })).toBeVisible();

  // The channel rebuilds after each change: the product page shows the pictures and text once live.
  const gallery = page.getByRole('region', { name: '商品画像' });
  await expect(async () => {
    await page.goto(`${SHOP}/product/${encodeURIComponent(key)}/`);
    await expect(page.locator('.rich strong').first()).toHaveText('香ばしいせんべい', {
      timeout: 2_000,
    });
    const sources = await gallery
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    const order = sources.map(hashOf).filter((h) => h !== 'none');
    expect([...new Set(order)]).toEqual([hashOf(blue), hashOf(red)]);
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  await expect(page.getByRole('link', { name: 'お手入れ案内' })).toHaveAttribute('href', '/guide/');
  const thumbs = gallery.getByRole('button', { name: /を表示$/ });
  await thumbs.nth((await thumbs.count()) - 2).click();
  await expect(gallery.getByRole('img', { name: '青い缶の写真' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-product-page.png`, fullPage: true });
});
