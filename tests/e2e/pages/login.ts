import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** A stamp no other run of a journey shares (time and a random tail). */
const uniqueStamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** An email address no other run uses, for a member a journey registers itself. */
export const uniqueEmail = (prefix: string) => `${prefix}-${uniqueStamp()}@example.jp`;

/** The registration body of a member of a journey's own; `names` replaces the name and phone. */
function newMemberBody(prefix: string, names: Record<string, string> = {}) {
  const stamp = uniqueStamp();
  const email = `${prefix}-${stamp}@example.jp`;
  const password = 'Journey-pass-2026';
  const body = {
    email,
    username: `${prefix}${stamp}`,
    password,
    password_confirmation: password,
    last_name: '佐藤',
    first_name: '次郎',
    last_name_kana: 'サトウ',
    first_name_kana: 'ジロウ',
    phone_number: '09011112222',
    postal_code: '1000001',
    prefecture: '東京都',
    city: '千代田区',
    address1: '千代田1-1',
    gender: 1,
    is_receive_newsletter: 0,
    question_ct: 1,
    answer: 'ポチ',
    ...names,
  };
  return { email, password, body };
}

/**
 * Registers a member of a journey's own through `POST /v1/users`, so no other journey shares its
 * state. It posts from the open page (the channel's own host name, which only the browser resolves).
 */
export async function registerMember(page: Page, prefix: string) {
  const { email, password, body } = newMemberBody(prefix);
  const res = await page.evaluate(async (data) => {
    const reply = await fetch('/v1/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
    return { status: reply.status, text: await reply.text() };
  }, body);
  expect(res.status, res.text).toBe(201);
  return { email, password };
}

/** The same through Playwright's API client, for journeys on the default host. */
export async function registerMemberByApi(
  request: APIRequestContext,
  prefix: string,
  names: Record<string, string> = {},
) {
  const { email, password, body } = newMemberBody(prefix, names);
  const res = await request.post('/v1/users', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}
