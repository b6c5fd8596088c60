import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken } from '../contexts/content/content/content.testing';
import { channels } from '../db/schema/index';
import { testDoubleVerifier } from '../services/recaptcha';
import { appOver, seededApi, type TestApi } from '../testing/api';
import { expectApiError } from '../testing/expect-error';
import { BOT_SETTINGS } from './bot-guard';
import { forgetChannels } from './channel';
import { BOT_FORMS, FORM_LIMITS } from './form-limits';
import { namedLimiter } from './rate-limit';

let api: TestApi;
let taro: string;
let ipSeq = 0;
beforeAll(async () => {
  api = await seededApi(undefined, {
    trustProxy: true,
    settings: { botVerifier: testDoubleVerifier },
  });
  taro = await memberToken(api, 'taro@example.jp');
});
afterAll(() => api.drop());

/** A fresh client address for each call that must not share an IP counter. */
const freshIp = () => `198.51.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

type Send = { path: string; token?: string; body: (n: number) => Record<string, unknown> };

async function send(
  { path, token, body }: Send,
  n: number,
  ip: string,
  headers = {},
  app = api.app,
) {
  const res = await app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body(n)),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown, headers: res.headers };
}

// Incomplete bodies: the guard counts every attempt before the form is even checked (cheap 422s).
const FORMS = [
  {
    form: BOT_FORMS.register,
    send: { path: '/v1/users', body: () => ({ email: 'a@example.jp' }) },
  },
  {
    form: BOT_FORMS.reminder,
    send: { path: '/v1/reminder/request', body: () => ({ email: 'b@example.jp', kind: 'x' }) },
  },
  {
    form: BOT_FORMS.inquiry,
    send: { path: '/v1/inquiries', body: () => ({ email: 'c@example.jp' }) },
    // A guest's account is the inbox typed, which guests may name fewer times (each inquiry mails it).
    allowance: Math.min(BOT_FORMS.inquiry.perAccount, FORM_LIMITS.inquiryRecipient.limit),
  },
  {
    form: BOT_FORMS.catalogOrder,
    send: { path: '/v1/catalog-orders', body: () => ({ email: 'd@example.jp' }) },
  },
  {
    form: BOT_FORMS.productRequest,
    send: { path: '/v1/product-requests', body: () => ({ email: 'e@example.jp' }) },
  },
  { form: BOT_FORMS.review, send: { path: '/v1/products/1/reviews', body: () => ({}) } },
  { form: BOT_FORMS.question, send: { path: '/v1/products/1/questions', body: () => ({}) } },
] as const;

describe('bot defence limits per account', () => {
  for (const entry of FORMS) {
    const { form, send: spec } = entry;
    const allowance = 'allowance' in entry ? entry.allowance : form.perAccount;
    it(`${form.name}: ${allowance} an hour per account, from any number of IPs`, async () => {
      const target: Send = { ...spec, token: 'accountField' in form ? undefined : taro };
      for (let n = 0; n < allowance; n += 1) {
        expect((await send(target, n, freshIp())).status).not.toBe(429);
      }
      const refused = await send(target, allowance, freshIp());
      expectApiError(refused, 429, 'common.rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  }

  it('counts a guest by the e-mail typed, in any letter case', async () => {
    const form = BOT_FORMS.register;
    const mail = (n: number) => ({ email: n % 2 ? 'Case@Example.jp' : 'case@example.jp ' });
    const target = { path: '/v1/users', body: mail };
    for (let n = 0; n < form.perAccount; n += 1) await send(target, n, freshIp());
    expect((await send(target, 0, freshIp())).status).toBe(429);
    expect(
      (await send({ ...target, body: () => ({ email: 'other@example.jp' }) }, 0, freshIp())).status,
    ).not.toBe(429);
  });
});

describe('bot defence limits per IP', () => {
  for (const { form, send: spec } of FORMS) {
    it(`${form.name}: ${form.perIp} an hour per IP, whoever sends`, async () => {
      const ip = freshIp();
      const counter = namedLimiter(api.database, `${form.name}-ip`, form.perIp, form.windowMs);
      for (let n = 0; n < form.perIp; n += 1) await counter.take(ip);
      const guest = 'accountField' in form;
      const token = guest ? undefined : await memberToken(api, 'hanako@example.jp');
      // A new account each time, so only the IP's counter can refuse.
      const body = () => (guest ? { ...spec.body(), email: `ip${++ipSeq}@example.jp` } : {});
      expectApiError(await send({ ...spec, token, body }, 0, ip), 429, 'common.rate_limited');
      expect((await send({ ...spec, token, body }, 0, freshIp())).status).not.toBe(429);
    });
  }
});

describe('the optional challenge (reCAPTCHA v3)', () => {
  const login = {
    path: '/v1/auth/login',
    body: () => ({ login_id: 'taro', password: 'wrong-pass' }),
  };
  const setChallenge = async (on: boolean) => {
    const [row] = await api.database.db.select().from(channels).where(eq(channels.id, 'default'));
    const settings = { ...row?.settings, [BOT_SETTINGS.isUse]: on };
    await api.database.db.update(channels).set({ settings }).where(eq(channels.id, 'default'));
    forgetChannels(api.database);
  };

  it('is not asked for while the setting is off (the default)', async () => {
    expect((await send(login, 0, freshIp())).status).toBe(401);
  });

  it('refuses a missing, failed, low-score or other-action token with a Japanese 422', async () => {
    await setChallenge(true);
    try {
      for (const token of [undefined, 'garbage', 'bot:login', 'human:register']) {
        const headers = token ? { 'X-Recaptcha-Token': token } : {};
        expectApiError(await send(login, 0, freshIp(), headers), 422, 'common.bot_check_failed');
      }
      const human = await send(login, 0, freshIp(), { 'X-Recaptcha-Token': 'human:login' });
      expect(human.status).toBe(401);
      const contact = { path: '/v1/inquiries', body: () => ({ email: 'f@example.jp' }) };
      const passed = await send(contact, 0, freshIp(), { 'X-Recaptcha-Token': 'human:contact' });
      expect(passed.status).toBe(422);
      expect((passed.body as { code: string }).code).not.toBe('common.bot_check_failed');
    } finally {
      await setChallenge(false);
    }
  });

  it('falls back to the limits alone when no verifier is configured', async () => {
    const unverified = appOver(api.database, {
      trustProxy: true,
      settings: { botVerifier: undefined },
    });
    await setChallenge(true);
    try {
      const withToken = await send(login, 0, freshIp(), { 'X-Recaptcha-Token': 'x' }, unverified);
      expect(withToken.status).toBe(401);
      expectApiError(
        await send(login, 0, freshIp(), {}, unverified),
        422,
        'common.bot_check_failed',
      );
    } finally {
      await setChallenge(false);
    }
  });
});
