import type { Page } from '@playwright/test';
import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { openedPreview } from './support/preview-tab';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// An editor changes a price without saving and opens プレビュー: the channel's real product page
// shows the new price under the プレビュー banner, while the shop keeps the live one. Project
// back-office (http://admin.localhost:<port>); nothing is saved, so no rebuild runs. Then a
// description full of script, event handlers, `javascript:` and CSS tricks is saved through the
// API: the shop's product page and the back office's editor show it inert.

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
  const preview = await openedPreview(context, () =>
    page.getByRole('button', { name: 'プレビュー（大川屋オンラインショップ）' }).click(),
  );
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

test('an editor previews an unsaved banner on the top page and an unsaved popup on the popup page', async ({
  page,
  context,
  expectPageError,
}) => {
  test.setTimeout(120_000);
  expectPageError(SIGNED_OUT_CHECK);
  const run = Date.now().toString(36);
  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.editor);
  const previewButton = page.getByRole('button', {
    name: 'プレビュー（大川屋オンラインショップ）',
  });

  await office.go('バナー', 'バナー一覧');
  await page.getByRole('link', { name: '新規作成' }).click();
  await expect(office.heading('バナーの新規作成')).toBeVisible();
  const alt = `夏の特集（下書き）${run}`;
  await page.getByLabel('タイトル').fill(`夏の特集 ${run}`);
  await page.getByLabel('エリア').fill('main');
  await page.getByLabel('リンク先').fill('/product/');
  await page.getByLabel('代替テキスト').fill(alt);
  await office.expectAccessible('banner form with its preview buttons');
  const top = await openedPreview(context, () => previewButton.click());
  const picture = top.getByRole('region', { name: 'おすすめ特集' }).getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  // No picture uploaded yet: the drawn one loads (the draft is in no table its URL could read).
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) await top.screenshot({ path: `${shots}/preview-banner.png` });
  await top.close();
  // A members-only shop's preview stays on the page: staff are not sent to its login.
  const benefit = await openedPreview(context, () =>
    page.getByRole('button', { name: 'プレビュー（大川屋 株主優待ご注文サイト）' }).click(),
  );
  await expect(benefit.getByRole('img', { name: alt }).first()).toBeVisible();
  // The guard decides once the session check answers: after it the tab is still the preview.
  await benefit.waitForLoadState('networkidle');
  expect(new URL(benefit.url()).pathname).toMatch(/^\/v1\/previews\//);
  await benefit.close();
  // Nothing was saved: the shop's top page has no such banner, the form keeps what was typed.
  expect(await (await page.request.get(`${SHOP}/`)).text()).not.toContain(alt);
  await expect(page.getByLabel('代替テキスト')).toHaveValue(alt);

  await office.go('ポップアップ', 'ポップアップ一覧');
  await page.getByRole('link', { name: '新規作成' }).click();
  await expect(office.heading('ポップアップの新規作成')).toBeVisible();
  const title = `週末限定セール ${run}`;
  await page.getByLabel('タイトル').fill(title);
  await page.getByRole('textbox', { name: '本文' }).fill('土日だけの特別価格です。');
  const popup = await openedPreview(context, () => previewButton.click());
  await expect(popup.getByRole('heading', { name: title })).toBeVisible();
  await expect(popup.getByText('土日だけの特別価格です。')).toBeVisible();
  if (shots) await popup.screenshot({ path: `${shots}/preview-popup.png` });
  await popup.close();
  expect(await (await page.request.get(`${SHOP}/popup/`)).text()).not.toContain(title);
});

/** A description an attacker would save: every payload sets `window.__pwned` if it ever runs. */
const HOSTILE = [
  '<p>無害化の確認<img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script></p>',
  '<p><a href="javascript:window.__pwned=1">リンク1</a> <a href=" JaVaScRiPt:window.__pwned=1">リンク2</a></p>',
  '<svg onload="window.__pwned=1"></svg><iframe src="javascript:window.__pwned=1"></iframe>',
  '<p style="background:url(javascript:window.__pwned=1);behavior:url(x.htc)" onmouseover="window.__pwned=1">CSS</p>',
  '<style>body{display:none}</style><form action="javascript:window.__pwned=1"><button>送信</button></form>',
].join('');

/** Nothing hostile ran or remains in `page`: no flag, no dialog, no handler, no `javascript:` link. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const leftovers = await page.evaluate(() => ({
    handlers: document.querySelectorAll('[onerror],[onload],[onmouseover],[onclick]').length,
    links: [...document.querySelectorAll('[href],[src],[action]')].filter((el) =>
      /^\s*javascript:/i.test(
        el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '',
      ),
    ).length,
  }));
  expect(leftovers).toEqual({ handlers: 0, links: 0 });
}

test('rich text with script, handlers, javascript: and CSS tricks is stored clean and shown inert', async ({
  page,
  context,
  expectPageError,
}) => {
  // The save is live in about 3 s on a quiet machine; a loaded one (the suite's other journeys) takes longer.
  test.setTimeout(90_000);
  expectPageError(SIGNED_OUT_CHECK);
  const dialogs: string[] = [];
  context.on('page', (p) => p.on('dialog', (d) => dialogs.push(d.message())));
  page.on('dialog', (d) => dialogs.push(d.message()));
  const api = `${SHOP}/v1/admin/products/${KEY}`;
  const headers = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  const start = (await (await page.request.get(api, { headers })).json()) as {
    version: number;
    description: string;
  };
  const save = async (version: number, description: string) => {
    const res = await page.request.put(api, { headers, data: { version, description } });
    expect(res.status()).toBe(200);
    return (await res.json()) as { version: number; description: string };
  };
  const saved = await save(start.version, HOSTILE);
  expect(saved.description).toContain('無害化の確認');
  expect(saved.description).not.toMatch(
    /<script|onerror|onload|javascript:|<style|<iframe|style=/i,
  );
  try {
    // The shop's product page, once the save is live.
    await expect
      .poll(async () => (await page.request.get(`${SHOP}/product/${KEY}/`)).text(), {
        timeout: 60_000,
      })
      .toContain('無害化の確認');
    const shop = await context.newPage();
    await shop.goto(`${SHOP}/product/${KEY}/`);
    await expect(shop.getByText('無害化の確認')).toBeVisible();
    await expectInert(shop, dialogs);
    await shop.close();
    // The back office's editor, loading the stored description.
    const office = new BackOffice(page);
    await office.open();
    await office.signInWithoutTotp(STAFF.editor);
    await office.open(`#/products/${KEY}`);
    await expect(page.getByText('無害化の確認')).toBeVisible();
    await expectInert(page, dialogs);
  } finally {
    await save(saved.version, start.description);
  }
});
