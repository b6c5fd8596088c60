import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const shop = {
  settings: { name: '大川屋' },
  scheme: { accent: '#b45309' },
  layouts: {} as Record<string, { layout: string } | undefined>,
  asked: [] as string[],
};
vi.mock('../settings/settings-build', () => ({ buildFrontSettings: async () => shop.settings }));
vi.mock('./layouts-build', () => ({
  buildColorScheme: async () => shop.scheme,
  buildPageLayout: async (page: string) => {
    shop.asked.push(page);
    return shop.layouts[page] ?? null;
  },
}));

/** A fresh module each time: the shared part is read once per build (per module instance). */
async function keysFor(
  paths: { params: Record<string, string>; props?: Record<string, unknown> }[],
) {
  vi.resetModules();
  const { withCacheKeys } = await import('./page-cache-key');
  return (await withCacheKeys('/product/[key]', paths)).map((p) => p.cacheKey);
}

const shirt = (price: number) => ({
  params: { key: 'oxford-shirt' },
  props: { product: { price } },
});
const tea = { params: { key: 'sencha' }, props: { product: { price: 1200 } } };

describe('withCacheKeys', () => {
  beforeEach(() => {
    process.env.SHOP_CONTENT_VERSION = '2026-11-27T00:00:00.000Z';
    shop.settings = { name: '大川屋' };
    shop.layouts = {};
    shop.asked = [];
  });

  it('keeps a page’s key while nothing it shows changes, and changes only that page’s key', async () => {
    const [shirtBefore, teaBefore] = await keysFor([shirt(4900), tea]);
    expect(await keysFor([shirt(4900), tea])).toEqual([shirtBefore, teaBefore]);
    const [shirtAfter, teaAfter] = await keysFor([shirt(5200), tea]);
    expect(shirtAfter).not.toBe(shirtBefore);
    expect(teaAfter).toBe(teaBefore);
  });

  it('reads a prop object once while the build keeps it (a patch at 100,000 products re-reads only the changed)', async () => {
    vi.resetModules();
    const { withCacheKeys } = await import('./page-cache-key');
    let reads = 0;
    const product = {
      get price() {
        reads++;
        return 4900;
      },
    };
    const kept = { params: { key: 'oxford-shirt' }, props: { product, hasSet: false } };
    const [first] = await withCacheKeys('/product/[key]', [kept]);
    const [again] = await withCacheKeys('/product/[key]', [
      { ...kept, props: { product, hasSet: false } },
    ]);
    expect(reads).toBe(1);
    expect(again?.cacheKey).toBe(first?.cacheKey);
    const [copy] = await withCacheKeys('/product/[key]', [
      { params: { key: 'oxford-shirt' }, props: { product: { price: 4900 }, hasSet: false } },
    ]);
    expect(copy?.cacheKey).toBe(first?.cacheKey);
    const [set] = await withCacheKeys('/product/[key]', [
      { ...kept, props: { product, hasSet: true } },
    ]);
    expect(set?.cacheKey).not.toBe(first?.cacheKey);
  });

  it('gives back the same path object while its data holds, and a new one when anything in it moved', async () => {
    vi.resetModules();
    const { withCacheKeys } = await import('./page-cache-key');
    const product = { price: 4900 };
    const other = { price: 1200 };
    const pass = (hasSet: boolean, item = product) =>
      withCacheKeys('/product/[key]', [
        { params: { key: 'oxford-shirt' }, props: { product: item, hasSet } },
        { params: { key: 'sencha' }, props: { product: other, hasSet: false } },
      ]);
    const [shirtFirst, teaFirst] = await pass(false);
    const [shirtAgain, teaAgain] = await pass(false);
    expect(shirtAgain).toBe(shirtFirst);
    expect(teaAgain).toBe(teaFirst);
    const [shirtSet, teaStill] = await pass(true);
    expect(shirtSet).not.toBe(shirtFirst);
    expect(shirtSet?.props.hasSet).toBe(true);
    expect(teaStill).toBe(teaFirst);
    const [shirtCopy] = await pass(true, { price: 4900 });
    expect(shirtCopy).not.toBe(shirtSet);
    expect(shirtCopy?.cacheKey).toBe(shirtSet?.cacheKey);
    const [, teaOtherRoute] = await withCacheKeys('/stylist/[key]', [
      { params: { key: 'oxford-shirt' }, props: { product, hasSet: false } },
      { params: { key: 'sencha' }, props: { product: other, hasSet: false } },
    ]);
    expect(teaOtherRoute).not.toBe(teaFirst);
    process.env.SHOP_CONTENT_VERSION = '2026-11-27T00:00:09.000Z';
    process.env.SHOP_RENDER_ID = 'next pass';
    const [, teaNewVersion] = await pass(true);
    delete process.env.SHOP_RENDER_ID;
    expect(teaNewVersion).not.toBe(teaFirst);
    expect(teaNewVersion?.cacheKey).not.toBe(teaFirst?.cacheKey);
  });

  it('changes every key when shop-wide data changes (version, settings)', async () => {
    const before = await keysFor([shirt(4900), tea]);
    process.env.SHOP_CONTENT_VERSION = '2026-11-27T00:00:01.000Z';
    const moved = await keysFor([shirt(4900), tea]);
    expect(moved[0]).not.toBe(before[0]);
    expect(moved[1]).not.toBe(before[1]);
    shop.settings = { name: '大川屋オンライン' };
    const renamed = await keysFor([shirt(4900), tea]);
    expect(renamed[1]).not.toBe(moved[1]);
  });

  it("changes every key of a page when that page's layout is saved, and only that page's", async () => {
    const before = await keysFor([shirt(4900), tea]);
    expect(shop.asked).toEqual(['product-key']);
    shop.layouts['blog-key'] = { layout: 'sample' };
    expect(await keysFor([shirt(4900), tea])).toEqual(before);
    shop.layouts['product-key'] = { layout: 'sample' };
    const sampled = await keysFor([shirt(4900), tea]);
    expect(sampled[0]).not.toBe(before[0]);
    expect(sampled[1]).not.toBe(before[1]);
  });
});

/** Every `.astro` page under `dir`, with the route Astro gives it (`/product/[key]`). */
function pages(dir: string, root = dir): { route: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path, root);
    if (!entry.name.endsWith('.astro')) return [];
    const route = `/${relative(root, path)}`.replace(/(\/index)?\.astro$/, '') || '/';
    return [{ route, source: readFileSync(path, 'utf8') }];
  });
}

describe('pages with cache keys', () => {
  it('name their own route, so their key holds the layout their page renders with', () => {
    const keyed = pages(join(process.cwd(), 'src/pages')).filter((p) =>
      p.source.includes('withCacheKeys('),
    );
    expect(keyed.length).toBeGreaterThan(5);
    for (const page of keyed) {
      const named = /withCacheKeys\(\s*'([^']+)'/.exec(page.source)?.[1];
      expect(named, page.route).toBe(page.route);
    }
  });
});
