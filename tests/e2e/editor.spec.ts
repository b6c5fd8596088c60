import type { APIRequestContext, Page } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// An editor changes oxford-shirt's price through the admin call; the static pages of every channel
// that sells it follow by themselves (incremental rebuild), and the cart takes the new price. Runs
// in its own project after the other journeys (they may read oxford-shirt's price). How fast the
// change is live is measured by `npm run bench` (edit to live), not here.
// One test at a time: each reads the rebuild report its own change caused, and a layout saved while
// the price change builds would be rendered into the same rebuild.
test.describe.configure({ mode: 'serial' });

const KEY = 'oxford-shirt';
const CHANNELS = ['default', 'wa', 'simple'] as const;
// A fresh connection per call: the rebuild the edit starts runs in the server's process and can
// hold its event loop past the keep-alive timeout, so a reused socket may be reset under a call
// (a browser retries such a call by itself; the API client does not).
const fresh = { Connection: 'close' };
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}`, ...fresh };
/** Where a channel is served: the fallback channel at localhost, the others at their host name. */
const origin = (channel: string) =>
  `http://${channel === 'default' ? '' : `${channel}.`}localhost:${e2eRun().port}`;
const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

type Product = { product_price: number; product_price_with_tax: number };
type RebuildChannel = { id: string; status: string; rendered: number; reused: number };
type Rebuild = { status: string; channels: RebuildChannel[] };

async function product(request: APIRequestContext, channel: string): Promise<Product> {
  const res = await request.get(`${origin('default')}/v1/products/${KEY}`, {
    headers: { 'X-Channel-Id': channel, ...fresh },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Product;
}

async function productCount(request: APIRequestContext, channel: string): Promise<number> {
  const res = await request.get(`${origin('default')}/v1/products?per=1`, {
    headers: { 'X-Channel-Id': channel, ...fresh },
  });
  return Number(res.headers()['x-total']);
}

async function setPrice(request: APIRequestContext, price: number): Promise<Product> {
  const res = await request.patch(`${origin('default')}/v1/admin/products/${KEY}`, {
    headers: admin,
    data: { product_price: price },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Product;
}

/** Waits until the last rebuild is over (not building) and returns its report. */
async function settledRebuild(request: APIRequestContext): Promise<Rebuild> {
  let report: Rebuild | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${origin('default')}/v1/admin/rebuild`, { headers: admin });
        report = (await res.json()) as Rebuild;
        return report.status;
      },
      { timeout: 240_000, intervals: [500, 1000] },
    )
    .toBe('done');
  return report as Rebuild;
}

/** Reloads `url` until the static page shows `text` (the rebuild publishes it). */
async function untilServed(page: Page, url: string, text: string) {
  await expect
    .poll(
      async () => {
        // The browser, not the API client: only Chromium resolves the channels' *.localhost names.
        const res = await page.goto(url);
        return (await res?.text())?.includes(text) ?? false;
      },
      { timeout: 240_000, intervals: [500, 1000] },
    )
    .toBe(true);
}

test("an editor's price change reaches the product page, the ranking and the stylist's tile in every channel that sells it, and the cart", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const before = await product(request, 'default');
  const changed = await setPrice(request, before.product_price + 1000);
  expect(changed.product_price).toBe(before.product_price + 1000);
  const price = yen(changed.product_price_with_tax);
  expect(price).not.toBe(yen(before.product_price_with_tax));

  for (const channel of CHANNELS) {
    expect((await product(request, channel)).product_price_with_tax).toBe(
      changed.product_price_with_tax,
    );
    await untilServed(page, `${origin(channel)}/product/${KEY}/`, price);
  }
  const report = await settledRebuild(request);

  for (const channel of CHANNELS) {
    await page.goto(`${origin(channel)}/product/${KEY}/`);
    await expect(page.getByText(price).first()).toBeVisible();
    // The top page's ranking tile.
    await page.goto(`${origin(channel)}/`);
    await expect(
      page
        .getByRole('link', { name: /オックスフォード/ })
        .filter({ hasText: price })
        .first(),
    ).toBeVisible();
    // The list page, searched (its tiles come from the live API).
    await page.goto(
      `${origin(channel)}/product/?keyword=${encodeURIComponent('オックスフォード')}`,
    );
    await expect(
      page
        .getByRole('link', { name: /オックスフォード/ })
        .filter({ hasText: price })
        .first(),
    ).toBeVisible();
  }
  // A static page built from other data that shows the product's tile: the stylist's coordinate.
  await untilServed(page, `${origin('default')}/stylist/ryota-mori/`, price);

  // Only what changed was rendered: every other product page of each channel was reused.
  for (const channel of CHANNELS) {
    const built = report.channels.find((c) => c.id === channel);
    expect(built?.status).toBe('done');
    expect(built?.reused).toBeGreaterThanOrEqual((await productCount(request, channel)) - 1);
  }

  // The cart adds it at the new price.
  await page.goto(`${origin('default')}/product/${KEY}/`);
  const catalog = new CatalogPage(page);
  await catalog.waitForPurchasePanel();
  await catalog.chooseVariant('M');
  await catalog.addToCartConfirmed();
  await page.goto(`${origin('default')}/cart/`);
  await expect(page.getByRole('main')).toContainText(price);
});

test('a layout saved for the product page changes every product page after the rebuild, and deleting it changes them back', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const layout = `${origin('default')}/v1/admin/layouts/product-key`;
  const url = `${origin('default')}/product/${KEY}/`;
  const note = 'このページはサンプルです。実際の内容とは異なる場合があります。';
  await page.goto(url);
  await expect(page.getByText(note)).toBeHidden();

  const saved = await request.put(layout, {
    headers: admin,
    data: { layout: 'sample', sections: [{ type: 'reviews' }, { type: 'data' }] },
  });
  expect(saved.status()).toBe(200);
  try {
    await untilServed(page, url, note);
    // The layout is default's own: only that channel was built, and its pages keyed on another
    // page's layout (news, blog, guides) were reused.
    const report = await settledRebuild(request);
    expect(report.channels.map((c) => c.id)).toEqual(['default']);
    expect(report.channels[0]?.reused).toBeGreaterThan(0);
    for (const key of [KEY, 'senbei-gift']) {
      await page.goto(`${origin('default')}/product/${key}/`);
      await expect(page.getByRole('complementary', { name: 'サンプル表示' })).toContainText(note);
    }
    // The main column follows the sections: reviews above the data, the detail text left out.
    const html = await (await request.get(url)).text();
    expect(html.indexOf('id="reviews-title"')).toBeGreaterThan(-1);
    expect(html.indexOf('id="reviews-title"')).toBeLessThan(html.indexOf('id="data-title"'));
    expect(html).not.toContain('id="detail-title"');
    // Another channel's product page keeps its own (no) layout.
    await page.goto(`${origin('wa')}/product/${KEY}/`);
    await expect(page.getByText(note)).toBeHidden();
  } finally {
    expect((await request.delete(layout, { headers: admin })).status()).toBe(204);
  }
  await expect
    .poll(async () => (await (await page.goto(url))?.text())?.includes(note), {
      timeout: 240_000,
      intervals: [500, 1000],
    })
    .toBe(false);
  await settledRebuild(request);
});
