import { describe, expect, it } from 'vitest';
import {
  closesShop,
  isShopPageRequest,
  maintenanceStatusRequest,
  withMaintenanceRedirect,
} from './maintenance-redirect';

const get = (path: string, init: RequestInit = {}) => new Request(`http://shop.test${path}`, init);

describe('maintenance redirect of page requests', () => {
  it('takes pages only, never assets or the maintenance page itself', () => {
    expect(isShopPageRequest(get('/product/oxford-shirt/'))).toBe(true);
    expect(isShopPageRequest(get('/404.html'))).toBe(true);
    expect(isShopPageRequest(get('/_astro/index.abc.js'))).toBe(false);
    expect(isShopPageRequest(get('/favicon.svg'))).toBe(false);
    expect(isShopPageRequest(get('/maintenance/'))).toBe(false);
    expect(isShopPageRequest(get('/cart/', { method: 'POST' }))).toBe(false);
  });

  it('sends a closed page to /maintenance/ with the way back, uncached', async () => {
    const handler = withMaintenanceRedirect(
      async () => new Response('page'),
      async () => true,
    );
    const res = await handler(get('/cart/?x=1'), undefined);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/maintenance/?back=%2Fcart%2F%3Fx%3D1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await (await handler(get('/_astro/a.js'), undefined)).text()).toBe('page');
  });

  it('serves the page when the shop is open', async () => {
    const handler = withMaintenanceRedirect(
      async () => new Response('page'),
      async () => false,
    );
    expect(await (await handler(get('/'), undefined)).text()).toBe('page');
  });

  it('asks the status for the same client and reads it', async () => {
    const status = maintenanceStatusRequest(
      get('/', { headers: { 'X-Forwarded-For': '192.0.2.1', Cookie: 'a=b' } }),
    );
    expect(new URL(status.url).pathname).toBe('/v1/maintenance');
    expect(status.headers.get('x-forwarded-for')).toBe('192.0.2.1');
    expect(status.headers.get('cookie')).toBeNull();
    expect(await closesShop(Response.json({ is_enabled: true }))).toBe(true);
    expect(await closesShop(Response.json({ is_enabled: false }))).toBe(false);
    expect(await closesShop(new Response('x', { status: 500 }))).toBe(false);
  });
});
