import { expect, type Page } from '@playwright/test';

/** The main demo member (two addresses in the address book, points, a saved card). */
export const TARO = { email: 'taro@example.jp', password: 'Taro-pass-2026' } as const;

/** Logs in through /login/ and waits until the shop has sent the member on to `returnTo`. */
export async function logIn(
  page: Page,
  returnTo = '/',
  { email, password }: { email: string; password: string } = TARO,
) {
  await page.goto(`/login/?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(/メールアドレス/).fill(email);
  await page.getByRole('textbox', { name: /^パスワード/ }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnTo);
}
