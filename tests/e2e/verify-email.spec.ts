import { registerMember, verificationToken } from './pages/login';
import { expect, test } from './support/test';

// The simple channel turns first-login e-mail verification on: a new member does not count as
// logged in (is_registered_member false) until the mailed link is opened.
test('a new member is sent to /verify/ until the mailed link is opened, then is logged in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login/');
  const member = await registerMember(page, 'verify', { verify: false });

  await page.getByLabel(/メールアドレス/).fill(member.email);
  await page.getByRole('textbox', { name: /^パスワード/ }).fill(member.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/verify\/$/);
  await expect(page.getByText('メールアドレスの確認が完了していません。')).toBeVisible();

  // A reload keeps the member pending: the my page and the login page both lead back to /verify/.
  await page.goto('/mypage/');
  await expect(page).toHaveURL(/\/verify\/$/);
  // A resent mail carries a new link; the first one no longer works.
  const first = await verificationToken(member.email);
  await page.getByRole('button', { name: '確認メールを再送する' }).click();
  await expect(page.getByRole('status')).toContainText('確認メールを再送しました。');
  let token = first;
  await expect
    .poll(async () => {
      token = await verificationToken(member.email);
      return token;
    })
    .not.toBe(first);
  await page.goto(`/verify/email/?token=${token}`);
  await expect(page.getByRole('status')).toContainText('メールアドレスの確認が完了しました。');

  // The same session now counts, without a new login.
  await page.goto('/mypage/');
  await expect(page).toHaveURL(/\/mypage\/$/);
  await page.goto('/login/');
  await expect(page).toHaveURL(/\/ec\/$/);
});
