import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $favourites } from '../catalog/favourite-flags.store';
import {
  $requestHistory,
  $searchHistory,
  $viewHistory,
  loadRequestHistory,
  loadSearchHistory,
  loadViewHistory,
  removeRequestEntry,
  removeSearchEntry,
} from './mypage.store';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
let replies: Map<string, Reply>;
const calls: string[] = [];

/** A product as the API sends it. */
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
    is_favorite: false,
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

beforeEach(() => {
  calls.length = 0;
  replies = new Map();
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${key}${url.search}`);
    const reply = replies.get(key) ?? {
      status: 404,
      body: { code: 'common.not_found', message: 'x' },
    };
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const paging = (total: number) => ({
  'x-total': String(total),
  'x-per-page': '10',
  'x-last-page': String(Math.ceil(total / 10)),
  'x-current-page': '1',
});

describe('request history', () => {
  it('loads a page and deleting one entry lowers the total by one', async () => {
    const entry = (id: number) => ({
      id,
      product_id: null,
      product_key: null,
      product_name: null,
      body: `再入荷希望${id}`,
      created_at: '2026-04-01T00:00:00.000Z',
    });
    replies.set('GET /v1/me/product-request-histories', {
      status: 200,
      body: { data: [entry(5), entry(4)] },
      headers: paging(12),
    });
    await loadRequestHistory(1);
    expect(calls).toContain('GET /v1/me/product-request-histories?page=1&per=10');
    expect($requestHistory.get()).toMatchObject({ status: 'ready', total: 12, last: 2 });

    replies.set('DELETE /v1/me/product-request-histories/5', { status: 204, body: null });
    expect(await removeRequestEntry(5)).toEqual({ ok: true });
    expect($requestHistory.get().items.map((r) => r.id)).toEqual([4]);
    expect($requestHistory.get().total).toBe(11);
  });

  it("keeps the entry and returns the server's message when deleting fails", async () => {
    replies.set('DELETE /v1/me/product-request-histories/4', {
      status: 404,
      body: { code: 'common.not_found', message: '指定されたデータが見つかりません。' },
    });
    const result = await removeRequestEntry(4);
    expect(result).toEqual({ ok: false, message: '指定されたデータが見つかりません。' });
    expect($requestHistory.get().items.map((r) => r.id)).toEqual([4]);
  });
});

describe('search history', () => {
  it('loads the previous page when the last entry shown is removed and others remain', async () => {
    const word = (id: number) => ({ id, word: `語${id}`, searched_at: '2026-04-01T00:00:00.000Z' });
    replies.set('GET /v1/me/product-search-histories', {
      status: 200,
      body: { data: [word(1)] },
      headers: { ...paging(11), 'x-current-page': '2' },
    });
    await loadSearchHistory(2);
    expect($searchHistory.get()).toMatchObject({ current: 2, total: 11 });
    replies.set('DELETE /v1/me/product-search-histories/1', { status: 204, body: null });
    replies.set('GET /v1/me/product-search-histories', {
      status: 200,
      body: { data: [word(3), word(2)] },
      headers: paging(10),
    });
    expect(await removeSearchEntry(1)).toEqual({ ok: true });
    expect(calls.at(-1)).toBe('GET /v1/me/product-search-histories?page=1&per=10');
    expect($searchHistory.get().items.map((w) => w.id)).toEqual([3, 2]);
  });
});

describe('product history', () => {
  it('keeps is_favorite in sync with favourite changes made anywhere', async () => {
    const full = product(7);
    replies.set('GET /v1/me/product-histories', {
      status: 200,
      body: { data: [{ product_id: 7, viewed_at: '2026-04-01T00:00:00.000Z', product: full }] },
      headers: paging(1),
    });
    await loadViewHistory(1);
    expect($viewHistory.get().items[0]?.product.is_favorite).toBe(false);
    $favourites.set({ ...$favourites.get(), 7: true });
    expect($viewHistory.get().items[0]?.product.is_favorite).toBe(true);
  });
});
