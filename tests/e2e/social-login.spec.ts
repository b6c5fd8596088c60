import { expect, test } from './support/test';

// The journey does not depend on screen size: desktop only.

// tests/e2e/support/serve.ts starts a local oidc-provider and configures it as `local`; its
// development sign-in page accepts any password for the accounts in server/testing/oidc-provider.ts.
test('social login through the local OpenID Connect provider → member home → log out', async ({
  page,
}) => {
  await page.goto('/login/');
  const social = page.getByRole('region', { name: '外部サービスでログイン' });
  await social.getByRole('button', { name: 'local でログイン' }).click();

  // The provider's own sign-in and consent pages.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByRole('textbox', { name: 'Enter any login' }).fill('social');
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back through /oauth/callback/ to the member home, logged in.
  await expect(page).toHaveURL(/\/ec\/$/);
  await expect(page.getByRole('heading', { name: '会員ホーム' })).toBeVisible();
  await expect(page.getByText('外部 連携 様')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'マイページ' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'ログアウト' })).toBeVisible();

  // The session survives a fresh page load.
  await page.goto('/ec/');
  await expect(page.getByText('外部 連携 様')).toBeVisible();

  await header.getByRole('link', { name: 'ログアウト' }).click();
  await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('status')).toContainText('ログアウトしました');
  await page.goto('/ec/');
  await expect(page).toHaveURL(/\/login\//);
});
