import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// Publishing an editor can see: after 保存 each channel moves to 公開済み with its seconds, and a
// change scheduled a few seconds ahead (予約) goes live on its own, on time.

const SHOP = `http://localhost:${e2eRun().port}`;

/** A datetime-local value (Tokyo time, to the second) `ms` from now. */
function tokyoInput(ms: number): string {
  return new Date(Date.now() + ms + 9 * 3600_000).toISOString().slice(0, 19);
}

test('an editor saves a price and sees every channel go live with its seconds, then schedules a price that goes live on time', async ({
  page,
  expectPageError,
}) => {
  // A save's rebuild, a scheduled change's rebuild and two axe runs on a loaded 2-core machine.
  test.setTimeout(300_000);
  expectPageError(SIGNED_OUT_CHECK);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  await expect(page.getByText(/^サイト(は最新|を反映中)$/)).toBeVisible();
  await office.go('商品一覧');
  await office.searchProducts('帆布トートバッグ');
  await office.productRows().first().getByRole('link').first().click();
  await expect(office.heading('商品編集')).toBeVisible();
  const key = decodeURIComponent(/#\/products\/([^/]+)/.exec(page.url())?.[1] ?? '');
  expect(key).not.toBe('');

  const price = page.getByLabel('販売価格（税抜）');
  // Prices below today's (a run after another still changes it); shown with 10% tax.
  const saved = Number(await price.inputValue()) - 100;
  const scheduled = saved - 800;
  const withTax = (yen: number) => Math.floor(yen * 1.1).toLocaleString('ja-JP');
  await price.fill(String(saved));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存する' }).click();
  const status = page.getByRole('region', { name: '公開状況' });
  const row = (channel: string) =>
    status
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: channel, exact: true }) });
  await expect(status.getByText('すべてのチャネルに公開しました')).toBeVisible({
    timeout: 150_000,
  });
  for (const channel of ['default', 'wa']) {
    await expect(row(channel)).toContainText('公開済み');
    await expect(row(channel)).toContainText(/\d+\.\d 秒/);
    await expect(row(channel)).toContainText(/描画 \d+ ページ・再利用 \d+ ページ/);
  }
  const shown = (await status.textContent()) ?? '';
  test.info().annotations.push({ type: 'save to live', description: shown.replace(/\s+/g, ' ') });
  // The new price with tax on the channel's own product page.
  const shopPage = () => page.request.get(`${SHOP}/product/${encodeURIComponent(key)}/`);
  expect(await (await shopPage()).text()).toContain(withTax(saved));
  await office.expectAccessible('publish status');

  // 予約: a price set a few seconds ahead, with nobody saving.
  await price.fill(String(scheduled));
  const schedule = page.getByRole('region', { name: '予約', exact: true });
  const runAt = tokyoInput(25_000);
  await schedule.getByLabel('公開日時（日本時間）').fill(runAt);
  await schedule.getByRole('button', { name: 'この変更を予約' }).click();
  const confirm = page.getByRole('dialog', { name: 'この変更を予約しますか？' });
  await expect(confirm).toContainText('販売価格（税抜）');
  await confirm.getByRole('button', { name: '予約する' }).click();
  await expect(schedule.getByText('予約中')).toBeVisible();
  // The form is back to the saved product: the scheduled price is not saved by hand.
  await expect(price).toHaveValue(String(saved));
  await office.expectAccessible('scheduled changes');
  const due = new Date(`${runAt}+09:00`).getTime();
  await expect
    .poll(async () => (await (await shopPage()).text()).includes(withTax(scheduled)), {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(true);
  const late = (Date.now() - due) / 1000;
  test.info().annotations.push({ type: 'scheduled to live (s)', description: late.toFixed(1) });
  console.log(`scheduled change live ${late.toFixed(1)} s after its time; save: ${shown}`);
  await page.reload();
  await expect(
    page.getByRole('region', { name: '予約', exact: true }).getByText('実行済み'),
  ).toBeVisible();
});
