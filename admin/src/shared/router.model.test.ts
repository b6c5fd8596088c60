import { describe, expect, it } from 'vitest';
import { areaOf, parseRoute, type Route, routeHref } from './router.model';

describe('parseRoute', () => {
  it.each([
    ['', { name: 'home' }],
    ['#/', { name: 'home' }],
    ['#/products', { name: 'products' }],
    ['#/products/new', { name: 'product-new' }],
    ['#/products/oxford-shirt', { name: 'product-edit', key: 'oxford-shirt' }],
    ['#/products/oxford-shirt/versions', { name: 'product-versions', key: 'oxford-shirt' }],
    ['#/staff', { name: 'staff' }],
    ['#/audit?x=1', { name: 'audit' }],
    ['#/calendar', { name: 'calendar' }],
    ['#/members', { name: 'members' }],
    ['#/members/12', { name: 'member', id: 12 }],
    ['#/members/abc', { name: 'not-found' }],
    ['#/inquiries', { name: 'inquiries' }],
    ['#/inquiries/7', { name: 'inquiry', id: 7 }],
    ['#/inquiries/7/x', { name: 'not-found' }],
    ['#/products/a/b/c', { name: 'not-found' }],
    ['#/nowhere', { name: 'not-found' }],
    ['#/product-csv', { name: 'product-csv' }],
    ['#/page-layouts', { name: 'page-layouts' }],
    ['#/color-schemes', { name: 'color-schemes' }],
  ] as [string, Route][])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('decodes and encodes keys the same way', () => {
    const route: Route = { name: 'product-edit', key: 'シャツ/1' };
    expect(parseRoute(routeHref(route))).toEqual(route);
  });
});

describe('areaOf', () => {
  it('groups the product screens under 商品管理', () => {
    expect(areaOf({ name: 'product-versions', key: 'a' })).toBe('products');
    expect(areaOf({ name: 'audit' })).toBe('audit');
    expect(areaOf({ name: 'inquiry', id: 3 })).toBe('inquiries');
    expect(areaOf({ name: 'not-found' })).toBe('home');
  });
});

describe('taxonomy routes', () => {
  it('reads and writes the categories, brands and makers screens, in the catalogue area', () => {
    for (const kind of ['categories', 'brands', 'makers'] as const) {
      const route = parseRoute(`#/taxonomy/${kind}`);
      expect(route).toEqual({ name: 'taxonomy', kind });
      expect(routeHref(route)).toBe(`#/taxonomy/${kind}`);
      expect(areaOf(route)).toBe('products');
    }
    expect(parseRoute('#/taxonomy/tags')).toEqual({ name: 'not-found' });
  });
});

describe('content routes', () => {
  it('reads and writes a kind’s list, new and edit screens, in the content area', () => {
    for (const hash of [
      '#/content/banners',
      '#/content/blog-posts/new',
      '#/content/blog-categories/12',
      '#/content/popups',
      '#/content/free-areas/new',
      '#/content/landing-pages/3',
    ]) {
      const route = parseRoute(hash);
      expect(routeHref(route)).toBe(hash);
      expect(areaOf(route)).toBe('content');
    }
    expect(parseRoute('#/content/blog-posts/12')).toEqual({
      name: 'content-edit',
      kind: 'blog-posts',
      id: 12,
    });
    expect(parseRoute('#/content/no-such-kind')).toEqual({ name: 'not-found' });
    expect(parseRoute('#/content/banners/x')).toEqual({ name: 'not-found' });
  });
});
