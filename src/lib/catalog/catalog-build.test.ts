import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductFeed } from '../../../contract/catalog/catalog.schema';
import { call, seededApi, type TestApi } from '../../../server/testing/api';
import { buildAllProducts } from './catalog-build';

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
});
