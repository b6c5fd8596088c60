import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { RENDER_READS, type RenderReadLedger } from '../../../contract/shared/render-reads';
import { perRender, perRenderByKey, renderOverrides, withOverrides } from './per-render';

describe('perRender', () => {
  afterEach(() => {
    delete process.env.SHOP_RENDER_ID;
  });

  it('loads once per render pass and again when the pass changes', async () => {
    let loads = 0;
    const read = perRender(async () => ++loads);
    process.env.SHOP_RENDER_ID = 'a';
    expect([await read(), await read()]).toEqual([1, 1]);
    process.env.SHOP_RENDER_ID = 'b';
    expect(await read()).toBe(2);
  });

  it('keeps one value per key within a pass', async () => {
    const seen: string[] = [];
    const read = perRenderByKey(async (key) => {
      seen.push(key);
      return key.length;
    });
    process.env.SHOP_RENDER_ID = 'a';
    await read('x');
    await read('yy');
    await read('x');
    process.env.SHOP_RENDER_ID = 'b';
    await read('x');
    expect(seen).toEqual(['x', 'yy', 'x']);
  });
});

describe('perRender under the build worker', () => {
  afterEach(() => {
    delete process.env.SHOP_RENDER_ID;
    delete (globalThis as Record<symbol, unknown>)[RENDER_READS];
  });

  /** A ledger like the worker's (server/static/page-reads.ts): reads noted per page. */
  function fakeLedger() {
    const pages = new AsyncLocalStorage<string[]>();
    const ledger: RenderReadLedger = {
      api: (url) => pages.getStore()?.push(url),
      item: (url, _channel, field, value) => pages.getStore()?.push(`${url} ${field}=${value}`),
      every: (kind) => pages.getStore()?.push(`every ${kind}`),
      apart(load) {
        const reads: string[] = [];
        const value = pages.run(reads, load);
        return { value, replay: () => pages.getStore()?.push(...reads) };
      },
    };
    (globalThis as Record<symbol, unknown>)[RENDER_READS] = ledger;
    return (render: () => Promise<unknown>) => {
      const reads: string[] = [];
      return pages.run(reads, render).then(() => reads);
    };
  }

  it("notes the memo's reads for every page that uses it, loaded once", async () => {
    const page = fakeLedger();
    let loads = 0;
    const settings = perRender(async () => {
      (globalThis as Record<symbol, RenderReadLedger>)[RENDER_READS]?.api(
        '/v1/settings',
        'd',
        200,
        '',
      );
      return ++loads;
    });
    process.env.SHOP_RENDER_ID = 'a';
    const [first, second] = await Promise.all([page(settings), page(settings)]);
    expect(loads).toBe(1);
    expect(first).toEqual(['/v1/settings']);
    expect(second).toEqual(['/v1/settings']);
  });
});

describe('withOverrides', () => {
  afterEach(() => {
    delete process.env.SHOP_RENDER_OVERRIDES;
  });

  const stored = [
    { key: 'a', name: 'stored a' },
    { key: 'b', name: 'stored b' },
  ];

  it('leaves the list alone when the pass has no overrides', () => {
    expect(withOverrides('product', stored)).toBe(stored);
    expect(renderOverrides('product')).toBeNull();
  });

  it('replaces the overridden records by key and adds those the list lacks, without touching it', () => {
    process.env.SHOP_RENDER_OVERRIDES = JSON.stringify({
      product: { b: { key: 'b', name: 'draft b' }, c: { key: 'c', name: 'draft c' } },
      news: { b: { key: 'b', name: 'news' } },
    });
    expect(withOverrides('product', stored).map((p) => p.name)).toEqual([
      'stored a',
      'draft b',
      'draft c',
    ]);
    expect(stored[1]?.name).toBe('stored b');
    expect(withOverrides('banner', stored)).toEqual(stored);
  });

  it('matches by the key the caller names and makes list items from the records', () => {
    process.env.SHOP_RENDER_OVERRIDES = JSON.stringify({
      'static-page': {
        '/law/': { url: '/law/', data: { title: 'draft law' } },
        '/new/': { url: '/new/', data: { title: 'draft new' } },
      },
    });
    const urls = [
      { url: '/guide/', title: 'guide' },
      { url: '/law/', title: 'law' },
    ];
    const pages = withOverrides(
      'static-page',
      urls,
      (u) => u.url,
      (page: { url: string; data: { title: string } }) => ({
        url: page.url,
        title: page.data.title,
      }),
    );
    expect(pages).toEqual([
      { url: '/guide/', title: 'guide' },
      { url: '/law/', title: 'draft law' },
      { url: '/new/', title: 'draft new' },
    ]);
  });
});
