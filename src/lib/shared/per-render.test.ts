import { afterEach, describe, expect, it } from 'vitest';
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
