import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

// Journeys through the API and the browser do not depend on screen size: desktop only.

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? '.build/e2e-data', 'mail');

function decodeWords(header: string): string {
  return header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQp(text.replace(/_/g, ' ')),
  );
}

function decodeQp(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

type Mail = { to: string; subject: string; text: string; file: string };

function parseEml(raw: string, file: string): Mail {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : body;
  return { to: header('To'), subject: decodeWords(header('Subject')), text, file };
}

/** Waits for the newest mail to `to` whose subject contains `subject`, read from the outbox folder. */
async function mailTo(to: string, subject: string, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = parseEml(await readFile(join(MAIL_DIR, file), 'utf8'), file);
          if (mail.to.includes(to) && mail.subject.includes(subject) && file > String(after)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

const linkIn = (mail: Mail) => new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');

const unique = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function registerViaApi(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/v1/users', {
    data: {
      email,
      password,
      password_confirmation: password,
      last_name: '試験',
      first_name: '花子',
      last_name_kana: 'シケン',
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
  expect(res.status()).toBe(201);
}

async function logIn(page: Page, id: string, password: string) {
  await page.goto('/login/');
  await page.getByLabel('メールアドレス').fill(id);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'ログアウト' }).click();
  await page.getByRole('main').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('status')).toContainText('ログアウトしました');
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'ログイン', exact: true }),
  ).toBeVisible();
}

test('register → confirm → verify the emailed address → log out → log in → log out', async ({
  page,
}) => {
  const email = `${unique()}@example.jp`;
  await page.goto('/register/');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill('Spring-2026');
  await page.getByLabel('パスワード（確認用）').fill('Spring-2026');
  await page.getByLabel('姓', { exact: true }).fill('春野');
  await page.getByLabel('名', { exact: true }).fill('桜');
  await page.getByLabel('セイ', { exact: true }).fill('はるの');
  await page.getByLabel('メイ', { exact: true }).fill('さくら');
  await page.getByLabel('郵便番号').fill('１００－０００１');
  await page.getByRole('button', { name: '住所を自動入力' }).click();
  // The first look-up may wait for the postal data to finish loading after start-up.
  await expect(page.getByLabel('市区町村')).toHaveValue('千代田区', { timeout: 40_000 });
  await expect(page.getByLabel('都道府県')).toHaveValue('東京都');
  await page.getByLabel('番地').fill('千代田1-1');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByLabel('秘密の質問', { exact: true }).selectOption('1');
  await page.getByLabel('秘密の質問の答え').fill('ポチ');

  // An error keeps everything typed.
  await page.getByLabel('メイ', { exact: true }).fill('Sakura');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByText('メイは全角カタカナで入力してください。')).toBeVisible();
  await expect(page.getByLabel('セイ', { exact: true })).toHaveValue('はるの');
  await expect(page.getByLabel('メールアドレス')).toHaveValue(email);
  await page.getByLabel('メイ', { exact: true }).fill('さくら');
  await page.getByRole('button', { name: '次へ' }).click();

  await expect(page.getByRole('heading', { name: '入力内容の確認' })).toBeVisible();
  await expect(page.getByText('ハルノ')).toBeVisible();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/register\/complete\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'マイページ' })).toBeVisible();

  const mail = await mailTo(email, 'メールアドレスのご確認');
  const link = linkIn(mail);
  expect(link.pathname).toBe('/verify/email/');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toContainText('確認が完了しました');

  await logOut(page);
  await logIn(page, email, 'Spring-2026');
  await expect(page).toHaveURL(/\/ec\/$/);
  await expect(page.getByText('春野 桜 様')).toBeVisible();
  await logOut(page);
});

test('the code-at-login member enters the 6-digit code from the mail', async ({ page }) => {
  const started = Date.now();
  await logIn(page, 'mfa@example.jp', 'Mfa-pass-2026');
  await expect(page.getByRole('heading', { name: '認証コードの入力' })).toBeVisible();
  const mail = await mailTo('mfa@example.jp', 'ログイン認証コード', started);
  const code = /認証コード：(\d{6})/.exec(mail.text)?.[1] ?? '';
  await page.getByLabel('認証コード').fill(code);
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/ec\/$/);
  await page.goto('/mypage/login_history/');
  await expect(page.getByRole('table')).toContainText('ログイン成功');
  await expect(page.getByRole('table')).toContainText('認証コード送信');
});

test('ten failures lock the account; the unlock link lets the member in', async ({
  page,
  request,
}) => {
  const email = `${unique()}@example.jp`;
  await registerViaApi(request, email, 'Locked-2026');
  // The unlock mail goes to a verified address only.
  const verify = linkIn(await mailTo(email, 'メールアドレスのご確認'));
  await page.goto(verify.pathname + verify.search);
  await expect(page.getByRole('status')).toContainText('確認が完了しました');
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/v1/auth/login', {
      data: { login_id: email, password: `bad-${i}` },
    });
    expect(res.status()).toBe(401);
  }
  await logIn(page, email, 'Locked-2026');
  await expect(page.getByRole('alert')).toContainText('ロック');
  const link = linkIn(await mailTo(email, 'アカウントのロック'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toContainText('ロックを解除しました');
  await logIn(page, email, 'Locked-2026');
  await expect(page).toHaveURL(/\/ec\/$/);
});

test('password reminder → security question → reset logs in; the link then no longer works', async ({
  page,
  request,
}) => {
  const email = `${unique()}@example.jp`;
  await registerViaApi(request, email, 'Before-2026');
  await page.goto('/login/');
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('status')).toContainText('ご案内をお送りしました');
  const link = linkIn(await mailTo(email, 'パスワード再設定'));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('秘密の質問：母親の旧姓は？').fill('タナカ');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('After-2026');
  await page.getByLabel('新しいパスワード（確認用）').fill('After-2026');
  await page.getByRole('button', { name: '再設定する' }).click();
  await expect(page).toHaveURL(/\/ec\/$/);
  await logOut(page);
  await logIn(page, email, 'After-2026');
  await expect(page).toHaveURL(/\/ec\/$/);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toContainText('無効');
});

test('a member changes the security answer only with the password', async ({ page, request }) => {
  const email = `${unique()}@example.jp`;
  await registerViaApi(request, email, 'Answer-2026');
  await logIn(page, email, 'Answer-2026');
  await expect(page).toHaveURL(/\/ec\/$/);
  await page.goto('/mypage/user_info/edit/');
  await page.getByLabel('秘密の質問', { exact: true }).selectOption('2');
  await page.getByLabel('秘密の質問の答え').fill('たま');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(
    page.getByText('秘密の質問の答えを変更するには、現在のパスワードを入力してください。'),
  ).toBeVisible();
  await page.getByLabel('現在のパスワード').fill('Wrong-2026');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('現在のパスワードが正しくありません。').first()).toBeVisible();
  await expect(page.getByLabel('秘密の質問の答え')).toHaveValue('たま');
  await page.getByLabel('現在のパスワード').fill('Answer-2026');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page).toHaveURL(/\/mypage\/user_info\/$/);
});

test('a member leaves with the password; the account can no longer log in', async ({
  page,
  request,
}) => {
  const email = `${unique()}@example.jp`;
  await registerViaApi(request, email, 'Leaving-2026');
  await logIn(page, email, 'Leaving-2026');
  await expect(page).toHaveURL(/\/ec\/$/);
  await page.getByRole('link', { name: '退会' }).click();
  await page.getByLabel('上記を確認し、退会に同意します').check();
  await page.getByLabel('現在のパスワード').fill('Wrong-2026');
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page.getByText('現在のパスワードが正しくありません。').first()).toBeVisible();
  await page.getByLabel('現在のパスワード').fill('Leaving-2026');
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page.getByRole('status')).toContainText('退会手続きが完了しました');
  await logIn(page, email, 'Leaving-2026');
  await expect(page.getByRole('alert')).toContainText('パスワードが正しくありません');
});
