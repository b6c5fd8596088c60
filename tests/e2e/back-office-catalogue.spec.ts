import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// An editor registers a product with two colours × three sizes and stock through the back office,
// publishes it, and finds it on the shop's product page (the default channel), built by the
// rebuild the save queued. Project back-office (http://admin.localhost:<port>).

const KEY = `bo-tee-${Date.now().toString(36)}`;
const shop = `http://localhost:${e2eRun().port}`;

test('an editor registers a colour × size product with stock and sees it on the shop', async ({
  page,
  expectPageError,
}) => {
  // Two axe runs and a rebuild of the default channel's site.
  test.setTimeout(240_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  await office.go('商品登録');
  await page.getByLabel('商品キー（URL）').fill(KEY);
  await page.getByLabel('商品名').fill('リネン バンドカラーシャツ');
  await page.getByLabel('商品コード').fill('BO-TEE');
  await page.getByLabel('販売価格（税抜）').fill('4800');
  await page.getByRole('checkbox', { name: '大川屋オンラインショップ' }).check();
  await page.getByRole('checkbox', { name: '公開する' }).check();
  for (const colour of ['ネイビー', 'グレー']) {
    await page.getByLabel('追加する色').fill(colour);
    await page.getByRole('button', { name: '色を追加' }).click();
  }
  for (const size of ['S', 'M', 'L']) {
    await page.getByLabel('追加するサイズ').fill(size);
    await page.getByRole('button', { name: 'サイズを追加' }).click();
  }
  await page.getByRole('button', { name: '組み合わせを作る' }).click();
  await expect(page.getByRole('textbox', { name: /の在庫数$/ })).toHaveCount(6);
  await page.getByLabel('ネイビー / Mの在庫数').fill('5');
  await page.getByLabel('グレー / Lの在庫数').fill('3');
  await office.expectAccessible('new product with variants');

  await page.getByRole('button', { name: '登録', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'この内容で登録しますか？' });
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('status')).toContainText('商品を登録しました');
  await expect(office.heading('商品編集')).toBeVisible();
  await expect(page.getByLabel('グレー / Lの在庫数')).toHaveValue('3');

  // The rebuild the registration queued publishes the product page on the default channel.
  await expect
    .poll(async () => (await page.goto(`${shop}/product/${KEY}/`))?.status(), {
      timeout: 180_000,
      intervals: [1000, 2000],
    })
    .toBe(200);
  await expect(page.getByRole('heading', { name: 'リネン バンドカラーシャツ' })).toBeVisible();
});
