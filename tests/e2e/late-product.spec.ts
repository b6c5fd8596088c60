import { resolve } from 'node:path';
import { productChannels, products, productVariants, reviews } from '../../server/db/schema/index';
import { isApiPath, type Listening, listen } from '../../server/static/network';
import { createSiteHandler } from '../../server/static/static-site';
import { seededApi, type TestApi } from '../../server/testing/api';
import { CatalogPage } from './pages/catalog.page';
import { reviewShot } from './support/review-shots';
import { expect, test } from './support/test';

// A product added after the last build opens through the catch-all page, rendered from the API.
// The site built for this run is served here by a second server over its own seeded database,
// so the product can be inserted after the build without touching the main server's data.
test.describe.configure({ mode: 'serial' });

const DIST = resolve(process.env.E2E_DATA_DIR?.replace(/-data$/, '-dist') ?? '.build/e2e-dist');
let api: TestApi;
let server: Listening;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await seededApi();
  const { db } = api.database;
  const [row] = await db
    .insert(products)
    .values({
      key: 'late-tenugui',
      code: 'LATE-TN',
      name: '後から届いた注染手ぬぐい',
      summary: '職人が一枚ずつ染めた綿の手ぬぐい。',
      detailHtml: '<p>綿100%。<strong>日本製</strong>。</p><script>alert(1)</script>',
      price: 1200,
      taxRate: 10,
      imageHue: 200,
      imageMotif: 'towel',
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert failed');
  await db.insert(productChannels).values({ productId: row.id, channelId: 'default' });
  await db
    .insert(productVariants)
    .values({ productId: row.id, code: 'F', name: 'フリー', stock: 4 });
  await db.insert(reviews).values({
    productId: row.id,
    nickname: '京都の客',
    rating: 5,
    title: '色がきれい',
    body: '思っていたより厚手で使いやすいです。',
  });
  const site = createSiteHandler({
    distDir: DIST,
    productExists: async (key) =>
      (await api.app.request(`/v1/products/${encodeURIComponent(key)}`)).status === 200,
  });
  server = await listen(
    (req) => (isApiPath(new URL(req.url).pathname) ? api.app.fetch(req) : site(req)),
    0,
    '127.0.0.1',
  );
});

test.afterAll(async () => {
  await server?.close();
  await api?.drop();
});

test('a product added after the build opens with price, purchase and reviews', async ({ page }) => {
  const base = `http://127.0.0.1:${server.port}`;
  await page.goto(`${base}/product/late-tenugui/`);
  await expect(
    page.getByRole('heading', { level: 1, name: '後から届いた注染手ぬぐい' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^後から届いた注染手ぬぐい \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    '職人が一枚ずつ染めた綿の手ぬぐい。',
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/media\/og\/products\/late-tenugui\.png$/,
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = ld.flatMap((text) => JSON.parse(text)['@graph'] ?? []);
  expect(nodes.find((n: { '@type': string }) => n['@type'] === 'Product')).toMatchObject({
    name: '後から届いた注染手ぬぐい',
    offers: { priceCurrency: 'JPY', price: 1320 },
  });
  await expect(page.getByText('¥1,320').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: '商品データ' })).toBeVisible();
  await expect(page.getByText('日本製')).toBeVisible();
  expect(await page.locator('.rich script').count()).toBe(0);
  await expect(page.getByText('色がきれい')).toBeVisible();
  await new CatalogPage(page).addToCartConfirmed();
  await expect(page.getByRole('link', { name: /カート（1点）/ })).toBeVisible();
  await reviewShot(page, { path: '.build/screens/late-product-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: '.build/screens/late-product-phone.png', fullPage: true });
});
