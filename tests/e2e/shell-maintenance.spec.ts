import { type APIRequestContext, test as plainTest } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { reviewShot } from './support/review-shots';
import { expect, test } from './support/test';

// Maintenance closes the whole shop, so this file runs in its own project after every other
// journey (playwright.config.ts, project `maintenance`), one test at a time.
test.describe.configure({ mode: 'serial' });

const NOTICE = { title: '臨時メンテナンスのお知らせ', message: '13時に再開いたします。' };

async function setMaintenance(request: APIRequestContext, isEnabled: boolean) {
  const res = await request.put('/v1/admin/maintenance', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { is_enabled: isEnabled, ...NOTICE, allow_ips: [] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await setMaintenance(request, false);
});

test('during maintenance a product page and the cart go to /maintenance/, and come back after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setMaintenance(page.request, true);
  try {
    await page.goto('/product/oxford-shirt/');
    await expect(page).toHaveURL(/\/maintenance\/\?back=%2Fproduct%2Foxford-shirt%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: NOTICE.title })).toBeVisible();
    await expect(page.getByText(NOTICE.message)).toBeVisible();
    await page.goto('/cart/');
    await expect(page).toHaveURL(/\/maintenance\/\?back=%2Fcart%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: NOTICE.title })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await reviewShot(page, { path: `.build/screens/maintenance-${width}.png`, fullPage: true });
    }
  } finally {
    await setMaintenance(page.request, false);
  }
  // The page polls every 5 s and returns to where the shopper was.
  await expect(page).toHaveURL(/\/cart\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: NOTICE.title })).toHaveCount(0);
  await page.goto('/product/oxford-shirt/');
  await expect(page).toHaveURL(/\/product\/oxford-shirt\/$/);
});

// The API's 503 is logged by Chromium as a console error; here it is the expected answer, so
// this test checks uncaught exceptions only.
plainTest(
  'an open product page goes to /maintenance/ when its next call answers 503',
  async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const catalog = new CatalogPage(page);
    await catalog.openProduct('oxford-shirt');
    await catalog.chooseVariant('M');
    await setMaintenance(page.request, true);
    try {
      await catalog.addToCart();
      await expect(page).toHaveURL(/\/maintenance\/\?back=%2Fproduct%2Foxford-shirt%2F$/);
      await expect(page.getByRole('heading', { level: 1, name: NOTICE.title })).toBeVisible();
    } finally {
      await setMaintenance(page.request, false);
    }
    await expect(page).toHaveURL(/\/product\/oxford-shirt\/$/, { timeout: 15_000 });
    expect(uncaught).toEqual([]);
  },
);
