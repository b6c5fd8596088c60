import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductFeed } from '../../../contract/catalog/catalog.schema';
import { call, seededApi, type TestApi } from '../../../server/testing/api';
import { buildAllProducts, REREAD_ALL_ABOVE } from './catalog-build';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(async () => {
  await api.drop();
});

/** The ids of every product the feed holds, walked 100 at a time. */
async function feedIds(): Promise<number[]> {
  const ids: number[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const res: { status: number; body: ProductFeed } = await call<ProductFeed>(
      api.app,
      'GET',
      `/v1/product-feed?after=${after}&per=100`,
    );
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((p) => p.id));
    after = res.body.next;
  }
  return ids;
}

describe('the catalogue at build time', () => {
  it('is the whole product feed: buildAllProducts walks it, 500 products a call', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      asked.push(`${url.pathname}${url.search}`);
      return api.app.request(`${url.pathname}${url.search}`, init);
    });
    process.env.SHOP_RENDER_ID = `read-${Date.now()}`;
    try {
      const products = await buildAllProducts();
      const visible = await feedIds();
      expect(visible.length).toBeGreaterThan(100);
      expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
        [...visible].sort((a, b) => a - b),
      );
      expect(asked).toHaveLength(Math.ceil(visible.length / 500) + (visible.length % 500 ? 0 : 1));
      expect(asked.every((path) => /^\/v1\/product-feed\?after=\d+&per=500$/.test(path))).toBe(
        true,
      );
    } finally {
      vi.unstubAllGlobals();
      delete process.env.SHOP_RENDER_ID;
    }
  });

  it('reads changed products by key, at most 8 at once, and many changed ones through the feed', async () => {
    const asked: string[] = [];
    let open = 0;
    let most = 0;
    vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      asked.push(url.pathname);
      open++;
      most = Math.max(most, open);
      try {
        return await api.app.request(`${url.pathname}${url.search}`, init);
      } finally {
        open--;
      }
    });
    try {
      process.env.SHOP_RENDER_ID = `first-${Date.now()}`;
      const all = await buildAllProducts();
      const keys = all.map((p) => p.key);
      process.env.SHOP_RENDER_ID = `patch-${Date.now()}`;
      process.env.SHOP_RENDER_CHANGES = JSON.stringify({ product: keys.slice(0, 30) });
      asked.length = 0;
      most = 0;
      expect((await buildAllProducts()).map((p) => p.key).sort()).toEqual([...keys].sort());
      expect(asked).toHaveLength(30);
      expect(asked.every((path) => path.startsWith('/v1/products/'))).toBe(true);
      expect(most).toBeLessThanOrEqual(8);

      const many = Array.from({ length: REREAD_ALL_ABOVE + 1 }, (_, i) => keys[i % keys.length]);
      process.env.SHOP_RENDER_ID = `csv-${Date.now()}`;
      process.env.SHOP_RENDER_CHANGES = JSON.stringify({ product: many });
      asked.length = 0;
      expect(await buildAllProducts()).toHaveLength(all.length);
      expect(asked.every((path) => path === '/v1/product-feed')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      delete process.env.SHOP_RENDER_ID;
      delete process.env.SHOP_RENDER_CHANGES;
    }
  });
});
