import type { Page, Route } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { logIn, registerMember } from './pages/login';
import { expectNoViolations } from './support/axe';
import { expectPhoneFriendly } from './support/phone-checks';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

/** Every theme's channel: standard (default), wa, simple, and the school and benefit customer sets. */
const CHANNELS = ['default', 'wa', 'simple', 'school', 'benefit'] as const;
const origin = (channel: string) =>
  `http://${channel === 'default' ? 'localhost' : `${channel}.localhost`}:${e2eRun().port}`;

/** How far the page's bottom menu bar reaches up from the screen's bottom edge (0 without one). */
const tabbarHeight = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.shop-tabbar');
    return bar ? window.innerHeight - bar.getBoundingClientRect().top : 0;
  });

test.describe('the header on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const channel of CHANNELS) {
    test(`${channel}: the shop's name is whole, cart and login sit in the thumb's reach`, async ({
      page,
    }) => {
      // The members-only benefit shop shows guests its sign-in page, with the same header.
      await page.goto(`${origin(channel)}/${channel === 'benefit' ? 'login/' : ''}`);
      const name = page.getByRole('banner').getByRole('link').first();
      await expect(name).toBeVisible();
      const fits = await name.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const cut = [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth);
        return !cut && box.left >= 0 && box.right <= window.innerWidth;
      });
      expect(fits, `${channel}: the shop's name is cut`).toBe(true);
      const half = 780 / 2;
      for (const link of [
        page.getByRole('link', { name: /カート/ }).first(),
        page.getByRole('link', { name: 'ログイン', exact: true }).first(),
      ]) {
        const box = await link.boundingBox();
        expect(box?.y ?? 0).toBeGreaterThan(half);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
    });
  }

  test('the menu opens as a drawer that keeps focus inside and gives it back', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'メニュー', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'メニュー' });
    await expect(drawer.getByRole('link', { name: 'よくあるご質問' })).toBeVisible();
    // The page behind is inert: Tab goes round the drawer (and the browser's own bar), never behind it.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const where = await drawer.evaluate((d) => {
        const active = document.activeElement;
        return !active || active === document.body
          ? 'browser'
          : d.contains(active)
            ? 'drawer'
            : 'page';
      });
      expect(where).not.toBe('page');
    }
    await expect(drawer.getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, 'menu drawer');
    // Twelve Tabs may end on the browser's own bar, where Escape is the browser's: press it from
    // inside the drawer, as a shopper would.
    await drawer.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await drawer.getByRole('link', { name: 'よくあるご質問' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
  });
});

test('the product list on a phone: a first row in the first screen, filters in a sheet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product/');
  const tiles = page.getByRole('list', { name: '商品一覧' }).getByRole('listitem');
  const first = await tiles.first().boundingBox();
  const bottom = 844 - (await tabbarHeight(page));
  expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(bottom);
  await expect(page.getByLabel('キーワード')).toBeInViewport();
  await expect(page.getByLabel('カテゴリ', { exact: true })).toBeHidden();
  await expectNoViolations(page, 'product list on a phone');

  await page.getByRole('button', { name: '絞り込み', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '絞り込み条件' });
  const count = sheet.getByText(/^全\d+点$/);
  const before = Number((await count.textContent())?.replace(/\D/g, ''));
  const category = sheet.getByLabel('カテゴリ', { exact: true });
  await expect(category.locator('option')).not.toHaveCount(1);
  const choice = category.locator('optgroup option').first();
  await category.selectOption((await choice.getAttribute('value')) ?? '');
  await expect(count).not.toHaveText(`全${before}点`);
  const inCategory = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(inCategory).toBeGreaterThan(0);
  await sheet.getByLabel('下限').fill('3000');
  await sheet.getByLabel('上限').fill('9000');
  await expect(count).not.toHaveText(`全${inCategory}点`);
  const found = (await count.textContent()) ?? '';
  await expectNoViolations(page, 'filter sheet');
  await sheet.getByRole('button', { name: 'この条件で検索' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/category=.+/);
  await expect(page).toHaveURL(/price_min=3000/);
  await expect(page).toHaveURL(/price_max=9000/);
  await expect(page.getByText(found, { exact: true })).toBeVisible();
  const prices = await tiles.evaluateAll((items) =>
    items.map((li) => Number(/¥([\d,]+)/.exec(li.textContent ?? '')?.[1]?.replace(/,/g, ''))),
  );
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(3000);
    expect(price).toBeLessThanOrEqual(9000);
  }
});

test.describe('popups on a phone', () => {
  for (const channel of CHANNELS.filter((c) => c !== 'benefit')) {
    test(`${channel}: the campaign popup leaves two thirds of the top page visible`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin(channel)}/`);
      const popup = page.locator('dialog.popup');
      await expect(popup).toBeVisible({ timeout: 15_000 });
      const box = await popup.boundingBox();
      expect(box?.height ?? 844).toBeLessThanOrEqual(844 / 3);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(
        844 - (await tabbarHeight(page)),
      );
      await expectNoViolations(page, `${channel} top with its popup`);
    });
  }
});

test.describe('checkout, sign-in, registration and my page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const channel of CHANNELS) {
    test(`${channel}: sign-in and registration fit the screen and every control is 44 px`, async ({
      page,
    }) => {
      await page.goto(`${origin(channel)}/login/`);
      await expect(page.getByRole('textbox', { name: /^パスワード/ })).toBeVisible();
      await expect(page.getByLabel(/メールアドレス/).first()).toHaveAttribute(
        'autocomplete',
        'username',
      );
      await expectPhoneFriendly(page, `${channel} sign-in`);
      await page.goto(`${origin(channel)}/register/`);
      await expect(page.getByLabel('郵便番号', { exact: true })).toHaveAttribute(
        'inputmode',
        'numeric',
      );
      await expect(page.getByLabel('電話番号', { exact: true })).toHaveAttribute('type', 'tel');
      await expect(page.getByLabel('メールアドレス', { exact: true })).toHaveAttribute(
        'type',
        'email',
      );
      await expectPhoneFriendly(page, `${channel} registration`);
    });
  }

  test('standard: a guest checks out and a new member opens the my page, all within the screen', async ({
    page,
  }) => {
    const catalog = new CatalogPage(page);
    await catalog.openProduct('senbei-gift');
    await catalog.addToCartConfirmed();
    // レジに進む holds its place while the rest of the cart arrives (the senbei's gift-wrap offer,
    // the payment methods; both made slow here): a button that moves as a thumb reaches it takes
    // the tap elsewhere.
    const slow = (route: Route) =>
      new Promise((resolve) => setTimeout(resolve, 1500)).then(() => route.continue());
    await page.route(/\/v1\/(products\/[^/]+\/accessories|payments)(\?|$)/, slow);
    await page.goto('/cart/');
    const checkout = page.getByRole('link', { name: 'レジに進む' });
    await expect(checkout).toBeVisible();
    const first = await checkout.boundingBox();
    await expect(page.getByRole('button', { name: /^ギフト包装・のしを追加/ })).toBeVisible();
    await expect(page.getByText(/^ご利用いただけるお支払い方法：/)).toBeVisible();
    expect(await checkout.boundingBox()).toEqual(first);
    await checkout.click();
    await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);
    await expect(page.getByLabel('郵便番号').first()).toHaveAttribute(
      'autocomplete',
      'postal-code',
    );
    await expect(page.getByRole('checkbox', { name: 'ソーシャルギフトで贈る' })).toBeVisible();
    await expectPhoneFriendly(page, 'checkout: delivery');

    const member = await registerMember(page, 'phone-mypage');
    await logIn(page, '/mypage/', member);
    await expect(page.getByRole('heading', { name: 'マイページ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ポイント履歴' })).toBeVisible();
    await expectPhoneFriendly(page, 'my page');
  });
});
