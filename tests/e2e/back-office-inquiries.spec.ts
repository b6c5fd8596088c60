import { request as apiRequest } from '@playwright/test';
import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { logIn } from './pages/login';
import { waitForMail } from './support/outbox';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// お問い合わせ管理 as an operator uses it (project back-office): a demo member's inquiry (sent
// through the API) is found, assigned, noted internally and answered; the member reads the answer
// on my page in a browser of their own, and never the note. Rule checks are in inquiry-admin.test.ts.
const SHOP = `http://localhost:${e2eRun().port}`;
const HANAKO = { email: 'hanako@example.jp', password: 'Hanako-pass-2026' };

test('an operator assigns a member’s inquiry, notes it internally and replies; the member sees the reply on my page', async ({
  page,
  browser,
  expectPageError,
}) => {
  test.setTimeout(180_000);
  expectPageError(SIGNED_OUT_CHECK);
  const stamp = Date.now().toString(36);
  const subject = `サイズ交換について ${stamp}`;
  const shop = await apiRequest.newContext({ baseURL: SHOP });
  const login = await shop.post('/v1/auth/login', {
    data: { login_id: HANAKO.email, password: HANAKO.password },
  });
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const tree = await (await shop.get('/v1/categories/hierarchy?table=inquiries')).json();
  const other = tree.data.find((c: { key: string }) => c.key === 'other');
  const sent = await shop.post('/v1/inquiries', {
    headers: auth,
    data: { category_id: other.id, subject, body: 'Mサイズに交換できますか。' },
  });
  expect(sent.status()).toBe(201);
  const { id } = await sent.json();

  const office = new BackOffice(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.operator);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'お問い合わせ管理' }),
  ).toBeVisible();
  await office.go('お問い合わせ一覧');
  await page.getByLabel('状態').selectOption({ label: '新規' });
  // 「#番号」 finds that inquiry alone; bare digits also match e-mail addresses that hold them.
  await page.getByLabel('検索語').fill(`#${id}`);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  const results = page.getByRole('region', { name: /お問い合わせの一覧/ });
  await expect(results.locator('tbody tr')).toHaveCount(1);
  await expect(results.locator('tbody tr').first()).toContainText('新規');
  await office.expectAccessible('inquiry list');
  await results.getByRole('link', { name: `お問い合わせ #${id}「${subject}」を開く` }).click();
  await expect(office.heading(`お問い合わせ #${id}`)).toBeVisible();
  await expect(page.getByText('Mサイズに交換できますか。')).toBeVisible();
  await office.expectAccessible('inquiry thread');

  await page.getByLabel('担当者').selectOption({ label: '鈴木 受注' });
  await page.getByRole('button', { name: '担当者を保存' }).click();
  await expect(page.getByRole('status')).toContainText('担当者を保存しました。');

  const note = `社内メモ ${stamp}：前回も交換あり`;
  await page.getByLabel('メモ', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'メモを追加' }).click();
  await expect(page.getByRole('status')).toContainText('社内メモを追加しました。');
  await expect(page.getByText(note)).toBeVisible();

  await page.getByLabel('回答内容').fill('Mサイズへの交換を承ります。返送用の伝票をお送りします。');
  await page.getByRole('button', { name: '回答を送る' }).click();
  const dialog = page.getByRole('dialog', { name: 'この内容で回答しますか？' });
  await expect(dialog).toContainText(HANAKO.email);
  await office.expectAccessible('reply confirmation');
  await dialog.getByRole('button', { name: '回答を送る' }).click();
  await expect(page.getByRole('status')).toContainText('回答を送りました。');
  await expect(page.getByRole('group', { name: '状態を変更' })).toBeVisible();
  await expect(page.locator('.status-inquiry-answered')).toHaveText('回答済み');
  const mail = await waitForMail(HANAKO.email, `お問い合わせへの回答：${subject}`);
  expect(mail.text).toContain(`/mypage/inquiry_history/${id}/`);
  expect(mail.text).not.toContain(note);
  await page.setViewportSize({ width: 390, height: 844 });
  await office.expectAccessible('inquiry thread (390 px)');

  // The member, in a browser of their own, reads the answer on my page, and never the note.
  const member = await browser.newContext({ baseURL: SHOP });
  const memberPage = await member.newPage();
  await logIn(memberPage, `/mypage/inquiry_history/${id}/`, HANAKO);
  const reply = memberPage.locator('.thread-message--shop');
  await expect(reply).toContainText('Mサイズへの交換を承ります。', { timeout: 30_000 });
  await expect(memberPage.getByText(note)).toHaveCount(0);
  await member.close();
  await shop.dispose();
});
