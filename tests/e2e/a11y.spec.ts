// The axe journey: one visit per page type, in every project (desktop, phone and each channel's).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { logIn } from './pages/login';
import { expect, test } from './support/test';

// One visit per page type; every project (desktop, phone, and each channel's) runs the same list,
// so every theme and customer set is checked at both widths.

/** Waits until the page's eager islands have hydrated and its animations ended, then runs axe (all its default rules). */
async function expectNoViolations(page: Page, what: string) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr]:not([client="visible"])'),
    undefined,
    { timeout: 30_000 },
  );
  // Contrast is judged on the settled page: a colour scheme's fade-in (finite) must have ended;
  // endless ones, such as a loading spinner, never do.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .every((a) => a.playState === 'finished'),
    undefined,
    { timeout: 30_000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${what} ${page.url()}`).toEqual([]);
}

const PUBLIC_PAGES = [
  ['top', '/'],
  ['product list', '/product/'],
  ['product', '/product/oxford-shirt/'],
  ['set order', '/product/oxford-shirt/uos/'],
  ['static content', '/guide/'],
  ['news list', '/news/'],
  ['blog post', '/blog/spring-coordinate/'],
  ['faq', '/faq/'],
  ['landing page', '/lp/spring-sale/'],
  ['contact', '/contact/'],
  ['login', '/login/'],
  ['register', '/register/'],
  ['password reminder', '/reminder/'],
  ['not found', '/no-such-page/'],
] as const;

test('public pages have no axe violations', async ({ page }) => {
  test.setTimeout(360_000);
  for (const [what, path] of PUBLIC_PAGES) {
    await test.step(what, async () => {
      await page.goto(path);
      await expectNoViolations(page, what);
    });
  }
});

test('cart and checkout steps have no axe violations', async ({ page }) => {
  test.setTimeout(240_000);
  const catalog = new CatalogPage(page);
  const checkout = new CheckoutPage(page);
  await catalog.openProduct('senbei-gift');
  // Every page of this journey is also checked by axe, so allow a loaded machine time to hydrate.
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled({
    timeout: 30_000,
  });
  await catalog.addToCartConfirmed();
  await page.goto('/cart/');
  await expectNoViolations(page, 'cart');
  await page.getByRole('link', { name: 'レジに進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);
  await checkout.fillOrderer({ ...OSAKA_GUEST, email: 'axe.guest@example.jp' });
  await expectNoViolations(page, 'shipping');
  await checkout.chooseDelivery('午前中');
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await expectNoViolations(page, 'payment');
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await expectNoViolations(page, 'confirm');
});

const MEMBER_PAGES = [
  ['member home', '/ec/'],
  ['my page', '/mypage/'],
  ['order history', '/mypage/order_history/'],
  ['points', '/mypage/point/'],
  ['address book', '/mypage/address/'],
  ['address form', '/mypage/address/add/'],
  ['cards', '/mypage/card/'],
  ['lists', '/mypage/list/'],
  ['messages', '/mypage/message-center/'],
  ['product history', '/mypage/product_history/'],
  ['memorial days', '/mypage/memorial/'],
  ['inquiries', '/mypage/inquiry_history/'],
] as const;

test('my page screens have no axe violations', async ({ page }) => {
  test.setTimeout(360_000);
  await logIn(page, '/mypage/');
  for (const [what, path] of MEMBER_PAGES) {
    await test.step(what, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, what);
    });
  }
});
