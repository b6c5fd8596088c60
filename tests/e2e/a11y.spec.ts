// The axe journey: one visit per page type, in every project (desktop, phone and each channel's);
// the members-only benefit shop has its own (a11y-benefit.spec.ts), with the same check and lists.
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage, OSAKA_GUEST } from './pages/checkout.page';
import { HistoriesPage } from './pages/histories.page';
import { logIn } from './pages/login';
import { expectNoViolations, MEMBER_PAGES, PUBLIC_PAGES } from './support/axe';
import { expectPhoneFriendly } from './support/phone-checks';
import { expect, test } from './support/test';

// One visit per page type; every project (desktop, phone, and each channel's) runs the same list,
// so every theme and customer set is checked at both widths.

test('public pages have no axe violations', async ({ page, isMobile }) => {
  test.setTimeout(360_000);
  for (const [what, path] of PUBLIC_PAGES) {
    await test.step(what, async () => {
      await page.goto(path);
      // A page the channel did not build (a product it does not sell, in the school shop) is the
      // shell, which draws the product or the 404 once its call answers: axe reads it then.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await (isMobile ? expectPhoneFriendly(page, what) : expectNoViolations(page, what));
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
  await catalog.addToCart();
  await expect(catalog.cartPopup()).toBeVisible();
  await expectNoViolations(page, 'cart popup');
  await catalog.cartPopup().getByRole('button', { name: '買い物を続ける' }).click();
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

// On a phone every my page screen must also fit the screen with thumb-sized controls: this tour is
// where the phone project sees each of them (the my page journeys run at desktop width).
test('my page screens have no axe violations', async ({ page, isMobile }) => {
  test.setTimeout(360_000);
  await logIn(page, '/mypage/');
  // A product of the channel's list viewed first, so 閲覧履歴 is read with a tile (its favourite
  // button), whatever ran before.
  await page.goto('/product/');
  const viewed = page.waitForResponse(
    (r) => r.url().includes('/v1/product-histories') && r.request().method() === 'POST',
  );
  await page.getByRole('list', { name: '商品一覧' }).getByRole('link').first().click();
  expect((await viewed).ok()).toBe(true);
  for (const [what, path] of MEMBER_PAGES) {
    await test.step(what, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/mypage/product_history/') {
        await expect(new HistoriesPage(page).list('閲覧履歴').first()).toBeVisible();
      }
      await (isMobile ? expectPhoneFriendly(page, what) : expectNoViolations(page, what));
    });
  }
});
