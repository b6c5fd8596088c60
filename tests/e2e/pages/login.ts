import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForMail } from '../support/outbox';

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
 * state. It posts from the open page to its channel (the channel's own host name, which only the
 * browser resolves); where the channel asks for e-mail verification, the mailed link is opened
 * too unless `verify` is false.
 */
export async function registerMember(page: Page, prefix: string, { verify = true } = {}) {
  const { email, password, body } = newMemberBody(prefix);
  const channel = channelOf(page);
  const res = await page.evaluate(
    async ({ data, channel }) => {
      const reply = await fetch('/v1/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Channel-Id': channel },
        body: JSON.stringify(data),
      });
      return { status: reply.status, text: await reply.text() };
    },
    { data: body, channel },
  );
  expect(res.status, res.text).toBe(201);
  if (verify) await verifyIfRequired(page, email);
  return { email, password };
}

/** The channel of the open page, from its host name (`simple.localhost` → `simple`, else `default`). */
export function channelOf(page: Page): string {
  const host = new URL(page.url()).hostname;
  return host.endsWith('.localhost') ? (host.split('.')[0] ?? 'default') : 'default';
}

/** Whether the open page's channel keeps a new member unregistered until the mailed link is opened. */
export async function channelVerifiesEmail(page: Page): Promise<boolean> {
  return page.evaluate(async (channel) => {
    const reply = await fetch('/v1/settings/front', { headers: { 'X-Channel-Id': channel } });
    const settings = (await reply.json()) as { site?: { is_first_login_email_verify?: boolean } };
    return settings.site?.is_first_login_email_verify === true;
  }, channelOf(page));
}

/** The token of the verification link mailed to `email`. */
export async function verificationToken(email: string): Promise<string> {
  const mail = await waitForMail(email, 'メールアドレスのご確認');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  return token ?? '';
}

/**
 * On a channel with first-login e-mail verification (`simple`), opens the mailed link the way a
 * member would (through the API), so a journey's own member logs in as a registered member.
 */
async function verifyIfRequired(page: Page, email: string): Promise<void> {
  if (!(await channelVerifiesEmail(page))) return;
  const token = await verificationToken(email);
  const status = await page.evaluate(
    async (body) => {
      const reply = await fetch('/v1/email-verify/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return reply.status;
    },
    { token },
  );
  expect(status).toBe(200);
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
