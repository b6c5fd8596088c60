import { describe, expect, it } from 'vitest';
import {
  benchPages,
  lighthousePaths,
  otherChannels,
  parseChannelList,
  productPath,
  skippedAudits,
} from './pages';

describe('benchPages', () => {
  it('weighs the shop pages with the channel’s own product and every content page', () => {
    const pages = benchPages('gakuran-black', false);
    expect(pages.slice(0, 3)).toEqual([
      { type: 'top', path: '/', shop: true },
      { type: 'product list', path: '/product/', shop: true },
      { type: 'product', path: '/product/gakuran-black/', shop: true },
    ]);
    expect(pages.filter((p) => !p.shop).map((p) => p.type)).toEqual([
      'blog',
      'blog list',
      'news',
      'faq',
      'maker',
      'brand',
      'stylist',
      'static',
    ]);
  });

  it('weighs only the shop pages and the login page of a members-only shop', () => {
    expect(benchPages('senbei-gift', true).map((p) => [p.path, p.shop])).toEqual([
      ['/', true],
      ['/product/', true],
      ['/product/senbei-gift/', true],
      ['/login/', true],
    ]);
  });
});

describe('lighthousePaths', () => {
  it('loads top, product list, the product and a blog article', () => {
    expect(lighthousePaths('oxford-shirt', false)).toEqual([
      '/',
      '/product/',
      '/product/oxford-shirt/',
      '/blog/spring-coordinate/',
    ]);
  });

  it('loads only the login page a guest gets in a members-only shop', () => {
    expect(lighthousePaths('senbei-gift', true)).toEqual(['/login/']);
  });

  it('leaves is-crawlable out only on the login page, which is noindex by design', () => {
    expect(skippedAudits('/login/')).toEqual(['is-crawlable']);
    expect(skippedAudits('/')).toEqual([]);
    expect(skippedAudits('/product/oxford-shirt/')).toEqual([]);
  });

  it('escapes product keys in paths', () => {
    expect(productPath('a b')).toBe('/product/a%20b/');
  });
});

describe('BENCH_CHANNELS', () => {
  const sites = [
    { id: 'default', isInvalid: false },
    { id: 'benefit', isInvalid: false },
    { id: 'closed', isInvalid: true },
    { id: 'school', isInvalid: false },
    { id: 'wa', isInvalid: false },
  ];

  it('means every channel when unset or blank', () => {
    expect(parseChannelList(undefined)).toBeNull();
    expect(parseChannelList(' , ')).toBeNull();
    expect(parseChannelList('wa, school')).toEqual(['wa', 'school']);
  });

  it('measures every valid channel but the timed fallback one', () => {
    expect(otherChannels(sites, 'default', null).map((s) => s.id)).toEqual([
      'benefit',
      'school',
      'wa',
    ]);
  });

  it('keeps only the listed ones, never an invalid channel', () => {
    expect(otherChannels(sites, 'default', ['wa', 'closed']).map((s) => s.id)).toEqual(['wa']);
    expect(otherChannels(sites, 'default', ['default'])).toEqual([]);
  });
});
