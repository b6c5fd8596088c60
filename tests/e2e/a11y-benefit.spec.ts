// The axe journey of the members-only benefit shop (project `benefit`): guests only reach the sign-in
// pages, a shareholder every shop page and the my page screens.
import { BenefitPage } from './pages/benefit.page';
import {
  expectNoViolations,
  MEMBER_PAGES,
  NOT_FOUND,
  SIGN_IN_PAGES,
  shopPages,
} from './support/axe';
import { expect, test } from './support/test';

/** Page changes on a loaded 2-core machine can take longer than the default 10 s. */
const SLOW = 60_000;

test('benefit shop: sign-in pages have no axe violations for a guest', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [what, path] of SIGN_IN_PAGES) {
    await test.step(what, async () => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expectNoViolations(page, what);
    });
  }
});

test('benefit shop: shop pages and my page screens have no axe violations for a shareholder', async ({
  page,
}) => {
  test.setTimeout(480_000);
  // 佐藤 花子's voucher, which no other journey uses: logging in spends nothing.
  await page.goto('/login/?redirect=%2Fmypage%2F');
  await new BenefitPage(page).logInWithVoucher('10000002', '555566667777');
  await expect(page).toHaveURL(/\/mypage\/$/, { timeout: SLOW });
  // The shop sells gifts and food, not the demo shirt, and no set order of its own.
  for (const [what, path] of [...shopPages('senbei-gift', null), NOT_FOUND, ...MEMBER_PAGES]) {
    await test.step(what, async () => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expectNoViolations(page, what);
    });
  }
});
