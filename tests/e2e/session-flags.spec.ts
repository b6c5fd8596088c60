import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember } from './pages/login';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { reviewShot } from './support/review-shots';
import { expect, test } from './support/test';

// The server's session flags: bounced mail (recorded by the mail system's admin call) and a
// password older than PASSWORD_MAX_AGE_DAYS (365 on the e2e server; the demo member `stale`).
const hydrated = { timeout: 30_000 };

async function recordBounce(request: APIRequestContext, email: string) {
  const res = await request.post('/v1/admin/mail-errors', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email },
  });
  expect(res.status()).toBe(200);
}

async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login/?redirect=%2Fec%2F');
  await page.getByLabel(/メールアドレス/).fill(email);
  await page.getByRole('textbox', { name: /^パスワード/ }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

test('a member whose mail keeps bouncing is asked to fix the address on /ec/', async ({
  page,
  request,
}) => {
  await page.goto('/login/');
  const member = await registerMember(page, 'bounce');
  for (let i = 0; i < 3; i += 1) await recordBounce(request, member.email);
  await submitLogin(page, member.email, member.password);
  await expect(page).toHaveURL((url) => url.pathname === '/ec/', hydrated);
  const warning = page.getByText('ご登録のメールアドレスにメールが届いていません。', {
    exact: false,
  });
  await expect(warning).toBeVisible(hydrated);
  await expect(page.getByRole('link', { name: 'メールアドレスを変更する' })).toBeVisible();
  await reviewShot(page, { path: test.info().outputPath('mail-error-warning.png') });
  await page.getByRole('button', { name: '閉じる' }).click();
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(warning).toBeHidden();
});

test('a member whose password is too old is sent to change it', async ({ page }) => {
  await submitLogin(page, 'stale@example.jp', 'Stale-pass-2026');
  await expect(page).toHaveURL((url) => url.pathname === '/mypage/password/', hydrated);
  await expect(page.getByText('パスワードの有効期限が切れています。')).toBeVisible(hydrated);
  await reviewShot(page, { path: test.info().outputPath('password-expired.png') });
});
