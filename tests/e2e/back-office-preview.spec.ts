import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// An editor changes a price without saving and opens プレビュー: the channel's real product page
// shows the new price under the プレビュー banner, while the shop keeps the live one. Project
// back-office (http://admin.localhost:<port>); nothing is saved, so no rebuild runs.

const SHOP = `http://localhost:${e2eRun().port}`;
const KEY = 'oxford-shirt';

test('an editor previews an unsaved price: the preview shows it, the shop the old one', async ({
  page,
  context,
  expectPageError,
}) => {
  test.setTimeout(120_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  await office.open(`#/products/${KEY}`);
  await expect(office.heading('商品編集')).toBeVisible();

  const price = page.getByLabel('販売価格（税抜）');
  const live = Number(await price.inputValue());
  const draft = live + 1357;
  const withTax = (yen: number) => Math.floor(yen * 1.1).toLocaleString('ja-JP');
  await price.fill(String(draft));
  await office.expectAccessible('product form with its preview buttons');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'プレビュー（大川屋オンラインショップ）' }).click();
  const preview = await opened;
  await preview.waitForURL(/\/v1\/previews\/[A-Za-z0-9_-]{43}$/);
  // Right after a rebuild the node may still be loading the channel's code (503, Retry-After).
  await expect
    .poll(async () => (await preview.reload())?.status(), { timeout: 60_000, intervals: [2000] })
    .toBe(200);
  await expect(preview.locator('[data-preview-banner]')).toContainText('プレビュー');
  await expect(preview.locator('body')).toContainText(withTax(draft));
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) await preview.screenshot({ path: `${shots}/preview-product.png` });

  // The shop's page is the live one; the form still holds the unsaved price.
  const shopPage = await (await page.request.get(`${SHOP}/product/${KEY}/`)).text();
  expect(shopPage).toContain(withTax(live));
  expect(shopPage).not.toContain(withTax(draft));
  await expect(price).toHaveValue(String(draft));
  if (shots) await page.screenshot({ path: `${shots}/preview-buttons.png`, fullPage: true });
});
