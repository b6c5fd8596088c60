import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $favourites } from '../catalog/favourite-flags.store';
import { learnFavourites, toggleFavourite } from './favourite-tiles.store';

type Reply = { status: number; body: unknown };
let replies: Map<string, Reply>;
const calls: string[] = [];

/** A product as the API sends it in a list. */
function product(id: number) {
  return {
    id,
    key: `p-${id}`,
    code: `P-${id}`,
    name: `商品${id}`,
    summary: '',
    detail: '',
    product_price: 1000,
    product_price_with_tax: 1100,
    before_price: null,
    before_price_with_tax: null,
    tax_rate: 10,
    is_show_product: true,
    is_stock_available: true,
    is_age_restricted: false,
    is_favorite: true,
    image: { path: `/media/products/p-${id}/1.svg`, alt: '' },
    images: [],
    maker: null,
    brand: null,
    categories: [],
    tags: [],
    size_table: null,
    product_model: { products: [] },
    published_at: '2026-01-01T00:00:00.000Z',
  };
}

const list = (key: string, count: number) => ({
  id: count,
  key,
  name: key,
  count,
  is_default: false,
});
const detail = (key: string, ids: number[]) => ({
  ...list(key, ids.length),
  listables: ids.map((id) => ({ product_id: id, added_at: '2026-01-01', product: product(id) })),
});

beforeEach(() => {
  calls.length = 0;
  replies = new Map();
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const reply = replies.get(key) ?? {
      status: 404,
      body: { code: 'common.not_found', message: 'x' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('favourite tiles', () => {
  it("marks the page's tiles from every list of the member, asking once per page", async () => {
    $favourites.set({ 9: false });
    replies.set('GET /v1/me/user-lists', {
      status: 200,
      body: { data: [list('favorite', 1), list('trip', 2), list('empty', 0)] },
    });
    replies.set('GET /v1/me/user-lists/favorite', { status: 200, body: detail('favorite', [4]) });
    replies.set('GET /v1/me/user-lists/trip', { status: 200, body: detail('trip', [4, 9]) });

    await learnFavourites([4, 7, 9]);
    expect($favourites.get()).toEqual({ 4: true, 7: false, 9: false });
    expect(calls).not.toContain('GET /v1/me/user-lists/empty');

    const asked = calls.length;
    await learnFavourites([11]);
    expect($favourites.get()[11]).toBe(false);
    expect(calls.length).toBe(asked);
  });

  it('turns a tile over through the like calls, and the flag every tile reads follows', async () => {
    $favourites.set({ 7: false });
    replies.set('POST /v1/products/p-7/likes', {
      status: 200,
      body: { product_id: 7, is_favorite: true },
    });
    expect(await toggleFavourite({ id: 7, key: 'p-7' }, false)).toEqual({ ok: true });
    expect($favourites.get()[7]).toBe(true);

    replies.set('DELETE /v1/products/p-7/likes', {
      status: 200,
      body: { product_id: 7, is_favorite: false },
    });
    // The store's flag wins over a heart that has not caught up.
    await toggleFavourite({ id: 7, key: 'p-7' }, false);
    expect(calls).toContain('DELETE /v1/products/p-7/likes');
    expect($favourites.get()[7]).toBe(false);
  });
});
