import { HeaderSearchBox } from './pages/search.page';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/test';

test.describe('search', () => {
  test.describe.configure({ mode: 'parallel' });

  test('typing しゃつ in the header suggests シャツ products; the keys move, close and follow', async ({
    page,
  }) => {
    const search = new HeaderSearchBox(page);
    await search.open();
    await search.type('しゃつ');
    const box = search.box();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = search.list().getByRole('group', { name: '商品' }).getByRole('option');
    await expect(products.first()).toContainText('シャツ');
    await expectNoViolations(page, 'header suggestions');

    // ↓ makes the first option active without moving the focus from the box.
    await box.press('ArrowDown');
    const first = search.options().first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await expect(box).toBeFocused();
    // ↑ from the first wraps to the last; Escape closes and keeps the text.
    await box.press('ArrowUp');
    await expect(search.options().last()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(search.list()).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('しゃつ');

    // ↓ opens the list again; Enter follows the active product to its page.
    await box.press('ArrowDown');
    const name = (await products.first().textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[^/?]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      name.replace(/[\d,]+円$/, '').trim(),
    );
  });

  test('Enter on the typed text lists the matching シャツ first, by relevance', async ({
    page,
  }) => {
    const search = new HeaderSearchBox(page);
    await search.open('/news/');
    await search.type('しゃつ');
    // The list asks for the keyword with no order chosen: relevance.
    const listed = page.waitForResponse(
      (r) => r.url().includes('/v1/products?') && r.url().includes('keyword='),
    );
    await search.box().press('Enter');
    await expect(page).toHaveURL(/\/product\/\?keyword=%E3%81%97%E3%82%83%E3%81%A4$/);
    expect(new URL((await listed).url()).searchParams.get('sort')).toBe('relevance');
    for (const i of [0, 1, 2]) await expect(search.results().nth(i)).toContainText('シャツ');
    await search.showFilters();
    await expect(search.sort()).toHaveValue('relevance');
    await expect(search.sort().locator('option:checked')).toHaveText('関連度順');
    // Another order still works on a keyword.
    await search.sort().selectOption({ label: '価格の安い順' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(search.results().first()).toContainText('シャツ');
  });

  test('a search that finds nothing says so and offers a way on', async ({ page }) => {
    const search = new HeaderSearchBox(page);
    await search.open('/product/?keyword=シャツ%20ぞうさんのじょうろ');
    // The no-result part is its own chunk, fetched when the search comes back empty: on a busy
    // machine that can take longer than the default wait (the list's plain message shows meanwhile).
    await expect(
      page.getByRole('heading', {
        name: '「シャツ ぞうさんのじょうろ」に一致する商品は見つかりませんでした',
      }),
    ).toBeVisible({ timeout: 30_000 });
    const popular = page.getByRole('list', { name: '人気の商品' }).getByRole('link');
    await expect(popular.first()).toBeVisible();
    await expectNoViolations(page, 'no results');
    const fewer = page.getByRole('link', { name: /^「シャツ」（\d+件）$/ });
    await fewer.click();
    await expect(page).toHaveURL(/keyword=%E3%82%B7%E3%83%A3%E3%83%84$/);
    await expect(search.results().first()).toContainText('シャツ');
  });
});
