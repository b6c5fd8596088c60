import { describe, expect, it, vi } from 'vitest';
import {
  BOT_CHECK_SETTINGS,
  botActionOf,
  botCheckSiteKey,
  createBotCheck,
  type Grecaptcha,
} from './bot-check';

const KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

/** A fake `grecaptcha` whose tokens name their action, as the server's test double expects. */
function fakeGrecaptcha(execute?: Grecaptcha['execute']): Grecaptcha {
  return {
    ready: (callback) => callback(),
    execute: vi.fn(execute ?? (async (_key, { action }) => `human:${action}`)),
  };
}

function setup(options: { siteKey?: string | null; load?: () => Promise<Grecaptcha> } = {}) {
  const api = fakeGrecaptcha();
  const load = vi.fn(options.load ?? (async () => api));
  const check = createBotCheck({
    siteKey: () => (options.siteKey === undefined ? KEY : options.siteKey),
    load,
    timeoutMs: 50,
  });
  return { check, load, api };
}

describe('botCheckSiteKey', () => {
  it('gives the key only when the setting is on and the key is well-formed', () => {
    const on = { [BOT_CHECK_SETTINGS.isUse]: true, [BOT_CHECK_SETTINGS.siteKey]: KEY };
    expect(botCheckSiteKey(on)).toBe(KEY);
    expect(botCheckSiteKey({ ...on, [BOT_CHECK_SETTINGS.isUse]: '1' })).toBe(KEY);
    expect(botCheckSiteKey({ ...on, [BOT_CHECK_SETTINGS.isUse]: false })).toBeNull();
    expect(botCheckSiteKey({ [BOT_CHECK_SETTINGS.siteKey]: KEY })).toBeNull();
    expect(botCheckSiteKey({ ...on, [BOT_CHECK_SETTINGS.siteKey]: '"><script>' })).toBeNull();
    expect(botCheckSiteKey({ [BOT_CHECK_SETTINGS.isUse]: true })).toBeNull();
  });
});

describe('botActionOf', () => {
  it.each([
    ['/v1/auth/login', 'login'],
    ['/v1/users', 'register'],
    ['/v1/reminder/request', 'reminder'],
    ['/v1/inquiries', 'contact'],
    ['/v1/catalog-orders', 'catalog_order'],
    ['/v1/products/12/reviews', 'review'],
    ['/v1/products/12/questions', 'question'],
    ['/v1/product-requests', 'product_request'],
  ])('POST %s is the %s form', (path, action) => {
    expect(botActionOf('post', path)).toBe(action);
  });

  it('leaves reads and unguarded writes alone', () => {
    expect(botActionOf('get', '/v1/products/12/reviews')).toBeNull();
    expect(botActionOf('post', '/v1/auth/refresh')).toBeNull();
    expect(botActionOf('post', '/v1/users/extra')).toBeNull();
    expect(botActionOf('post', '/v1/inquiry-comments/reply')).toBeNull();
    expect(botActionOf('put', '/v1/me/user')).toBeNull();
  });
});

describe('createBotCheck', () => {
  it('attaches a fresh token with the form action when the setting is on', async () => {
    const { check, api, load } = setup();
    expect(await check.headersFor('post', '/v1/users')).toEqual({
      'X-Recaptcha-Token': 'human:register',
    });
    expect(await check.headersFor('post', '/v1/auth/login')).toEqual({
      'X-Recaptcha-Token': 'human:login',
    });
    expect(api.execute).toHaveBeenCalledWith(KEY, { action: 'register' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('adds nothing and loads no script when the setting is off', async () => {
    const { check, load } = setup({ siteKey: null });
    check.prepare();
    expect(await check.headersFor('post', '/v1/users')).toEqual({});
    expect(load).not.toHaveBeenCalled();
  });

  it('adds nothing and loads no script for an unguarded call', async () => {
    const { check, load } = setup();
    expect(await check.headersFor('get', '/v1/products')).toEqual({});
    expect(load).not.toHaveBeenCalled();
  });

  it('sends no header when the script fails, and tries loading again next time', async () => {
    const { check, load } = setup({ load: async () => Promise.reject(new Error('offline')) });
    expect(await check.headersFor('post', '/v1/inquiries')).toEqual({});
    expect(await check.headersFor('post', '/v1/inquiries')).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends no header when execute throws or never answers', async () => {
    const throwing = fakeGrecaptcha(async () => Promise.reject(new Error('bad key')));
    const { check } = setup({ load: async () => throwing });
    expect(await check.headersFor('post', '/v1/product-requests')).toEqual({});
    const silent = fakeGrecaptcha(() => new Promise<string>(() => undefined));
    const { check: stuck } = setup({ load: async () => silent });
    expect(await stuck.headersFor('post', '/v1/product-requests')).toEqual({});
  });

  it('prepare starts the script once so the submission does not wait for it', async () => {
    const { check, load } = setup();
    check.prepare();
    check.prepare();
    await check.headersFor('post', '/v1/products/3/questions');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
