import { describe, expect, it } from 'vitest';
import { hstsValue } from '../http/hsts.ts';
import { HSTS, withHttps } from './hsts.ts';
import { trailingSlashRedirect } from './redirects.ts';

const page = async () =>
  new Response('<html></html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const slash = async (request: Request) => trailingSlashRedirect(new URL(request.url));

const get = (handler: (r: Request) => Promise<Response>, url: string, proto?: string) =>
  handler(new Request(url, { headers: proto ? { 'X-Forwarded-Proto': proto } : {} }));

describe('withHttps', () => {
  it('adds HSTS to pages served over https', async () => {
    const res = await get(withHttps(page, false), 'https://shop.example/');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    expect(await res.text()).toBe('<html></html>');
  });

  it('adds HSTS behind a trusted TLS-terminating proxy, redirects included', async () => {
    const res = await get(withHttps(page, true), 'http://shop.example/', 'https');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    const moved = await get(withHttps(slash, true), 'http://shop.example/cart', 'https');
    expect(moved.headers.get('location')).toBe('/cart/');
    expect(moved.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('believes no forwarded header without TRUST_PROXY, and sends no HSTS over http', async () => {
    const res = await get(withHttps(page, false), 'http://shop.example/', 'https');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const moved = await get(withHttps(slash, false), 'http://shop.example/cart', 'https');
    expect(moved.headers.get('location')).toBe('/cart/');
    expect(moved.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('hstsValue', () => {
  it('leaves includeSubDomains out unless configured', () => {
    expect(hstsValue(false)).toBe('max-age=15552000');
    expect(hstsValue(true)).toBe('max-age=15552000; includeSubDomains');
  });
});
