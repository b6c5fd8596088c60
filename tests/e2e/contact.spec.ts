import { ContactPage, EXE_AS_JPEG, PNG_1PX } from './pages/contact.page';
import { logIn } from './pages/login';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { waitForMail } from './support/outbox';
import { reviewShot } from './support/review-shots';
import { expect, test } from './support/test';

// Runs at desktop width (the phone project's axe tour checks the form at 390 px); screenshots of
// each step go to the results.
// Generous time limits: a test server shared with other suites on two cores can be slow.

const unique = () => `c${Date.now()}${Math.floor(Math.random() * 1e5)}`;
const shot = (page: import('@playwright/test').Page, name: string) =>
  reviewShot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a guest sends the business contact form, goes back from confirm with everything kept, and gets the automatic reply', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const contact = new ContactPage(page);
  const email = `${unique()}@example.jp`;
  await contact.open('/contact/?type=business');
  await expect(page.getByRole('radio', { name: '法人・卸のお取引' })).toBeChecked();
  await contact.fill({
    '会社名（フリガナ）': 'かぶしきがいしゃみせしょうじ',
    所在地: '東京都千代田区千代田1-1',
    業種: '雑貨の小売',
    '年商（円）': '１２００００００',
    ホームページURL: 'https://example.jp/',
    お名前: '山田 太郎',
    メールアドレス: email,
    電話番号: '０３－１２３４－５６７８',
    件名: '卸のお取引について',
    お問い合わせ内容: '手ぬぐいを店舗で扱いたく、卸価格を教えてください。',
  });
  await contact.toConfirm();
  await expect(page.getByRole('alert').first()).toContainText('入力内容に誤りがあります');
  await expect(page.getByText('会社名を入力してください。')).toBeVisible();
  await expect(contact.field('件名')).toHaveValue('卸のお取引について');
  await shot(page, 'contact-business-error');
  await contact.fill({ 会社名: '株式会社ミセ商事' });
  await contact.toConfirm();

  await expect(page).toHaveURL(/\/contact\/confirm\/$/);
  await expect(contact.confirmed('会社名（フリガナ）')).toHaveText('カブシキガイシャミセショウジ');
  await expect(contact.confirmed('年商（円）')).toHaveText('12000000');
  await expect(contact.confirmed('電話番号')).toHaveText('0312345678');
  await shot(page, 'contact-business-confirm');
  await page.getByRole('button', { name: '入力画面に戻る' }).click();

  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('radio', { name: '法人・卸のお取引' })).toBeChecked();
  await expect(contact.field('会社名')).toHaveValue('株式会社ミセ商事');
  await expect(contact.field('会社名（フリガナ）')).toHaveValue('カブシキガイシャミセショウジ');
  await expect(contact.field('お問い合わせ内容')).toHaveValue(
    '手ぬぐいを店舗で扱いたく、卸価格を教えてください。',
  );
  await expect(contact.field('メールアドレス')).toHaveValue(email);
  await shot(page, 'contact-business-form');
  await contact.toConfirm();
  await page.getByRole('button', { name: '送信する' }).click();

  await expect(page).toHaveURL(/\/contact\/complete\/$/);
  await expect(page.getByRole('status')).toContainText('お問い合わせを受け付けました');
  await shot(page, 'contact-complete');
  const mail = await waitForMail(email, 'お問い合わせを受け付けました');
  // Anyone can type any address: the guest's auto-reply repeats nothing that was typed.
  expect(mail.text).toContain('お問い合わせ番号');
  expect(mail.text).not.toContain('株式会社ミセ商事');
  expect(mail.text).not.toContain('卸のお取引について');
  // The form is empty again for the next inquiry.
  await contact.open();
  await expect(contact.field('件名')).toHaveValue('');
});

test('a member sends an inquiry with an image, reads the shop’s reply marked unread, and answers', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const contact = new ContactPage(page);
  const email = `${unique()}@example.jp`;
  const password = 'Contact-2026';
  const registered = await page.request.post('/v1/users', {
    data: {
      email,
      password,
      password_confirmation: password,
      last_name: '問合',
      first_name: '花子',
      last_name_kana: 'トイアワセ',
      first_name_kana: 'ハナコ',
      phone_number: '0312345678',
      postal_code: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      address1: '千代田1-1',
      gender: 2,
      is_receive_newsletter: 0,
      question_ct: 2,
      answer: 'たなか',
    },
  });
  expect(registered.status()).toBe(201);
  // A member's mails (the reply notice) go to a verified address only.
  const verify = await waitForMail(email, 'メールアドレスのご確認');
  const link = new URL(/https?:\/\/\S+/.exec(verify.text)?.[0] ?? '');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toContainText('確認が完了しました');
  await logIn(page, '/contact/', { email, password });
  await expect(contact.field('お名前')).toHaveValue('問合 花子');
  await expect(contact.field('メールアドレス')).toHaveValue(email);

  await page.getByLabel('お問い合わせの種類').selectOption({ label: '\u3000配送・お届け' });
  await contact.fill({ 件名: '届く日について', お問い合わせ内容: '箱の写真を添付します。' });
  await contact.attach([{ name: 'virus.jpg', mimeType: 'image/jpeg', buffer: EXE_AS_JPEG }]);
  await expect(page.getByText(/virus\.jpg：添付できるのは画像/)).toBeVisible();
  await contact.attach([{ name: 'box.png', mimeType: 'image/png', buffer: PNG_1PX }]);
  await expect(page.getByRole('button', { name: 'box.pngを削除' })).toBeVisible();
  await shot(page, 'contact-member-form');
  await contact.toConfirm();
  await expect(contact.confirmed('添付ファイル')).toContainText('box.png');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page).toHaveURL(/\/contact\/complete\/$/);
  // The page's information message is read live and pushes the links down when it arrives.
  await expect(page.getByRole('note')).toBeVisible();
  await page.getByRole('link', { name: 'お問い合わせ履歴を見る' }).click();

  const row = page.getByRole('link', { name: /届く日について/ });
  await expect(row).toBeVisible();
  const id = /inquiry_history\/(\d+)\//.exec((await row.getAttribute('href')) ?? '')?.[1];
  const reply = await page.request.post(`/v1/admin/inquiries/${id}/replies`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { body: '明日の午前中にお届けの予定です。' },
  });
  expect(reply.status()).toBe(201);
  const notice = await waitForMail(email, 'お問い合わせへの回答');
  expect(notice.text).toContain(`/mypage/inquiry_history/${id}/`);

  await page.reload();
  await expect(page.getByText('未読の回答 1件')).toBeVisible();
  await shot(page, 'inquiry-history');
  await page.getByRole('link', { name: /届く日について/ }).click();
  const shopReply = page.locator('.thread-message--shop');
  await expect(shopReply).toContainText('明日の午前中にお届けの予定です。');
  await expect(shopReply.getByText('未読', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'box.pngをダウンロード' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'box.pngをダウンロード' }).click();
  expect((await download).suggestedFilename()).toBe('box.png');

  await contact.field('返信内容').fill('ありがとうございます。よろしくお願いします。');
  await page.getByRole('button', { name: '返信を送る' }).click();
  await expect(page.getByRole('status')).toContainText('返信を送りました。');
  await expect(page.locator('.thread-message').last()).toContainText('よろしくお願いします。');
  await shot(page, 'inquiry-thread');
  await page.goto('/mypage/inquiry_history/');
  await expect(page.getByRole('link', { name: /届く日について/ })).toBeVisible();
  await expect(page.getByText('未読の回答 1件')).toHaveCount(0);
});
