import { logIn, registerMember } from './pages/login';
import { closeCampaignPopupWhenShown } from './pages/popup';
import { expect, test } from './support/test';

// The heart on product tiles: a guest's leads to the login page; a member's shows and changes the
// favourite everywhere at once (list tiles, the top page's tiles, the product page's button).
// A member of its own, so no other journey's favourites move.

const hydrated = { timeout: 15_000 };

test('a member favourites a product from a list tile and un-favourites it on the top page', async ({
  page,
}) => {
  test.slow();
  // A guest's heart leads to the login page, back to the product afterwards.
  await page.goto('/product/');
  const guestHeart = page.getByRole('button', { name: /^お気に入り：/ }).first();
  const guestTile = page.getByRole('listitem').filter({ has: guestHeart });
  const href = (await guestTile.getByRole('link').first().getAttribute('href')) ?? '';
  const key = /^\/product\/([^/]+)\/$/.exec(href)?.[1] ?? '';
  expect(key).not.toBe('');
  const name = (await guestHeart.getAttribute('aria-label')) ?? '';
  await expect(async () => {
    await guestHeart.click();
    await expect(page).toHaveURL(/\/login\//, { timeout: 2_000 });
  }).toPass(hydrated);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/product/${key}/`);

  const member = await registerMember(page, 'tile-heart');
  await logIn(page, '/product/', member);
  const heart = page.getByRole('button', { name, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true', hydrated);

  // The product page's button says so.
  await page.goto(`/product/${key}/`);
  await expect(page.getByRole('button', { name: 'お気に入りから削除' })).toHaveAttribute(
    'aria-pressed',
    'true',
    hydrated,
  );

  // So does every tile of it on the top page; turning one over turns them all.
  await closeCampaignPopupWhenShown(page);
  await page.goto('/');
  const hearts = page.getByRole('button', { name, exact: true });
  await expect(hearts.first()).toHaveAttribute('aria-pressed', 'true', hydrated);
  await hearts.first().click();
  for (const one of await hearts.all()) {
    await expect(one).toHaveAttribute('aria-pressed', 'false', hydrated);
  }

  await page.goto(`/product/${key}/`);
  await expect(page.getByRole('button', { name: 'お気に入りに追加' })).toHaveAttribute(
    'aria-pressed',
    'false',
    hydrated,
  );
});
