import { describe, expect, it } from 'vitest';
import {
  type ColorScheme,
  PAGE_NAME,
  type PageLayout,
} from '../../../contract/settings/layouts.schema';
import {
  colorSchemeAttrs,
  colorSchemeCss,
  layoutPageOf,
  pagePartRefs,
  shopLayout,
  TOP_PARTS,
  topPartRefs,
} from './layouts.model';

const part = (type: string, url: string | null = null, title: string | null = null) => ({
  type,
  url,
  title,
});

describe('topPartRefs', () => {
  it('shows every part in the default order without a layout', () => {
    expect(topPartRefs(null).map((p) => p.type)).toEqual([...TOP_PARTS]);
  });

  it('follows the layout, dropping unknown, repeated and url-less parts', () => {
    const layout: PageLayout = {
      page: 'top',
      layout: 'default',
      sections: [
        part('news_blog'),
        part('mystery'),
        part('banners'),
        part('news_blog'),
        part('embed'),
        part('embed', '/media/a.svg', '表紙'),
      ],
    };
    expect(topPartRefs(layout)).toEqual([
      { type: 'news_blog' },
      { type: 'banners' },
      { type: 'embed', url: '/media/a.svg', title: '表紙' },
    ]);
  });
});

describe('pagePartRefs', () => {
  const cartLayout = (...sections: ReturnType<typeof part>[]): PageLayout => ({
    page: 'cart',
    layout: 'simple',
    sections,
  });

  it('shows every part of each page in its default order without a layout', () => {
    expect(pagePartRefs('top', null).map((p) => p.type)).toEqual([...TOP_PARTS]);
    expect(pagePartRefs('cart', null).map((p) => p.type)).toEqual(['cart', 'caution']);
  });

  it("orders a page's own parts and embeds, dropping another page's parts", () => {
    const layout = cartLayout(
      part('caution'),
      part('ranking'),
      part('embed', '/media/a.svg', '表紙'),
      part('cart'),
    );
    expect(pagePartRefs('cart', layout)).toEqual([
      { type: 'caution' },
      { type: 'embed', url: '/media/a.svg', title: '表紙' },
      { type: 'cart' },
    ]);
    expect(pagePartRefs('top', { ...layout, page: 'top' }).map((p) => p.type)).toEqual([
      'caution',
      'ranking',
      'embed',
    ]);
  });

  it('keeps the default parts when the layout names none of them (it only picks the layout)', () => {
    expect(pagePartRefs('cart', cartLayout()).map((p) => p.type)).toEqual(['cart', 'caution']);
    expect(pagePartRefs('cart', cartLayout(part('ranking'))).map((p) => p.type)).toEqual([
      'cart',
      'caution',
    ]);
  });

  it("orders the product page's sections by the layout and keeps today's order without one", () => {
    const productLayout = (...sections: ReturnType<typeof part>[]): PageLayout => ({
      page: 'product-key',
      layout: 'default',
      sections,
    });
    expect(pagePartRefs('product-key', null).map((p) => p.type)).toEqual([
      'overview',
      'image',
      'purchase',
      'data',
      'detail',
      'size-table',
      'stock',
      'reviews',
      'qa',
      'related',
      'recommended',
    ]);
    const ordered = productLayout(
      part('reviews'),
      part('cart'),
      part('size-table'),
      part('embed', '/media/b.svg', '採寸'),
      part('reviews'),
      part('data'),
    );
    expect(pagePartRefs('product-key', ordered)).toEqual([
      { type: 'reviews' },
      { type: 'size-table' },
      { type: 'embed', url: '/media/b.svg', title: '採寸' },
      { type: 'data' },
    ]);
    expect(pagePartRefs('product-key', productLayout(part('banners'))).length).toBe(11);
  });
});

describe('layoutPageOf', () => {
  it("names a page's layout after its route in the spec", () => {
    expect(layoutPageOf('/')).toBe('top');
    expect(layoutPageOf('/cart')).toBe('cart');
    expect(layoutPageOf('/cart/shipping-add/')).toBe('cart-shipping-add');
    expect(layoutPageOf('/product/[key]')).toBe('product-key');
    expect(layoutPageOf('/product/[key]/uos')).toBe('product-key-uos');
    expect(layoutPageOf('/mypage/order_history/[key]')).toBe('mypage-order_history-key');
    expect(layoutPageOf('/[static]')).toBe('static');
    expect(layoutPageOf('/[...slug]')).toBe('catch-all');
  });

  it('gives the pages of a list the list’s layout', () => {
    expect(layoutPageOf('/blog/page/[page]')).toBe('blog');
    expect(layoutPageOf('/maker/page/[page]/')).toBe('maker');
  });

  it('gives every page a name the layout calls accept', () => {
    for (const route of ['/', '/login_sync', '/social-gift/[key]/shipping', '/[...slug]']) {
      expect(layoutPageOf(route)).toMatch(PAGE_NAME);
    }
  });
});

describe('colour scheme', () => {
  const scheme: ColorScheme = {
    name: '藍',
    loading: { is_enabled: true, color: '#274a78', size: 20 },
    cursor: { is_enabled: true, color: '#b7282e', size: 10 },
    animation: { type: 'fade', duration_ms: 400 },
    colors: null,
  };

  it('switches loading, cursor and animation on through <html> attributes', () => {
    expect(colorSchemeAttrs(scheme)).toEqual({
      'data-loading': 'spinner',
      'data-cursor': 'dot',
      'data-animation': 'fade',
    });
    const off = { ...scheme, animation: { type: 'fade' as const, duration_ms: 0 } };
    expect(colorSchemeAttrs(off)['data-animation']).toBe('none');
  });

  it('writes custom properties and the dot pointer, refusing anything but hex colours', () => {
    const css = colorSchemeCss(scheme);
    expect(css).toContain('--loading-color:#274a78;--loading-size:20px');
    expect(css).toContain('--cursor-size:10px;--animation-duration:400ms');
    expect(css).toContain("fill='%23b7282e'");
    const hostile = colorSchemeCss({
      ...scheme,
      loading: { is_enabled: true, color: 'red}body{display:none', size: 9999 },
      cursor: { is_enabled: false, color: '#fff', size: 10 },
    });
    expect(hostile).toContain('--loading-color:currentColor;--loading-size:64px');
    expect(hostile).not.toContain('display:none');
    expect(hostile).not.toContain('cursor:url');
  });

  it("replaces the theme's colours it names, after the theme's own, and only with #rrggbb", () => {
    expect(colorSchemeCss(scheme)).not.toContain('--color-');
    const colors = {
      background: '#101820',
      text: '#f2f2f2',
      primary: '#ffd166',
      on_primary: '#101820',
      header_background: '#000000',
      header_text: 'red;}body{display:none',
    };
    const css = colorSchemeCss({ ...scheme, colors });
    expect(css).toContain('--color-bg:#101820;--color-text:#f2f2f2;--color-primary:#ffd166');
    expect(css).toContain('--color-primary-contrast:#101820;--color-header-bg:#000000');
    expect(css).not.toContain('display:none');
  });
});

describe('shopLayout', () => {
  it('keeps simple and sample, and uses default otherwise', () => {
    expect(shopLayout('simple')).toBe('simple');
    expect(shopLayout('sample')).toBe('sample');
    expect(shopLayout('maintenance')).toBe('default');
    expect(shopLayout(undefined)).toBe('default');
  });
});
