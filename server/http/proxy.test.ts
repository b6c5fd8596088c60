import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { seededApi, type TestApi } from '../testing/api';
import { isHttpsRequest, proxyMiddleware, requestOrigin } from './proxy';

const probe = (trustProxy: boolean) =>
  new Hono().use(proxyMiddleware(trustProxy)).get('/', (c) => c.json(requestOrigin(c)));

const ask = async (trustProxy: boolean, headers: Record<string, string>, url = 'http://shop/') =>
  (await probe(trustProxy).request(url, { headers })).json();

describe('isHttpsRequest', () => {
  const req = (url: string, proto?: string) =>
    new Request(url, { headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttpsRequest(req('https://shop/'), false)).toBe(true);
    expect(isHttpsRequest(req('http://shop/', 'https'), false)).toBe(false);
    expect(isHttpsRequest(req('http://shop/', 'https'), true)).toBe(true);
    expect(isHttpsRequest(req('http://shop/', 'HTTPS'), true)).toBe(true);
    expect(isHttpsRequest(req('http://shop/', 'http'), true)).toBe(false);
    expect(isHttpsRequest(req('http://shop/', 'https, http'), true)).toBe(false);
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    expect(await ask(false, { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({
      clientIp: 'unknown',
    });
  });

  it('takes the entry the trusted proxy appended, not what the client wrote first', async () => {
    const origin = await ask(true, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' });
    expect(origin).toEqual({ https: false, clientIp: '203.0.113.9' });
  });
});

describe('refresh cookie behind a TLS-terminating proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await seededApi();
  });
  afterAll(() => api.drop());

  const loginCookie = async (trustProxy: boolean) => {
    const app = createApp({ database: api.database, trustProxy });
    const res = await app.request('http://shop.example/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify({ login_id: 'hanako@example.jp', password: 'Hanako-pass-2026' }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().find((line) => line.startsWith('refresh_token=')) ?? '';
  };

  it('is Secure when the trusted proxy says https', async () => {
    expect(await loginCookie(true)).toMatch(/;\s*Secure/i);
  });

  it('is not Secure on plain http when no proxy is trusted', async () => {
    expect(await loginCookie(false)).not.toMatch(/;\s*Secure/i);
  });
});
