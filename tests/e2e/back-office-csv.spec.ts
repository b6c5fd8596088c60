import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { expect, test } from './support/test';

// 商品CSV as an editor uses it (project back-office): a 1,000-row file checked and imported, a
// file with bad rows that changes nothing and shows each row's errors, and an export.

const HEADER = '商品コード,商品名,規格コード,規格名,在庫,販売価格,税率,公開,販売チャネル';

/** A CSV of `products` new products with two sizes each (two rows a product). */
function goodCsv(prefix: string, products: number): string {
  const rows = [HEADER];
  for (let i = 1; i <= products; i++) {
    for (const size of ['M', 'L']) {
      rows.push(
        `${prefix}-${i},取込テスト ${i},${prefix}-${i}-${size},${size},3,${1000 + i},10,公開,default`,
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

test('an editor imports a 1,000-row CSV after checking it, and a bad one changes nothing and names its rows', async ({
  page,
  expectPageError,
}) => {
  test.setTimeout(180_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  await office.go('商品CSV');
  await office.expectAccessible('product CSV');

  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  const importPanel = page.getByRole('region', { name: '取り込み' });
  await importPanel.getByLabel('CSV ファイル').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(goodCsv(prefix, 500)),
  });
  await importPanel.getByRole('button', { name: '確認', exact: true }).click();
  await expect(importPanel.getByRole('status')).toContainText('確認しました: 0 件更新、500 件新規');
  await importPanel.getByRole('button', { name: '取り込む' }).click();
  await expect(importPanel.getByRole('status')).toContainText(
    '取り込みました: 0 件更新、500 件新規',
    {
      timeout: 60_000,
    },
  );

  const bad = [
    HEADER,
    `${prefix}-1,取込テスト 1,${prefix}-1-M,M,9,1001,10,公開,default`,
    `${prefix}-BAD,新商品,,,,-5,10,公開,default`,
    `${prefix}-BAD2,"=HYPERLINK(""x"")",,,,100,9,公開,default`,
  ].join('\r\n');
  await importPanel.getByLabel('CSV ファイル').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad),
  });
  await importPanel.getByLabel('文字コード').selectOption('utf8');
  await importPanel.getByRole('button', { name: '確認', exact: true }).click();
  await expect(importPanel.getByRole('alert')).toContainText('CSV に誤りがあります');
  const problems = importPanel.getByRole('region', { name: /誤りのある行/ });
  await expect(problems).toContainText('行 3: 販売価格は0以上の整数で入力してください。');
  await expect(problems).toContainText('行 4: 商品名が = + - @ で始まっています');
  await expect(problems).toContainText('税率は 8 か 10 で入力してください。');
  await expect(importPanel.getByRole('button', { name: '取り込む' })).toHaveCount(0);
  await office.expectAccessible('product CSV with errors');

  // Nothing of the bad file was saved: its first row's stock is still 3, its new code absent.
  // (Read in the page: admin.localhost resolves in Chromium, not in the test's own process.)
  const saved = await page.evaluate(async (code) => {
    const list = await fetch(`/v1/admin/products?keyword=${code}&per=200`);
    const first = await fetch(`/v1/admin/products/${code.toLowerCase()}-1`);
    const product = (await first.json()) as { variants: { stock: number }[] };
    return { total: list.headers.get('x-total'), stocks: product.variants.map((v) => v.stock) };
  }, prefix);
  expect(saved).toEqual({ total: '500', stocks: [3, 3] });

  const exportPanel = page.getByRole('region', { name: '書き出し' });
  const download = page.waitForEvent('download');
  await exportPanel.getByRole('button', { name: '書き出す' }).click();
  expect((await download).suggestedFilename()).toMatch(/^products-\d{8}\.csv$/);
});
